import { describe, it, expect } from 'vitest';
import { codeSchema, devLoginRequestSchema, scanRequestSchema, surveySubmitRequestSchema } from './contracts';

function manyAnswers(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`q${i}`, 'a']));
}

describe('surveySubmitRequestSchema', () => {
  it('accepts string and list answers keyed q0, q1, …', () => {
    const result = surveySubmitRequestSchema.safeParse({ questionnaireId: 3, responses: { q0: 'yes', q1: ['a', 'b'], q999: '' } });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ questionnaireId: 3, responses: { q0: 'yes', q1: ['a', 'b'], q999: '' } });
  });

  it('accepts an empty set of answers', () => {
    expect(surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: {} }).success).toBe(true);
  });

  it.each(['x1', 'q', 'Q1', 'q1a', 'q1000', 'q-1', ' q1'])("rejects the answer key '%s'", (key) => {
    const result = surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: { [key]: 'a' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['responses', key]);
  });

  it('rejects a non-integer, zero, negative or string questionnaireId', () => {
    for (const questionnaireId of [1.5, 0, -2, '1', null]) {
      const result = surveySubmitRequestSchema.safeParse({ questionnaireId, responses: {} });
      expect(result.success, String(questionnaireId)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['questionnaireId']);
    }
  });

  it("says 'questionnaireId must be a number' when it is missing", () => {
    const result = surveySubmitRequestSchema.safeParse({ responses: {} });
    expect(result.error?.issues[0]?.message).toBe('questionnaireId must be a number');
  });

  it('accepts 200 answers and rejects 201', () => {
    expect(surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: manyAnswers(200) }).success).toBe(true);
    const result = surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: manyAnswers(201) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('too many answers');
  });

  it('takes answers of 20,000 characters in all, and refuses one more', () => {
    const answers = (total: number) => Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`q${i}`, 'x'.repeat(total / 4)]));
    expect(surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: answers(20_000) }).success).toBe(true);
    const result = surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: { ...answers(20_000), q9: ['y'] } });
    expect(result.error?.issues[0]?.message).toBe('the answers are too long: at most 20,000 characters in all');
  });

  it('takes a list answer of 50 items, a question\'s most choices, and refuses 51', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `choice ${i}`);
    expect(surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: { q0: list(50) } }).success).toBe(true);
    const result = surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: { q0: list(51) } });
    expect(result.error?.issues[0]?.message).toBe('a list answer has at most 50 items');
  });

  it('rejects answers that are neither a string nor a list of strings', () => {
    expect(surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: { q0: 5 } }).success).toBe(false);
    expect(surveySubmitRequestSchema.safeParse({ questionnaireId: 1, responses: { q0: [true] } }).success).toBe(false);
  });

  it('rejects missing responses', () => {
    expect(surveySubmitRequestSchema.safeParse({ questionnaireId: 1 }).success).toBe(false);
  });
});

describe('scanRequestSchema', () => {
  it('accepts a code, trimmed, leaving the rest of normalisation to normaliseScanText', () => {
    expect(scanRequestSchema.safeParse({ code: ' https://x.edu/scan/inn001 \n' }).data).toEqual({
      code: 'https://x.edu/scan/inn001',
    });
  });

  it('refuses control characters and lone surrogates inside the code, naming it', () => {
    expect(scanRequestSchema.safeParse({ code: 'CO\u0000DE1' }).error?.issues[0]?.message).toBe('code must not contain control characters');
    expect(scanRequestSchema.safeParse({ code: 'CO\nDE1' }).error?.issues[0]?.message).toBe('code must be a single line');
    expect(scanRequestSchema.safeParse({ code: 'CO\uD800DE1' }).error?.issues[0]?.message).toBe('code must be valid Unicode text');
  });

  it("rejects a missing code with 'code is required'", () => {
    const result = scanRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('code is required');
  });

  it('rejects a code that is not a string', () => {
    expect(scanRequestSchema.safeParse({ code: 123 }).success).toBe(false);
  });

  it('accepts 2000 characters and rejects 2001 as too long', () => {
    expect(scanRequestSchema.safeParse({ code: 'A'.repeat(2000) }).success).toBe(true);
    const result = scanRequestSchema.safeParse({ code: 'A'.repeat(2001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('code is too long');
  });

  it('takes a claimed time PostgreSQL can store, and refuses the year 0000', () => {
    expect(scanRequestSchema.safeParse({ code: 'A1', claimedAt: '0001-01-01T00:00:00Z' }).success).toBe(true);
    expect(scanRequestSchema.safeParse({ code: 'A1', claimedAt: '0000-01-01T00:00:00Z' }).error?.issues[0]?.message).toBe('claimedAt must be after the year 0');
  });
});

describe('codeSchema', () => {
  it('trims and upper-cases', () => {
    expect(codeSchema.parse('  inn001 ')).toBe('INN001');
  });

  it('accepts 10 characters and rejects 11', () => {
    expect(codeSchema.parse('abcdefghij')).toBe('ABCDEFGHIJ');
    const result = codeSchema.safeParse('abcdefghijk');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('code must be at most 10 characters');
  });

  it('measures the length after trimming', () => {
    expect(codeSchema.parse('   ABCDEFGHIJ   ')).toBe('ABCDEFGHIJ');
  });

  it('rejects an empty or blank code', () => {
    expect(codeSchema.safeParse('').success).toBe(false);
    expect(codeSchema.safeParse('   ').error?.issues[0]?.message).toBe('code is required');
  });

  it.each(['AB/', 'AB CD', 'ÄBC', 'ßßßßßßßßßß', 'AB-1', 'AB%2F', '１２３'])("refuses '%s': a code is A-Z and 0-9 only", (code) => {
    expect(codeSchema.safeParse(code).error?.issues[0]?.message).toBe('code may contain only the letters A-Z and the digits 0-9');
  });
});

describe('devLoginRequestSchema', () => {
  it('accepts an e-mail with optional trimmed names', () => {
    expect(devLoginRequestSchema.parse({ email: 'ada@campus.edu', firstName: ' Ada ' })).toEqual({
      email: 'ada@campus.edu',
      firstName: 'Ada',
    });
  });

  it('rejects something that is not an e-mail address', () => {
    const result = devLoginRequestSchema.safeParse({ email: 'not-an-email' });
    expect(result.error?.issues[0]?.message).toBe('email must be an e-mail address');
  });
});
