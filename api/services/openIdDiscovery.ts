import { z } from 'zod';
import { ConfigError } from '../config';

/** What the server needs from an issuer's discovery document (OpenID Connect Discovery 1.0). */
const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
  jwks_uri: z.url(),
});

export interface OpenIdEndpoints {
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  jwksUrl: string;
}

/** A start-up that cannot reach the provider fails rather than hang. */
const DISCOVERY_TIMEOUT_MS = 10_000;

export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/**
 * Reads the issuer's endpoints at start-up. Anything short of a document that states this very
 * issuer is a ConfigError: a server that starts without its sign-in would turn every student away
 * later, and a document naming another issuer is not this provider's (its tokens would name that
 * issuer, which the id_token check refuses).
 */
export async function discoverOpenIdProvider(issuer: string): Promise<OpenIdEndpoints> {
  const url = discoveryUrl(issuer);
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new ConfigError(`OIDC_ISSUER: could not read ${url} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const parsed = discoverySchema.safeParse(body);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigError(`OIDC_ISSUER: ${url} is not an OpenID Connect discovery document (${missing})`);
  }
  const document = parsed.data;
  if (document.issuer !== issuer) {
    throw new ConfigError(`OIDC_ISSUER: ${url} states the issuer ${document.issuer}, not ${issuer}: set OIDC_ISSUER to exactly the issuer it states`);
  }
  return {
    issuer: document.issuer,
    authorizeUrl: document.authorization_endpoint,
    tokenUrl: document.token_endpoint,
    userinfoUrl: document.userinfo_endpoint,
    jwksUrl: document.jwks_uri,
  };
}
