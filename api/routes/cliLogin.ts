import Router from '@koa/router';
import { z } from 'zod';
import type { AppContext, AppState } from '../context';
import { AppError } from '../errors';
import { requireAdmin } from '../policies/roles';
import { decideCliLogin, describeCliLogin, redeemCliLogin, startCliLogin } from '../services/cliLogin';
import { parseRequest } from '../validation';

const startSchema = z.object({ clientName: z.string().trim().min(1).max(100).default('hunt CLI') });
const codeSchema = z.object({ userCode: z.string().trim().min(1, 'userCode is required').max(20) });
const decideSchema = codeSchema.extend({ approve: z.boolean().default(true) });
const redeemSchema = z.object({ pollSecret: z.string().min(1, 'pollSecret is required').max(200) });
const idSchema = z.uuid('unknown CLI login request');

/**
 * Only an admin in a browser session decides: a token (perhaps a leaked CI token) must not be
 * able to approve new logins and so outlive its own revocation.
 */
function requireAdminInBrowser(ctx: AppContext) {
  const admin = requireAdmin(ctx);
  if (ctx.state.authVia !== 'session') throw new AppError(403, 'forbidden', 'Approve CLI logins from the browser, signed in');
  return admin;
}

/** `hunt login`: request → an admin types its code in the browser and approves → the CLI redeems a token once. */
export function cliLoginRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/cli/logins', async (ctx) => {
    const { clientName } = parseRequest(startSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await startCliLogin(ctx.state.deps.db, ctx.state.deps.config.publicUrl, {
      clientName,
      requestedFrom: ctx.ip || null,
      userAgent: ctx.get('User-Agent') || null,
    });
  });

  router.post('/api/cli/logins/lookup', async (ctx) => {
    requireAdminInBrowser(ctx);
    const { userCode } = parseRequest(codeSchema, ctx.request.body);
    ctx.body = await describeCliLogin(ctx.state.deps.db, userCode);
  });

  router.post('/api/cli/logins/decide', async (ctx) => {
    const admin = requireAdminInBrowser(ctx);
    const { userCode, approve } = parseRequest(decideSchema, ctx.request.body);
    ctx.body = { ...(await decideCliLogin(ctx.state.deps.db, admin, userCode, approve)), approved: approve };
  });

  router.post('/api/cli/logins/:id/token', async (ctx) => {
    const id = parseRequest(idSchema, ctx.params.id);
    const { pollSecret } = parseRequest(redeemSchema, ctx.request.body);
    const result = await redeemCliLogin(ctx.state.deps.db, id, pollSecret);
    ctx.status = result.status === 'pending' ? 202 : 200;
    ctx.body = result;
  });

  return router;
}
