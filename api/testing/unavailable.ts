import { expect } from 'vitest';

const UNAVAILABLE = { message: 'The service is briefly unavailable. Please try again in a moment.', code: 'unavailable' };

/** The answer of a server whose database is away: 503, Retry-After, and the message a student reads. */
export async function expectBrieflyUnavailable(response: Response): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(503);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(JSON.parse(text)).toEqual(UNAVAILABLE);
}
