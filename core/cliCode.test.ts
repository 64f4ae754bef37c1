import { describe, expect, it } from 'vitest';
import { normaliseCliCode } from './cliCode';

describe('normaliseCliCode', () => {
  it('reads a code typed in lower case, with spaces around it, as the terminal printed it', () => {
    expect(normaliseCliCode('abcd-efgh')).toBe('ABCD-EFGH');
    expect(normaliseCliCode('  AbCd-eFgH\t\n')).toBe('ABCD-EFGH');
  });

  it('leaves a code already as printed alone and keeps the hyphen and inner characters', () => {
    expect(normaliseCliCode('ABCD-EFGH')).toBe('ABCD-EFGH');
    expect(normaliseCliCode('ab cd')).toBe('AB CD');
    expect(normaliseCliCode('   ')).toBe('');
  });
});
