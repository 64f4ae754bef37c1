import grant from 'grant';
import type { Middleware } from 'koa';
import { SERVER_API } from '../../core/serverPaths';
import type { AppConfig } from '../config';

/**
 * Google sign-in through grant, with state, nonce and PKCE switched on (grant leaves them off
 * by default) and the session transport. The identity comes from the userinfo response and
 * must agree with the id_token, whose signature grant does not check: the callback route
 * verifies it against the provider's JWKS (services/idToken.ts).
 * The endpoints can be pointed at a local OpenID provider for tests.
 */
export function googleSignIn(config: AppConfig): Middleware | null {
  if (!config.google) return null;
  const { clientId, clientSecret, authorizeUrl, tokenUrl, userinfoUrl } = config.google;
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
    google: {
      key: clientId,
      secret: clientSecret,
      scope: ['openid', 'email', 'profile'],
      callback: SERVER_API.googleCallback,
      ...(authorizeUrl ? { authorize_url: authorizeUrl } : {}),
      ...(tokenUrl ? { access_url: tokenUrl } : {}),
      ...(userinfoUrl ? { profile_url: userinfoUrl } : {}),
    },
  }) as unknown as Middleware;
}
