import Router from '@koa/router';
import { roleUpdateSchema } from '../../../core/admin';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { presentAdminUser } from '../../presenters/admin';
import { listUsersWithCollectionCount } from '../../repos/users';
import { changeUserRole } from '../../services/adminUsers';
import { parseUuidParam } from '../../validation';
import { parseBody } from '../../requestBody';

export function adminUserRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/users', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = (await listUsersWithCollectionCount(ctx.state.deps.db)).map(presentAdminUser);
  });

  router.patch('/api/admin/users/:id/role', async (ctx) => {
    const admin = requireAdmin(ctx);
    const userId = parseUuidParam(ctx.params.id, 'User not found');
    const { role } = await parseBody(ctx, roleUpdateSchema);
    ctx.body = presentAdminUser(await changeUserRole(ctx.state.deps, admin, userId, role));
  });

  return router;
}
