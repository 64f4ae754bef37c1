import Router from '@koa/router';
import type { AdminConfigDto } from '../../../core/admin';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';

/** Settings the admin client needs: the hosts offered for QR links (QR_DOMAINS, first is the default). */
export function adminConfigRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/config', async (ctx) => {
    requireAdmin(ctx);
    const body: AdminConfigDto = { qrDomains: ctx.state.deps.config.qrDomains };
    ctx.body = body;
  });

  return router;
}
