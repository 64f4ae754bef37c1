import Router from '@koa/router';
import { PERSONAL_DATA_FILE_NAME } from '../../core/personalData';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { presentPersonalData } from '../presenters/personalData';
import { readPersonalData } from '../services/personalData';

/** The signed-in person's rights over their own data: a copy of all of it, and erasure. */
export function accountRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/user/data', async (ctx) => {
    const user = requireUser(ctx);
    const data = presentPersonalData(await readPersonalData(ctx.state.deps, user.id), new Date());
    ctx.attachment(PERSONAL_DATA_FILE_NAME);
    // Someone's whole record: no shared cache may keep it, nor the browser's own.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(data, null, 2);
  });

  return router;
}
