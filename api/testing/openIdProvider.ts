import { generateKeyPairSync, sign } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';

/**
 * A local OpenID provider (oauth2-mock-server) standing in for Google or any OpenID Connect
 * provider: it publishes its discovery document and its RS256 key at /jwks and signs its
 * id_tokens with it, so no test needs the internet. Each sign-in is scripted: who userinfo
 * names, and how the id_token departs from an honest one.
 */
export interface OpenIdProfile {
  sub: string;
  email: string;
  /** Left out: the provider does not say (as Entra ID does not). */
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * How the next id_token is made.
 * - `claims`: changed before the provider signs (a wrong audience, nonce, issuer, e-mail, expiry),
 *   so the signature is good and only the claims are wrong.
 * - `forgery`: the token the API receives is not the one the provider signed:
 *   `foreign-key` signs it with a key the JWKS does not hold (same kid), `unsigned` sends it with
 *   `alg: none`, `altered` changes the payload after signing (with `alteredClaims`) and keeps
 *   the signature, `omitted` leaves the id_token out of the token response.
 */
export interface IdTokenScript {
  claims?: Record<string, unknown>;
  forgery?: 'foreign-key' | 'unsigned' | 'altered' | 'omitted';
  alteredClaims?: Record<string, unknown>;
}

export class TestOpenIdProvider {
  /** A key pair the provider never published. */
  private readonly foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  private constructor(private readonly server: OAuth2Server, readonly url: string) {}

  static async start(): Promise<TestOpenIdProvider> {
    const server = new OAuth2Server();
    await server.issuer.keys.generate('RS256');
    await server.start(0, 'localhost');
    const url = server.issuer.url;
    if (!url) throw new Error('the OpenID provider did not report its issuer URL');
    return new TestOpenIdProvider(server, url);
  }

  /** The settings that point the API's Google sign-in at this provider. */
  settings(clientId: string): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: 'hunt-test-secret',
      GOOGLE_AUTHORIZE_URL: `${this.url}/authorize`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_USERINFO_URL: `${this.url}/userinfo`,
      GOOGLE_JWKS_URL: `${this.url}/jwks`,
      GOOGLE_ISSUER: this.url,
    };
  }

  /** The settings that point the API's OpenID Connect sign-in at this provider (its endpoints are discovered). */
  oidcSettings(clientId: string, label = 'Campus login'): Record<string, string> {
    return { OIDC_ISSUER: this.url, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: 'hunt-test-secret', OIDC_LABEL: label };
  }

  /** The next code exchange answers for this person: userinfo and an id_token as scripted. */
  nextSignIn(profile: OpenIdProfile, idToken: IdTokenScript = {}): void {
    const service = this.server.service;
    service.once('beforeUserinfo', (userinfo: MutableResponse) => {
      userinfo.body = { ...profile };
    });
    const claimsOfIdToken = (token: MutableToken) => {
      // The token endpoint signs the access token first; only the id_token carries an audience.
      if (!('aud' in token.payload)) return;
      service.off('beforeTokenSigning', claimsOfIdToken);
      Object.assign(token.payload, { sub: profile.sub, email: profile.email, email_verified: profile.email_verified }, idToken.claims);
    };
    service.on('beforeTokenSigning', claimsOfIdToken);
    const forgery = idToken.forgery;
    if (forgery) {
      service.once('beforeResponse', (response: MutableResponse) => {
        if (typeof response.body !== 'object' || typeof response.body.id_token !== 'string') return;
        if (forgery === 'omitted') delete response.body.id_token;
        else response.body.id_token = this.forge(response.body.id_token, forgery, idToken.alteredClaims ?? {});
      });
    }
  }

  /** Forgets scripted answers a test left unused (a flow that stopped before the token exchange). */
  reset(): void {
    for (const event of ['beforeUserinfo', 'beforeTokenSigning', 'beforeResponse']) this.server.service.removeAllListeners(event);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  private forge(signed: string, forgery: 'foreign-key' | 'unsigned' | 'altered', alteredClaims: Record<string, unknown>): string {
    const [header, , signature] = signed.split('.');
    const body = segment({ ...decodeJwt(signed), ...alteredClaims });
    if (forgery === 'altered') return `${header}.${body}.${signature}`;
    if (forgery === 'unsigned') return `${segment({ alg: 'none', typ: 'JWT' })}.${body}.`;
    const forgedHeader = segment({ alg: 'RS256', typ: 'JWT', kid: decodeProtectedHeader(signed).kid });
    return `${forgedHeader}.${body}.${sign('sha256', Buffer.from(`${forgedHeader}.${body}`), this.foreignKey).toString('base64url')}`;
  }
}

function segment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
