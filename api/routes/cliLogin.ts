import Router from '@koa/router';
import { z } from 'zod';
import { CLI_LOGIN_API } from '../../core/adminPaths';
import {
  cliLoginCodeRequestSchema,
  cliLoginDecideRequestSchema,
  cliLoginRedeemRequestSchema,
  cliLoginStartRequestSchema,
} from '../../core/cliLogin';
import type { AppContext, AppState } from '../context';
import { forbidden } from '../errors';
import { requireAdmin } from '../policies/roles';
import { decideCliLogin, describeCliLogin, redeemCliLogin, startCliLogin } from '../services/cliLogin';
import { parseRequest } from '../validation';
import { BODY_LIMITS, parseBody } from '../requestBody';

const idSchema = z.uuid('unknown CLI login request');

/**
 * Only an admin in a browser session decides: a token (perhaps a leaked CI token) must not be
 * able to approve new logins and so outlive its own revocation.
 */
function requireAdminInBrowser(ctx: AppContext) {
  const admin = requireAdmin(ctx);
  if (ctx.state.authVia !== 'session') throw forbidden('Approve CLI logins from the browser, signed in');
  return admin;
}

/** `hunt login`: request → an admin types its code in the browser and approves → the CLI redeems a token once. */
export function cliLoginRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.post(CLI_LOGIN_API.start, async (ctx) => {
    const { clientName } = await parseBody(ctx, cliLoginStartRequestSchema, BODY_LIMITS.cliLogin);
    ctx.status = 201;
    ctx.body = await startCliLogin(ctx.state.deps.db, ctx.state.deps.config.publicUrl, {
      clientName,
      requestedFrom: ctx.ip || null,
      userAgent: ctx.get('User-Agent') || null,
    });
  });

  router.post(CLI_LOGIN_API.lookup, async (ctx) => {
    requireAdminInBrowser(ctx);
    const { userCode } = await parseBody(ctx, cliLoginCodeRequestSchema, BODY_LIMITS.cliLogin);
    ctx.body = await describeCliLogin(ctx.state.deps.db, userCode);
  });

  router.post(CLI_LOGIN_API.decide, async (ctx) => {
    const admin = requireAdminInBrowser(ctx);
    const { userCode, approve } = await parseBody(ctx, cliLoginDecideRequestSchema, BODY_LIMITS.cliLogin);
    ctx.body = await decideCliLogin(ctx.state.deps.db, admin, userCode, approve);
  });

  router.post(CLI_LOGIN_API.token.pattern, async (ctx) => {
    const id = parseRequest(idSchema, ctx.params.id);
    const { pollSecret } = await parseBody(ctx, cliLoginRedeemRequestSchema, BODY_LIMITS.cliLogin);
    const result = await redeemCliLogin(ctx.state.deps.db, id, pollSecret);
    ctx.status = result.status === 'pending' ? 202 : 200;
    ctx.body = result;
  });

  return router;
}
