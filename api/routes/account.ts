import Router from '@koa/router';
import { eraseAccountSchema } from '../../core/contracts';
import { API } from '../../core/apiPaths';
import { PERSONAL_DATA_FILE_NAME } from '../../core/personalData';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { presentUser } from '../presenters/participant';
import { presentPersonalData } from '../presenters/personalData';
import { BODY_LIMITS, parseBody, takeNoBody } from '../requestBody';
import { unauthorized } from '../errors';
import { eraseOwnAccount } from '../services/erasure';
import { readPersonalData } from '../services/personalData';
import { acceptDeclarations } from '../services/signIn';
import { isFirstSignIn } from './auth';

/** The signed-in person's rights over their own data: a copy of all of it, and erasure; and their acceptance of the declarations. */
export function accountRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(API.personalData, async (ctx) => {
    const user = requireUser(ctx);
    const data = presentPersonalData(await readPersonalData(ctx.state.deps, user.id), new Date());
    ctx.attachment(PERSONAL_DATA_FILE_NAME);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(data, null, 2);
  });

  /**
   * The caller accepted the three declarations (the scanner's dialog before a first piece): kept
   * from the first time, and answered as GET /api/auth/user answers. Nothing in the body.
   */
  router.post(API.declarations, async (ctx) => {
    const user = requireUser(ctx);
    await takeNoBody(ctx);
    const acceptedAt = await acceptDeclarations(ctx.state.deps, user.id);
    if (!acceptedAt) throw unauthorized();
    ctx.body = presentUser({ ...user, declarations_accepted_at: acceptedAt }, isFirstSignIn(ctx));
  });

  /** Erases the caller's account once they have typed their e-mail; the session ends with it. */
  router.delete(API.account, async (ctx) => {
    const user = requireUser(ctx);
    const { confirm } = await parseBody(ctx, eraseAccountSchema, BODY_LIMITS.accountErasure);
    await eraseOwnAccount(ctx.state.deps, user, confirm);
    ctx.session = null;
    ctx.status = 204;
  });

  return router;
}
