import Router from '@koa/router';
import { API } from '../../core/apiPaths';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { leaderboardStreamQuerySchema } from '../../core/teams';
import { parseRequest } from '../validation';
import { memoryReadRoute } from './memoryReads';
import { openStream } from './openStream';

export function leaderboardRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(API.leaderboard, memoryReadRoute(API.leaderboard));

  /** Server-sent events: each change of the board as a patch (see core/leaderboardPatch.ts). */
  router.get(API.leaderboardStream, async (ctx) => {
    const viewer = requireUser(ctx);
    const { division, board } = parseRequest(leaderboardStreamQuerySchema, ctx.query);
    openStream(ctx, ctx.state.deps.streams, viewer, board === 'teams' ? 'teams' : division === undefined ? null : { division });
  });

  return router;
}
