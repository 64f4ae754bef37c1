import type Router from '@koa/router';
import type { AppState } from '../../context';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentApiToken } from '../../presenters/admin';
import { takeNoBody } from '../../requestBody';
import { listOwnTokens, revokeOwnToken } from '../../services/apiTokens';
import { parseIdParam } from '../../validation';
import { adminOf, adminRouter } from './adminRouter';

/** The signed-in admin's own personal API tokens (the CLI's), listed and revoked in the Overview. */
export function adminTokenRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.tokens, async (ctx) => {
    ctx.body = (await listOwnTokens(ctx.state.deps, adminOf(ctx))).map(presentApiToken);
  });

  router.delete(ADMIN_API.token.pattern, async (ctx) => {
    await takeNoBody(ctx);
    const id = parseIdParam(ctx.params.id, 'API token not found');
    await revokeOwnToken(ctx.state.deps, adminOf(ctx), id);
    ctx.status = 204;
  });

  return router;
}
