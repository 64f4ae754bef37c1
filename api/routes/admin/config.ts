import type Router from '@koa/router';
import type { AppState } from '../../context';
import type { AdminConfigDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { adminRouter } from './adminRouter';

/** Settings the admin client needs: the hosts offered for QR links (QR_DOMAINS, first is the default). */
export function adminConfigRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.config, async (ctx) => {
    const body: AdminConfigDto = { qrDomains: ctx.state.deps.config.qrDomains };
    ctx.body = body;
  });

  return router;
}
