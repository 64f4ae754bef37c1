import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { classifyScanFailure, sendScan } from './sendScan';

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
    expect(outcomeOf(new ApiError(409, 'You have already collected this piece', 'already_collected'))).toEqual({ kind: 'alreadyCollected', byTeam: false });
    expect(outcomeOf(new ApiError(409, 'Already collected by your team', 'already_collected'))).toEqual({ kind: 'alreadyCollected', byTeam: true });
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

describe('sendScan', () => {
  const HERE = { position: { latitude: 51.5, longitude: -0.12, accuracy: 12 } };
  const RESULT = { piece: { id: 1, name: 'Library', imageUrl: null }, triggeredQuestionnaires: [] };
  const POSITION_REQUIRED = { message: 'This code checks where you are: share your location to collect it', code: 'position_required' };
  const IMPRECISE = { message: 'Your location is not precise enough here', code: 'position_imprecise' };

  /** Answers the scans in turn and keeps what each one sent. */
  function answerInTurn(...answers: Response[]) {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        const answer = answers.shift();
        if (!answer) throw new TypeError('Failed to fetch');
        return answer;
      }),
    );
    return sent;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks where the device is when the code checks places, and sends the scan again with it', async () => {
    const sent = answerInTurn(Response.json(POSITION_REQUIRED, { status: 428 }), Response.json(RESULT));
    const locate = vi.fn(async () => HERE);
    await expect(sendScan({ code: 'HALL01' }, locate)).resolves.toEqual({ kind: 'collected', result: RESULT });
    expect(locate).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ code: 'HALL01' }, { code: 'HALL01', ...HERE }]);
  });

  it('asks once more when the position was too vague, then takes the answer as final', async () => {
    const locate = vi.fn(async () => HERE);
    answerInTurn(Response.json(POSITION_REQUIRED, { status: 428 }), Response.json(IMPRECISE, { status: 403 }), Response.json(RESULT));
    await expect(sendScan({ code: 'HALL01' }, locate)).resolves.toMatchObject({ kind: 'collected' });
    expect(locate).toHaveBeenCalledTimes(2);

    const sent = answerInTurn(
      Response.json(POSITION_REQUIRED, { status: 428 }),
      Response.json(IMPRECISE, { status: 403 }),
      Response.json(IMPRECISE, { status: 403 }),
    );
    await expect(sendScan({ code: 'HALL01' }, locate)).resolves.toMatchObject({ kind: 'refused', message: IMPRECISE.message });
    expect(sent).toHaveLength(3);
  });

  it('does not ask again for a scan that already carries where it was made', async () => {
    const sent = answerInTurn(Response.json(POSITION_REQUIRED, { status: 428 }));
    const locate = vi.fn(async () => HERE);
    await expect(sendScan({ code: 'HALL01', positionError: 'timeout' }, locate)).resolves.toMatchObject({ kind: 'refused', message: POSITION_REQUIRED.message });
    expect(locate).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });

  it('keeps a scan that found no server for later', async () => {
    answerInTurn();
    await expect(sendScan({ code: 'HALL01' }, async () => HERE)).resolves.toMatchObject({ kind: 'unreachable' });
  });
});
