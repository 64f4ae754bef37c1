import Router from '@koa/router';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { adminLeaderboard } from '../../services/leaderboard';

export function adminLeaderboardRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  /** The 'Overall Leaderboard' dialog: top 50, full e-mails, live even while sealed for participants. */
  router.get('/api/admin/leaderboard', async (ctx) => {
    ctx.body = await adminLeaderboard(ctx.state.deps, requireAdmin(ctx));
  });

  return router;
}
