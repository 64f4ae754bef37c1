import Router from '@koa/router';
import type { AppState } from '../../context';
import { AppError } from '../../errors';
import { requireAdmin } from '../../policies/roles';
import { presentApiToken } from '../../presenters/admin';
import { listTokensOfUser, revokeTokenOfUser } from '../../repos/apiTokens';
import { parseIdParam } from '../../validation';
import { takeNoBody } from '../../requestBody';

/** The signed-in admin's own personal API tokens (the CLI's), listed and revoked in the Overview. */
export function adminTokenRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/tokens', async (ctx) => {
    const admin = requireAdmin(ctx);
    ctx.body = (await listTokensOfUser(ctx.state.deps.db, admin.id)).map(presentApiToken);
  });

  router.delete('/api/admin/tokens/:id', async (ctx) => {
    const admin = requireAdmin(ctx);
    takeNoBody(ctx);
    const id = parseIdParam(ctx.params.id, 'API token not found');
    if (!(await revokeTokenOfUser(ctx.state.deps.db, admin.id, id))) throw new AppError(404, 'not_found', 'API token not found');
    // Other instances hear of it from the database; this one stops accepting it before answering.
    ctx.state.deps.caches.tokens.forgetAll();
    ctx.status = 204;
  });

  return router;
}
