import Router from '@koa/router';
import { disqualificationSchema } from '../../../core/admin';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { presentAdminUser } from '../../presenters/admin';
import { presentFairPlayStudents } from '../../presenters/fairPlay';
import { parseBody, takeNoBody } from '../../requestBody';
import { clearFairPlayMark, fairPlayReview, setDisqualified } from '../../services/fairPlay';
import { parseIdParam, parseUuidParam } from '../../validation';

/** Fair Play: the marked scans by student, clearing a mark, disqualifying a student. */
export function adminFairPlayRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/fair-play', async (ctx) => {
    requireAdmin(ctx);
    const { students, marks } = await fairPlayReview(ctx.state.deps);
    ctx.body = presentFairPlayStudents(students, marks);
  });

  router.post('/api/admin/fair-play/marks/:id/clear', async (ctx) => {
    requireAdmin(ctx);
    takeNoBody(ctx);
    await clearFairPlayMark(ctx.state.deps, parseIdParam(ctx.params.id, 'Mark not found'));
    ctx.status = 204;
  });

  router.put('/api/admin/users/:id/disqualification', async (ctx) => {
    requireAdmin(ctx);
    const userId = parseUuidParam(ctx.params.id, 'User not found');
    const { disqualified } = await parseBody(ctx, disqualificationSchema);
    ctx.body = presentAdminUser(await setDisqualified(ctx.state.deps, userId, disqualified));
  });

  return router;
}
