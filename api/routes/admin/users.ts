import type Router from '@koa/router';
import type { AppState } from '../../context';
import { roleUpdateSchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentAdminUser } from '../../presenters/admin';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { listUsersForAdmin } from '../../services/adminLists';
import { changeUserRole } from '../../services/adminUsers';
import { eraseUserAsAdmin } from '../../services/erasure';
import { parseUuidParam } from '../../validation';
import { adminOf, adminRouter } from './adminRouter';

export function adminUserRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.users, async (ctx) => {
    ctx.body = (await listUsersForAdmin(ctx.state.deps)).map(presentAdminUser);
  });

  router.patch(ADMIN_API.userRole.pattern, async (ctx) => {
    const userId = parseUuidParam(ctx.params.id, 'User not found');
    const { role } = await parseBody(ctx, roleUpdateSchema, BODY_LIMITS.admin);
    ctx.body = presentAdminUser(await changeUserRole(ctx.state.deps, adminOf(ctx), userId, role));
  });

  /** Erases the account: its statistics stay, anonymous (services/erasure.ts). */
  router.delete(ADMIN_API.user.pattern, async (ctx) => {
    const userId = parseUuidParam(ctx.params.id, 'User not found');
    await takeNoBody(ctx);
    await eraseUserAsAdmin(ctx.state.deps, userId);
    ctx.status = 204;
  });

  return router;
}
