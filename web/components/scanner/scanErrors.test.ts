import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { classifyScanError } from './scanErrors';

describe('classifyScanError', () => {
  it('treats a 401 Unauthorized as logged out', () => {
    expect(classifyScanError(new ApiError(401, 'Unauthorized', 'unauthorized'))).toEqual({ kind: 'loggedOut' });
  });

  it('recognises an already-collected piece', () => {
    expect(classifyScanError(new ApiError(409, 'You have already collected this piece', 'already_collected'))).toEqual({
      kind: 'alreadyCollected',
    });
  });

  it('recognises a refusal because the hunt is not running', () => {
    expect(classifyScanError(new ApiError(403, 'The hunt is over: scanning has closed.', 'no_active_event'))).toEqual({
      kind: 'huntClosed',
      message: 'The hunt is over: scanning has closed.',
    });
  });

  it("shows the server's words for anything else, or 'Invalid code'", () => {
    expect(classifyScanError(new ApiError(404, 'Invalid code', 'not_found'))).toEqual({ kind: 'failed', message: 'Invalid code' });
    expect(classifyScanError(new ApiError(429, 'Too many wrong codes', 'rate_limited'))).toEqual({
      kind: 'failed',
      message: 'Too many wrong codes',
    });
    expect(classifyScanError(new Error(''))).toEqual({ kind: 'failed', message: 'Invalid code' });
  });
});
