import type Router from '@koa/router';
import type { AppState } from '../../context';
import { disqualificationSchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentAdminUser } from '../../presenters/admin';
import { presentFairPlayStudents } from '../../presenters/fairPlay';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { clearFairPlayMark, fairPlayReview, setDisqualified } from '../../services/fairPlay';
import { parseIdParam, parseUuidParam } from '../../validation';
import { adminRouter } from './adminRouter';
import { standingOf } from '../../services/standings';

/** Fair Play: the marked scans by student, clearing a mark, disqualifying a student. */
export function adminFairPlayRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.fairPlay, async (ctx) => {
    const { students, marks } = await fairPlayReview(ctx.state.deps);
    ctx.body = presentFairPlayStudents(students, marks);
  });

  router.post(ADMIN_API.fairPlayMarkClear.pattern, async (ctx) => {
    await takeNoBody(ctx);
    await clearFairPlayMark(ctx.state.deps, parseIdParam(ctx.params.id, 'Mark not found'));
    ctx.status = 204;
  });

  router.put(ADMIN_API.userDisqualification.pattern, async (ctx) => {
    const userId = parseUuidParam(ctx.params.id, 'User not found');
    const { disqualified } = await parseBody(ctx, disqualificationSchema, BODY_LIMITS.admin);
    const user = await setDisqualified(ctx.state.deps, userId, disqualified);
    ctx.body = presentAdminUser(user, await standingOf(ctx.state.deps, user));
  });

  return router;
}
