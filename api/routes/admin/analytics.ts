import Router from '@koa/router';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { readAnalytics } from '../../services/analytics';
import { readCodeHealth } from '../../services/codeHealth';
import { readLiveOverview } from '../../services/liveOverview';
import type { CodeHealthDto } from '../../../core/admin';
import { openStream } from '../openStream';

export function adminAnalyticsRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/analytics', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await readAnalytics(ctx.state.deps);
  });

  router.get('/api/admin/live', async (ctx) => {
    requireAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readLiveOverview(ctx.state.deps);
  });

  /** Server-sent events: `event: live` (at most once a second) after a collection on this instance. */
  router.get('/api/admin/live/stream', async (ctx) => {
    const admin = requireAdmin(ctx);
    openStream(ctx, ctx.state.deps.adminLive.streams, admin);
  });

  router.get('/api/admin/health', async (ctx) => {
    requireAdmin(ctx);
    const body: CodeHealthDto = { flags: await readCodeHealth(ctx.state.deps) };
    ctx.body = body;
  });

  return router;
}
