import { describe, expect, it } from 'vitest';
import { ApiError, CliError, describeError, exitCodeOf, NetworkError, NOT_LOGGED_IN, UsageError } from './errors';
import { isInteractive } from './prompt';

const URL = 'https://hunt.campus.edu';

describe('describeError', () => {
  it('turns every failure into one helpful line', () => {
    expect(describeError(new NetworkError(URL, new Error('ECONNREFUSED')))).toBe(`Cannot reach ${URL}: is the server running?`);
    expect(describeError(new ApiError(401, 'Unauthorized', 'unauthorized', URL))).toBe(NOT_LOGGED_IN);
    expect(describeError(new ApiError(403, 'Forbidden', 'forbidden', URL))).toBe(`Your account is not an administrator on ${URL} (403: Forbidden): ask an organiser to promote you`);
    expect(describeError(new ApiError(409, 'Code already exists', 'conflict', URL))).toBe('Code already exists (409)');
    expect(describeError(new ApiError(413, 'File too large: Please use an image under 500KB or provide a URL instead', 'payload_too_large', URL))).toBe(
      'File too large: Please use an image under 500KB or provide a URL instead (413)',
    );
    expect(describeError(new ApiError(500, 'Internal error', 'internal_error', URL))).toBe('The server failed (500): Internal error');
    expect(describeError(new TypeError('boom'))).toBe('Unexpected error: boom');
    expect(describeError('odd')).toBe('Unexpected error: odd');
  });

  it('exits 2 for usage errors and 1 for everything else', () => {
    expect(exitCodeOf(new UsageError('Missing --name'))).toBe(2);
    expect(exitCodeOf(new CliError('no'))).toBe(1);
    expect(exitCodeOf(new ApiError(404, 'Not found', 'not_found', URL))).toBe(1);
    expect(exitCodeOf(new Error('bug'))).toBe(1);
  });
});

describe('isInteractive', () => {
  const tty = { stdin: { isTTY: true }, stdout: { isTTY: true } };

  it('asks only with a TTY on both ends and CI unset', () => {
    expect(isInteractive({}, tty)).toBe(true);
    expect(isInteractive({ CI: 'false' }, tty)).toBe(true);
    expect(isInteractive({ CI: 'true' }, tty)).toBe(false);
    expect(isInteractive({ CI: '1' }, tty)).toBe(false);
    expect(isInteractive({}, { stdin: { isTTY: false }, stdout: { isTTY: true } })).toBe(false);
    expect(isInteractive({}, { stdin: { isTTY: true }, stdout: {} })).toBe(false);
  });
});
