import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { classifyScanFailure } from './sendScan';

/** The outcome without the error it came from. */
const outcomeOf = (error: unknown) => {
  const { error: _error, ...outcome } = classifyScanFailure(error);
  return outcome;
};

describe('classifyScanFailure', () => {
  it('keeps scans that found no server for later', () => {
    expect(outcomeOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(outcomeOf(new DOMException('signal timed out', 'TimeoutError'))).toEqual({ kind: 'unreachable' });
    for (const status of [408, 500, 502, 503, 504]) {
      expect(outcomeOf(new ApiError(status, 'Bad Gateway', null))).toEqual({ kind: 'unreachable' });
    }
  });

  it('reads the answers about the scan itself', () => {
    expect(outcomeOf(new ApiError(401, 'Unauthorized', 'unauthorized'))).toEqual({ kind: 'signedOut' });
    expect(outcomeOf(new ApiError(409, 'You have already collected this piece', 'already_collected'))).toEqual({ kind: 'alreadyCollected' });
    expect(outcomeOf(new ApiError(429, 'Too many wrong codes. Try again in 20 seconds.', 'rate_limited'))).toEqual({
      kind: 'rateLimited',
      message: 'Too many wrong codes. Try again in 20 seconds.',
    });
  });

  it('tells a refusal because the hunt is not running from a refusal of the code', () => {
    expect(outcomeOf(new ApiError(403, 'The hunt is over: scanning has closed.', 'no_active_event'))).toEqual({
      kind: 'huntClosed',
      message: 'The hunt is over: scanning has closed.',
    });
  });

  it('reports a definite no in the server’s words', () => {
    expect(outcomeOf(new ApiError(404, 'Invalid code', 'not_found'))).toEqual({ kind: 'refused', message: 'Invalid code' });
    expect(outcomeOf(new ApiError(403, 'You need to be at this code to collect it', 'too_far'))).toEqual({
      kind: 'refused',
      message: 'You need to be at this code to collect it',
    });
    expect(outcomeOf(new ApiError(400, '', null))).toEqual({ kind: 'refused', message: 'Invalid code' });
  });
});
