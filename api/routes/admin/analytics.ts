import Router from '@koa/router';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { readAnalytics } from '../../services/analytics';
import { readCodeHealth } from '../../services/codeHealth';
import type { CodeHealthDto } from '../../../core/admin';

export function adminAnalyticsRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/analytics', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await readAnalytics(ctx.state.deps);
  });

  router.get('/api/admin/health', async (ctx) => {
    requireAdmin(ctx);
    const body: CodeHealthDto = { flags: await readCodeHealth(ctx.state.deps) };
    ctx.body = body;
  });

  return router;
}
