import Router from '@koa/router';
import { z } from 'zod';
import type { AppState } from '../context';
import { requireAdmin } from '../policies/roles';
import { decideCliLogin, redeemCliLogin, startCliLogin } from '../services/cliLogin';
import { parseRequest } from '../validation';

const startSchema = z.object({ clientName: z.string().trim().min(1).max(100).default('hunt CLI') });
const decideSchema = z.object({ userCode: z.string().trim().min(1, 'userCode is required').max(20), approve: z.boolean().default(true) });
const redeemSchema = z.object({ pollSecret: z.string().min(1, 'pollSecret is required').max(200) });
const idSchema = z.uuid('unknown CLI login request');

/** `hunt login`: request → an admin approves in the browser → the CLI redeems a token once. */
export function cliLoginRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/cli/logins', async (ctx) => {
    const { clientName } = parseRequest(startSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await startCliLogin(ctx.state.deps.db, ctx.state.deps.config.publicUrl, clientName);
  });

  router.post('/api/cli/logins/decide', async (ctx) => {
    const admin = requireAdmin(ctx);
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
