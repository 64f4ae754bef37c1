import { describe, expect, it } from 'vitest';
import { checkQrDomain } from './qrDomains';

describe('checkQrDomain', () => {
  const offered = ['https://hunt.campus.edu', 'https://qr.campus.edu'];

  it('accepts an offered domain, with or without trailing slashes, and stores it without them', () => {
    expect(checkQrDomain('https://qr.campus.edu', offered)).toEqual({ domain: 'https://qr.campus.edu', offered: true });
    expect(checkQrDomain('https://hunt.campus.edu//', offered)).toEqual({ domain: 'https://hunt.campus.edu', offered: true });
  });

  it('refuses a domain the server does not offer, naming it as it would be stored', () => {
    expect(checkQrDomain('https://elsewhere.edu/', offered)).toEqual({ domain: 'https://elsewhere.edu', offered: false });
    expect(checkQrDomain('', offered)).toEqual({ domain: '', offered: false });
  });
});
