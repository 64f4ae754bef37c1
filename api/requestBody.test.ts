import { describe, expect, it } from 'vitest';
import { cliLoginDecideRequestSchema, cliLoginRedeemRequestSchema, cliLoginStartRequestSchema } from '../core/cliLogin';
import { MAX_CHOICES } from '../core/constants';
import { devLoginRequestSchema, MAX_ANSWER_CHARACTERS, MAX_ANSWERS, scanRequestSchema, surveySubmitRequestSchema } from '../core/contracts';
import { BODY_LIMITS } from './requestBody';

/** A character that costs the most bytes as JSON text: three in UTF-8, never escaped. */
const WIDE = '€';
/** A character JSON.stringify writes as six bytes (\u0000), where a schema lets it through. */
const ESCAPED = '\u0000';

/** The body as the page sends it, after checking that the schema takes it: its size in bytes. */
function validBytes(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, body: unknown): number {
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
  return Buffer.byteLength(JSON.stringify(body));
}

describe('BODY_LIMITS', () => {
  it('takes the largest scan the contract accepts', () => {
    const scan = {
      code: WIDE.repeat(2000),
      token: ESCAPED.repeat(200),
      position: { latitude: -1.0000000000000002e-300, longitude: -1.0000000000000002e-300, accuracy: 1.0000000000000002e-300 },
      positionError: 'unavailable',
      claimedAt: `2026-01-01T00:00:00.${'9'.repeat(14)}+05:30`,
    };
    expect(validBytes(scanRequestSchema, scan)).toBeLessThanOrEqual(BODY_LIMITS.scan);
  });

  it('takes the largest survey submission the contract accepts: every answer a full list, every character wide', () => {
    const perAnswer = MAX_ANSWER_CHARACTERS / MAX_ANSWERS;
    const responses = Object.fromEntries(
      Array.from({ length: MAX_ANSWERS }, (_, i) => {
        const items = Array.from({ length: MAX_CHOICES }, (_, item) => (item === 0 ? WIDE.repeat(perAnswer) : ''));
        return [`q${800 + i}`, items];
      }),
    );
    const bytes = validBytes(surveySubmitRequestSchema, { questionnaireId: 2_147_483_647, responses });
    expect(bytes).toBeLessThanOrEqual(BODY_LIMITS.surveySubmit);
    // The same characters as plain text answers are smaller still.
    const texts = Object.fromEntries(Array.from({ length: MAX_ANSWERS }, (_, i) => [`q${800 + i}`, WIDE.repeat(perAnswer)]));
    expect(validBytes(surveySubmitRequestSchema, { questionnaireId: 2_147_483_647, responses: texts })).toBeLessThan(bytes);
  });

  it('takes the largest development sign-in, as JSON and as a form', () => {
    const signIn = { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}`, firstName: WIDE.repeat(100), lastName: WIDE.repeat(100), returnTo: `/${WIDE.repeat(1999)}` };
    expect(validBytes(devLoginRequestSchema, signIn)).toBeLessThanOrEqual(BODY_LIMITS.signIn);
    expect(Buffer.byteLength(new URLSearchParams(signIn).toString())).toBeLessThanOrEqual(BODY_LIMITS.signIn);
  });

  it('takes the largest CLI login request of each kind', () => {
    expect(validBytes(cliLoginStartRequestSchema, { clientName: WIDE.repeat(100) })).toBeLessThanOrEqual(BODY_LIMITS.cliLogin);
    expect(validBytes(cliLoginDecideRequestSchema, { userCode: WIDE.repeat(20), approve: false })).toBeLessThanOrEqual(BODY_LIMITS.cliLogin);
    expect(validBytes(cliLoginRedeemRequestSchema, { pollSecret: WIDE.repeat(200) })).toBeLessThanOrEqual(BODY_LIMITS.cliLogin);
  });

  it('keeps every participant route far below the organiser\'s limit', () => {
    for (const limit of [BODY_LIMITS.scan, BODY_LIMITS.surveySubmit, BODY_LIMITS.signIn, BODY_LIMITS.cliLogin]) {
      expect(limit).toBeLessThanOrEqual(BODY_LIMITS.admin / 10);
    }
  });
});
