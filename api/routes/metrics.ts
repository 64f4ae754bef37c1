import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { AppContext, AppState } from '../context';
import { loadCurrentUser } from '../middleware/currentUser';
import { requireAdmin } from '../policies/roles';

export const METRICS_PATH = '/metrics';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Does the request carry `Authorization: Bearer <METRICS_TOKEN>`? Compared in constant time. */
function hasMetricsToken(ctx: AppContext): boolean {
  const expected = ctx.state.deps.config.metricsToken;
  const sent = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
  // Hashing first makes both sides the same length, so the comparison leaks nothing of it either.
  return Boolean(expected && sent && timingSafeEqual(sha256(sent), sha256(expected)));
}

const noNext = async () => undefined;

/**
 * Prometheus's scrape (text format): for METRICS_TOKEN's bearer, an admin's API token or an
 * admin's session; 401 / 403 JSON to anyone else. Mounted after the session middleware and
 * before the current user is loaded, because METRICS_TOKEN is not an API token.
 */
export function metricsRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(METRICS_PATH, async (ctx) => {
    if (!hasMetricsToken(ctx)) {
      await loadCurrentUser(ctx, noNext);
      requireAdmin(ctx);
    }
    const { metrics } = ctx.state.deps;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metrics.render();
    ctx.set('Content-Type', metrics.contentType);
  });

  return router;
}
