import type { Middleware } from 'koa';
import { AppError, notFound } from '../errors';
import { isServerPath } from './webClient';

/** The methods some route or the web client takes (and every router's own list). */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** What the web client answers on any path that is not the server's. */
const PAGE_METHODS = ['GET', 'HEAD'];

/** The part of @koa/router read here: which layers (with their methods) match a path. */
interface RouteTable {
  match(path: string, method: string): { path: readonly { methods: readonly string[] }[] };
}

export const methodNotAllowed = (allowed: readonly string[]) =>
  new AppError('method_not_allowed', 'Method not allowed', {}, { Allow: allowed.join(', ') });

/**
 * Refuses a method no route takes (TRACE, WebDAV's PROPFIND or MKCOL, …) before anything else
 * runs: 405 with the methods the path does take, or 404 where no route is. @koa/router's own
 * answer to them is a 501 thrown as an unexposed error, which became a 500, an error logged with
 * its stack and a 5xx in the metrics, for a request that only a scanner sends. A method Node's
 * parser does not know at all never reaches the app (400).
 */
export function refuseUnservedMethods(routers: readonly RouteTable[]): Middleware {
  const allowedAt = (path: string): string[] => {
    const methods = new Set<string>();
    for (const router of routers) for (const layer of router.match(path, 'GET').path) for (const method of layer.methods) methods.add(method);
    if (methods.size === 0 && !isServerPath(path)) return PAGE_METHODS;
    return [...methods];
  };
  return async (ctx, next) => {
    if (SERVED_METHODS.has(ctx.method)) return next();
    const allowed = allowedAt(ctx.path);
    throw allowed.length ? methodNotAllowed(allowed) : notFound();
  };
}
