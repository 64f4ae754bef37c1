import { describe, expect, it } from 'vitest';
import { divisionCreateSchema, divisionUpdateSchema } from './teams';

describe('the division bodies', () => {
  it('give a new division no domains unless named', () => {
    expect(divisionCreateSchema.parse({ eventId: 2, name: 'Arts' })).toEqual({ eventId: 2, name: 'Arts', emailDomains: [], prizeTiers: null });
  });

  it('change only the fields an update sends, so a new name keeps the domains', () => {
    expect(divisionUpdateSchema.parse({ name: 'Sciences' })).toEqual({ name: 'Sciences' });
    expect(divisionUpdateSchema.parse({ emailDomains: ['@Sci.Campus.edu'] })).toEqual({ emailDomains: ['sci.campus.edu'] });
    expect(divisionUpdateSchema.parse({ emailDomains: [] })).toEqual({ emailDomains: [] });
    expect(divisionUpdateSchema.parse({ prizeTiers: null })).toEqual({ prizeTiers: null });
    expect(divisionUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('nothing to change: send name, emailDomains or prizeTiers');
  });
});
