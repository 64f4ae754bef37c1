import type Router from '@koa/router';
import type { AppState } from '../../context';
import { ADMIN_API } from '../../../core/apiPaths';
import { AppError } from '../../errors';
import { presentApiToken } from '../../presenters/admin';
import { listTokensOfUser, revokeTokenOfUser } from '../../repos/apiTokens';
import { takeNoBody } from '../../requestBody';
import { parseIdParam } from '../../validation';
import { adminOf, adminRouter } from './adminRouter';

/** The signed-in admin's own personal API tokens (the CLI's), listed and revoked in the Overview. */
export function adminTokenRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.tokens, async (ctx) => {
    ctx.body = (await listTokensOfUser(ctx.state.deps.db, adminOf(ctx).id)).map(presentApiToken);
  });

  router.delete(ADMIN_API.token.pattern, async (ctx) => {
    await takeNoBody(ctx);
    const id = parseIdParam(ctx.params.id, 'API token not found');
    if (!(await revokeTokenOfUser(ctx.state.deps.db, adminOf(ctx).id, id))) throw new AppError(404, 'not_found', 'API token not found');
    // Other instances hear of it from the database; this one stops accepting it before answering.
    ctx.state.deps.caches.tokens.forgetAll();
    ctx.status = 204;
  });

  return router;
}
