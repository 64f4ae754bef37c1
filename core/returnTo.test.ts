import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInDestination } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps same-origin paths, with their query and fragment', () => {
    for (const path of ['/', '/dashboard', '/scan/INN001', '/scan/INN001?x=1#f', '/admin/events/3', '/a//b', '/%2F%2Fevil.com']) {
      expect(safeReturnTo(path)).toBe(path);
    }
  });

  it('refuses protocol-relative and backslash forms that browsers read as another host', () => {
    for (const value of ['//evil.com', '///evil.com', '/\\evil.com', '/\\/evil.com', '/path\\..\\x', '\\\\evil.com']) {
      expect(safeReturnTo(value), value).toBe('/');
    }
  });

  it('refuses absolute URLs and anything not starting with one slash', () => {
    for (const value of ['https://evil.com', 'http://localhost/dashboard', 'javascript:alert(1)', 'dashboard', ' /dashboard', '', 'evil.com/']) {
      expect(safeReturnTo(value), value).toBe('/');
    }
  });

  it('refuses control characters (tab and newline tricks, header splitting) and DEL', () => {
    for (const value of ['/\t/evil.com', '/\n/evil.com', '/dashboard\r\nSet-Cookie: x=1', '/a\u0000b', '/a\u007fb']) {
      expect(safeReturnTo(value), JSON.stringify(value)).toBe('/');
    }
  });

  it('refuses values that are not strings, and overly long ones', () => {
    for (const value of [undefined, null, 42, ['/dashboard'], { path: '/dashboard' }]) expect(safeReturnTo(value)).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(1999)}`)).toBe(`/${'a'.repeat(1999)}`);
    expect(safeReturnTo(`/${'a'.repeat(2000)}`)).toBe('/');
  });
});

describe('signInDestination', () => {
  it("lands an organiser who asked for no page on the panel, and keeps any page asked for", () => {
    expect(signInDestination('/', 'admin')).toBe('/admin');
    expect(signInDestination('/', 'user')).toBe('/');
    expect(signInDestination('/dashboard', 'admin')).toBe('/dashboard');
    expect(signInDestination('/scan/INN001', 'user')).toBe('/scan/INN001');
  });
});
