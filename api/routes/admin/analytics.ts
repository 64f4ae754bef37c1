import Router from '@koa/router';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { readAnalytics } from '../../services/analytics';

export function adminAnalyticsRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/analytics', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await readAnalytics(ctx.state.deps);
  });

  return router;
}
