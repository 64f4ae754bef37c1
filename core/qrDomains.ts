/**
 * A QR link's domain as it is stored and printed: without trailing slashes, and only one of the
 * domains the server offers (QR_DOMAINS). The admin API and `hunt seed` (which checks before it
 * creates anything) both ask this one rule, each in its own words.
 */
export function checkQrDomain(domain: string, offered: readonly string[]): { domain: string; offered: boolean } {
  const stored = domain.replace(/\/+$/, '');
  return { domain: stored, offered: offered.includes(stored) };
}
