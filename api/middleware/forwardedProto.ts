import type { Middleware } from 'koa';
import type { AppConfig } from '../config';
import { AppError } from '../errors';

/**
 * An https PUBLIC_URL means a TLS-terminating proxy in front (config.ts then requires
 * TRUST_PROXY) and Secure session cookies, which Koa sets only on a request it believes came
 * over https: the proxy's X-Forwarded-Proto says so. Without it, every API call that touches the
 * session would fail with a 500 about secure cookies; this answers what is wrong instead.
 * Pages and /healthz use no session (a balancer's health check often sends no such header).
 */
export function forwardedProto(config: AppConfig): Middleware {
  return (ctx, next) => {
    if (!config.https || ctx.secure || !ctx.path.startsWith('/api/')) return next();
    throw new AppError('bad_request',
      'This request did not come through the https proxy: the proxy in front of the server must send X-Forwarded-Proto: https',
    );
  };
}
