import type Router from '@koa/router';
import type { AppState } from '../../context';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentAdminBoard } from '../../presenters/leaderboard';
import { adminBoard } from '../../services/leaderboard';
import { adminOf, adminRouter } from './adminRouter';

export function adminLeaderboardRoutes(): Router<AppState> {
  const router = adminRouter();

  /** The 'Overall Leaderboard' dialog: top 50, full e-mails, live even while sealed for participants. */
  router.get(ADMIN_API.leaderboard, async (ctx) => {
    const admin = adminOf(ctx);
    ctx.body = presentAdminBoard(adminBoard(ctx.state.deps, admin), admin.id);
  });

  return router;
}
