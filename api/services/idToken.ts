import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * The id_token a provider (Google, OpenID Connect) returns with the access token, checked the
 * way OpenID Connect asks: the signature against the provider's published keys (JWKS), then
 * issuer, audience, expiry and the nonce of this browser's flow. grant only decodes it and
 * compares audience and nonce.
 */
export interface IdTokenSettings {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
  /**
   * Google's id_token always names the e-mail; another provider's may leave it to userinfo
   * (Entra ID without the optional claim), whose answer then stands: the token's subject is its.
   */
  emailInToken: 'required' | 'when-present';
}

/** What the token must agree with: the nonce grant sent, and the userinfo answer's subject and e-mail. */
export interface ExpectedIdentity {
  nonce: string;
  subject: string;
  email: string;
}

/** The id_token does not prove the identity; the message says why (for the log, not the user). */
export class IdTokenRefused extends Error {}

/** Google, Entra ID, Okta and Keycloak sign with RS256 by default; pinning it refuses `none`, HMAC and anything else a forger picks. */
const ALGORITHMS = ['RS256'];
const CLOCK_TOLERANCE_SECONDS = 60;

type KeySet = ReturnType<typeof createRemoteJWKSet>;
/** One key set per URL for the life of the process: jose caches the keys and refetches on an unknown kid. */
const keySets = new Map<string, KeySet>();

function keySetAt(url: string): KeySet {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
}

export async function verifyIdToken(settings: IdTokenSettings, idToken: string, expected: ExpectedIdentity): Promise<JWTPayload> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keySetAt(settings.jwksUrl), {
      algorithms: ALGORITHMS,
      issuer: settings.issuers,
      audience: settings.clientId,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    }));
  } catch (error) {
    throw new IdTokenRefused(`id_token not verified: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (claims.azp !== undefined && claims.azp !== settings.clientId) throw new IdTokenRefused('id_token was issued to another client (azp)');
  if (!expected.nonce || claims.nonce !== expected.nonce) throw new IdTokenRefused('id_token nonce is not the one this flow sent');
  if (claims.sub !== expected.subject) throw new IdTokenRefused('id_token subject differs from the userinfo subject');
  if (claims.email === undefined && settings.emailInToken === 'when-present') return claims;
  if (typeof claims.email !== 'string' || claims.email.toLowerCase() !== expected.email.toLowerCase()) {
    throw new IdTokenRefused('id_token e-mail differs from the userinfo e-mail');
  }
  return claims;
}
