import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { canCreateQrLink, codeFieldProblem, codeInput, defaultDomain } from './qrLinks';

describe('QR link dialog rules', () => {
  it('upper-cases the code as typed and keeps at most 10 characters', () => {
    expect(codeInput('inn001')).toBe('INN001');
    expect(codeInput('abcdefghijkl')).toBe('ABCDEFGHIJ');
  });

  it('needs a code and a piece', () => {
    expect(canCreateQrLink('', 1)).toBe(false);
    expect(canCreateQrLink('  ', 1)).toBe(false);
    expect(canCreateQrLink('ABC', null)).toBe(false);
    expect(canCreateQrLink('ABC', 1)).toBe(true);
  });

  it("says why a code a printed link cannot carry is refused, and offers no Create for it (the server's rule)", () => {
    expect(codeFieldProblem(i18n, 'AB/')).toBe('Code may contain only the letters A-Z and the digits 0-9');
    expect(codeFieldProblem(i18n, codeInput('ab cd'))).toBe('Code may contain only the letters A-Z and the digits 0-9');
    expect(canCreateQrLink('AB/', 1)).toBe(false);
    expect(codeFieldProblem(i18n, '')).toBeNull();
    expect(codeFieldProblem(i18n, ' INN001 ')).toBeNull();
    expect(canCreateQrLink(' INN001 ', 1)).toBe(true);
  });

  it('preselects the first configured domain', () => {
    expect(defaultDomain(['https://hunt.example.org', 'https://app.example.net'], 'http://localhost')).toBe('https://hunt.example.org');
    expect(defaultDomain([], 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(defaultDomain(undefined, 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});
