import grant from 'grant';
import type { Middleware } from 'koa';
import { SERVER_API } from '../../core/serverPaths';
import type { AppConfig } from '../config';
import type { SignInProvider } from '../services/signInProviders';

/**
 * Sign-in through grant, one provider per configured one (Google, and any OpenID Connect
 * provider), with state, nonce and PKCE switched on (grant leaves them off by default) and the
 * session transport. The identity comes from the userinfo response and must agree with the
 * id_token, whose signature grant does not check: the callback route verifies it against the
 * provider's JWKS (services/idToken.ts). Google's endpoints can be pointed at a local OpenID
 * provider for tests; the OpenID Connect provider's come from its discovery document.
 */
export function signInMiddleware(config: AppConfig, providers: readonly SignInProvider[]): Middleware | null {
  if (providers.length === 0) return null;
  return grant.koa()({
    defaults: {
      origin: config.publicUrl,
      prefix: SERVER_API.connectPrefix,
      transport: 'session',
      state: true,
      nonce: true,
      pkce: true,
      response: ['tokens', 'profile'],
    },
    ...Object.fromEntries(providers.map((provider) => [provider.id, grantSettings(provider)])),
  }) as unknown as Middleware;
}

function grantSettings({ id, clientId, clientSecret, authorizeUrl, tokenUrl, userinfoUrl }: SignInProvider): Record<string, unknown> {
  return {
    key: clientId,
    secret: clientSecret,
    scope: ['openid', 'email', 'profile'],
    callback: SERVER_API.signedIn(id),
    // The OpenID Connect provider is not one grant knows: it needs all three endpoints, and its
    // scopes joined by spaces as OAuth 2 says (grant joins an unknown provider's with commas).
    ...(authorizeUrl ? { authorize_url: authorizeUrl } : {}),
    ...(tokenUrl ? { access_url: tokenUrl } : {}),
    ...(userinfoUrl ? { profile_url: userinfoUrl } : {}),
    ...(id === 'google' ? {} : { oauth: 2, scope_delimiter: ' ' }),
  };
}
