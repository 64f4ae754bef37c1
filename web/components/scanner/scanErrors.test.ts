import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { ApiError } from '../../lib/api';
import { classifyScanFailure } from '../../lib/scans/sendScan';
import { scanFailedText } from './scanErrors';

/** What 'Scan Failed' says for a scan that failed with `error`, classified once as the flow does. */
const textFor = (error: unknown) => scanFailedText(classifyScanFailure(error));

describe('scanFailedText', () => {
  beforeAll(() => activateLanguage('en', ['play']));
  it("shows the server's words for a wrong code or too many of them", () => {
    expect(textFor(new ApiError(404, 'Invalid code', 'not_found'))).toBe('Invalid code');
    expect(textFor(new ApiError(429, 'Too many wrong codes', 'rate_limited'))).toBe('Too many wrong codes');
    expect(textFor(new ApiError(403, 'You need to be at this code to collect it', 'too_far'))).toBe('You need to be at this code to collect it');
  });

  it("says what the network said for a scan that could not be kept, or 'Invalid code' when it said nothing", () => {
    expect(textFor(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(textFor(new ApiError(502, 'Bad Gateway', null))).toBe('Bad Gateway');
    expect(textFor(new Error(''))).toBe('Invalid code');
    expect(textFor(new ApiError(400, '', null))).toBe('Invalid code');
  });
});
