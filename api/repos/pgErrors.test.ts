import { describe, expect, it } from 'vitest';
import { constraintViolationOf, isUniqueViolation } from './pgErrors';

const pgError = (code: string) => Object.assign(new Error('violates constraint'), { code });

describe('constraintViolationOf', () => {
  it('names the broken constraint by its SQLSTATE, never with an HTTP status', () => {
    expect(constraintViolationOf(pgError('23505'))).toBe('unique');
    expect(constraintViolationOf(pgError('23503'))).toBe('foreignKey');
    for (const code of ['23514', '22021', '22P05', '22001', '22P02']) expect(constraintViolationOf(pgError(code)), code).toBe('invalid');
  });

  it('leaves every other error alone', () => {
    for (const error of [pgError('ECONNREFUSED'), pgError('40001'), new Error('plain'), 'text', null]) {
      expect(constraintViolationOf(error)).toBeNull();
    }
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
    expect(isUniqueViolation(pgError('23503'))).toBe(false);
  });
});
