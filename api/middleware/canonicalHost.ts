import type { Middleware } from 'koa';
import type { AppConfig } from '../config';

/**
 * QR links may point at a second host (a branded domain) that reaches this same server.
 * Sessions and same-origin checks belong to PUBLIC_URL, so page loads on any other host are
 * sent there with the path kept: /scan/CODE still lands on the scanner.
 */
export function canonicalHost(config: AppConfig): Middleware {
  const canonical = new URL(config.publicUrl);
  // Balancers and Prometheus reach an instance by its own address.
  const serverPaths = new Set(['/healthz', '/metrics']);
  return async (ctx, next) => {
    const onOtherHost = ctx.host && ctx.host !== canonical.host;
    if (onOtherHost && (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.path.startsWith('/api/') && !serverPaths.has(ctx.path)) {
      ctx.status = 308;
      ctx.redirect(new URL(ctx.url, canonical).toString());
      return;
    }
    await next();
  };
}
