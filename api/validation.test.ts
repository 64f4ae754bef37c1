import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { pieceCreateSchema } from '../core/admin';
import { questionnaireInputSchema } from '../core/questionnaireSchema';
import { FILE_TOO_LARGE, parseIdParam, parseRequest, parseUuidParam } from './validation';

const statusOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as { status?: number; message?: string }).status;
  }
  return 'no error';
};

describe('parseRequest', () => {
  it('names the field in a 400', () => {
    expect(() => parseRequest(z.object({ name: z.string().min(1, 'name is required') }), { name: '' })).toThrow('name: name is required');
  });

  it('answers 413 with the File too large message for an embedded image too long to decode', () => {
    const huge = `data:image/png;base64,${'A'.repeat(700_001)}`;
    expect(statusOf(() => parseRequest(pieceCreateSchema, { name: 'x', imageUrl: huge }))).toBe(413);
    expect(() => parseRequest(pieceCreateSchema, { name: 'x', imageUrl: huge })).toThrow(FILE_TOO_LARGE);
    const question = { text: 'Look', type: 'text', imageUrl: huge };
    expect(statusOf(() => parseRequest(questionnaireInputSchema, { title: 't', questions: [question] }))).toBe(413);
  });
});

describe('path parameters', () => {
  it('accepts positive serial ids and answers 404 for anything else', () => {
    expect(parseIdParam('42', 'nope')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', undefined, '2147483648', '99999999999']) {
      expect(statusOf(() => parseIdParam(bad, 'nope'))).toBe(404);
    }
  });

  it('accepts UUIDs and answers 404 for anything else', () => {
    expect(parseUuidParam('0b6f5c5e-4b8e-4a53-9a47-8d9c1b2f3e4d', 'nope')).toBe('0b6f5c5e-4b8e-4a53-9a47-8d9c1b2f3e4d');
    expect(statusOf(() => parseUuidParam('12', 'nope'))).toBe(404);
  });
});
