import { describe, expect, it } from 'vitest';
import { isReadOf } from './adminKeys';

describe('revalidating an admin path', () => {
  it('reaches its reads with any query, and no other path', () => {
    expect(isReadOf('/api/admin/users', '/api/admin/users')).toBe(true);
    expect(isReadOf('/api/admin/users', '/api/admin/users?teamId=4&event=2')).toBe(true);
    expect(isReadOf('/api/admin/users', '/api/admin/users/abc/role')).toBe(false);
    expect(isReadOf('/api/admin/teams?eventId=3', '/api/admin/teams?eventId=3')).toBe(true);
    expect(isReadOf('/api/admin/teams?eventId=3', '/api/admin/teams?eventId=31')).toBe(false);
    expect(isReadOf('/api/admin/users', ['/api/admin/users'])).toBe(false);
  });
});
