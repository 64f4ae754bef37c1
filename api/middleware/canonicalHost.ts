import type { Middleware } from 'koa';
import type { AppConfig } from '../config';

/**
 * Slashes and backslashes, plain or percent-encoded, at the start of a path: a browser reads
 * `//host/…` and `/\host/…` (and a page may later decode `/%2F%2Fhost`) as another site.
 */
const LEADING_SLASHES = /^(?:[/\\]|%2f|%5c)+/i;

/** The request's path and query as a path on this site: exactly one leading `/`. */
function sameSitePath(path: string, search: string): string {
  return `/${path.replace(LEADING_SLASHES, '')}${search}`;
}

/**
 * QR links may point at a second host (a branded domain) that reaches this same server.
 * Sessions and same-origin checks belong to PUBLIC_URL, so page loads on any other host are
 * sent there with the path kept: /scan/CODE still lands on the scanner. The target is always
 * PUBLIC_URL's origin: the request's own text (`//evil.example/…`, an absolute URL as the request
 * target) only ever supplies a path on it.
 */
export function canonicalHost(config: AppConfig): Middleware {
  const canonical = new URL(config.publicUrl);
  // Balancers and Prometheus reach an instance by its own address.
  const serverPaths = new Set(['/healthz', '/metrics']);
  return async (ctx, next) => {
    const onOtherHost = ctx.host && ctx.host !== canonical.host;
    if (onOtherHost && (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.path.startsWith('/api/') && !serverPaths.has(ctx.path)) {
      ctx.status = 308;
      ctx.redirect(`${canonical.origin}${sameSitePath(ctx.path, ctx.search)}`);
      return;
    }
    await next();
  };
}
