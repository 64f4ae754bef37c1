import type Router from '@koa/router';
import type { AppState } from '../../context';
import { adminUsersQuerySchema, roleUpdateSchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentAdminUser } from '../../presenters/admin';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { listUsersForAdmin } from '../../services/adminLists';
import { changeUserRole } from '../../services/adminUsers';
import { eraseUserAsAdmin } from '../../services/erasure';
import { standingOf, standings } from '../../services/standings';
import { eventInScope } from '../../services/eventScope';
import { parseRequest, parseUuidParam } from '../../validation';
import { adminOf, adminRouter } from './adminRouter';

export function adminUserRoutes(): Router<AppState> {
  const router = adminRouter();

  /** Every account with its standing in the event (`?event=N`, else the current one); `?teamId=` or `?divisionId=` only theirs. */
  router.get(ADMIN_API.users, async (ctx) => {
    const { event, teamId, divisionId } = parseRequest(adminUsersQuerySchema, ctx.query);
    const eventId = eventInScope(ctx.state.deps, event)?.id ?? null;
    const [users, standingOf] = await Promise.all([listUsersForAdmin(ctx.state.deps, eventId, { teamId, divisionId }), standings(ctx.state.deps, eventId)]);
    ctx.body = users.map((user) => presentAdminUser(user, standingOf(user)));
  });

  router.patch(ADMIN_API.userRole.pattern, async (ctx) => {
    const userId = parseUuidParam(ctx.params.id, 'User not found');
    const { role } = await parseBody(ctx, roleUpdateSchema, BODY_LIMITS.admin);
    const user = await changeUserRole(ctx.state.deps, adminOf(ctx), userId, role);
    ctx.body = presentAdminUser(user, await standingOf(ctx.state.deps, user));
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
