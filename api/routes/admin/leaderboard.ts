import type Router from '@koa/router';
import type { AppState } from '../../context';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentAdminBoard } from '../../presenters/leaderboard';
import { adminBoard } from '../../services/leaderboard';
import { adminEventBoard } from '../../services/eventBoards';
import { eventQuerySchema } from '../../../core/contracts';
import { parseRequest } from '../../validation';
import { adminOf, adminRouter } from './adminRouter';

export function adminLeaderboardRoutes(): Router<AppState> {
  const router = adminRouter();

  /**
   * The 'Overall Leaderboard' dialog: top 50, full e-mails, live even while sealed for
   * participants; `?event={id}` shows another event's.
   */
  router.get(ADMIN_API.leaderboard, async (ctx) => {
    const admin = adminOf(ctx);
    const { event } = parseRequest(eventQuerySchema, ctx.query);
    const board = event === undefined ? adminBoard(ctx.state.deps, admin) : await adminEventBoard(ctx.state.deps, admin, event);
    ctx.body = presentAdminBoard(board, admin.id);
  });

  return router;
}
