import type Router from '@koa/router';
import type { AppState } from '../../context';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentAdminConfig } from '../../presenters/admin';
import { adminRouter } from './adminRouter';

/** Settings the admin client needs: the hosts offered for QR links (QR_DOMAINS, first is the default). */
export function adminConfigRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.config, async (ctx) => {
    ctx.body = presentAdminConfig(ctx.state.deps.config.qrDomains);
  });

  return router;
}
