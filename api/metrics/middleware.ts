import type { Context, Middleware, Next } from 'koa';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { Metrics } from './metrics';

/** What @koa/router leaves on a request: every layer whose path matched, in the routers it passed. */
interface RoutedContext {
  matched?: readonly { path: string | RegExp; methods: readonly string[] }[];
}

/**
 * The template of the route a request took (`/api/admin/users/:id/role`), as @koa/router names
 * it: the last matched layer that takes the method. Not its `_matchedRoute`, which a router-level
 * middleware's own layer holds while it runs, so a request the admin check refuses would be
 * counted under that middleware's path.
 */
function routeOf(ctx: Context): string | undefined {
  const route = (ctx as RoutedContext).matched?.findLast((layer) => layer.methods.includes(ctx.method));
  return route && String(route.path);
}

/**
 * Times every request into http_request_duration_seconds. The route label is the matched
 * template, so the series stay few whatever URLs are sent.
 */
export function timeRequests(metrics: Metrics): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeOf(ctx) ?? (ctx.path.startsWith('/api/') ? 'unmatched' : 'web');
      metrics.observeRequest(ctx.method, route, ctx.status, (performance.now() - started) / 1000);
    }
  };
}

/** The outcome label of a refused scan: recordScan's error codes, named for what they mean. */
export function refusedScanOutcome(error: unknown): string {
  if (error instanceof AppError) return error.code === 'not_found' ? 'invalid_code' : error.code;
  const status = (error as { status?: unknown } | null)?.status;
  // The body parser's own refusals (a body too large); anything else failed on our side.
  return typeof status === 'number' && status >= 400 && status < 500 ? 'bad_request' : 'error';
}

/** Counts the scan route's outcomes into hunt_scans_total; wraps the route, adds no query. */
export async function countScans(ctx: AppContext, next: Next): Promise<void> {
  const { metrics } = ctx.state.deps;
  try {
    await next();
  } catch (error) {
    metrics.countScan(refusedScanOutcome(error));
    throw error;
  }
  metrics.countScan('collected');
}
