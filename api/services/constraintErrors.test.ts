import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { translatePgErrors } from './constraintErrors';

const failing = (error: object) => () => Promise.reject(Object.assign(new Error('new row for relation "qr_links" violates check constraint "qr_links_code_check"'), error));

async function answerFor(error: object, messages?: Parameters<typeof translatePgErrors>[1]): Promise<AppError> {
  const caught = await translatePgErrors(failing(error), messages).catch((thrown: unknown) => thrown);
  expect(caught).toBeInstanceOf(AppError);
  return caught as AppError;
}

describe('translatePgErrors', () => {
  it('answers a check violation with 400 in our words, never the constraint, table or column', async () => {
    const error = await answerFor({ code: '23514', constraint: 'qr_links_code_check', table: 'qr_links', column: 'code' });
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status: 400, code: 'bad_request', message: 'Invalid value' });
  });

  it('answers a value the column cannot hold (class 22: NUL, bad encoding, too long) with 400', async () => {
    for (const code of ['22021', '22P05', '22001', '22P02']) {
      const error = await answerFor({ code }, { invalid: 'That code cannot be stored' });
      expect([error.status, error.message]).toEqual([400, 'That code cannot be stored']);
    }
  });

  it('keeps the unique and foreign-key answers, and leaves other errors alone', async () => {
    expect((await answerFor({ code: '23505', constraint: 'qr_links_code_unique' }, { unique: 'Taken' })).message).toBe('Taken');
    expect((await answerFor({ code: '23503' })).status).toBe(409);
    await expect(translatePgErrors(failing({ code: 'ECONNREFUSED' }))).rejects.not.toBeInstanceOf(AppError);
  });
});
