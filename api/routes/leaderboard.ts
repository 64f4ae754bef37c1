import Router from '@koa/router';
import { API } from '../../core/apiPaths';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { presentParticipantBoard } from '../presenters/leaderboard';
import { participantBoard } from '../services/leaderboard';
import { sendJsonBody } from './respond';
import { openStream } from './openStream';

export function leaderboardRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  /** Served from memory, with an ETag. */
  router.get(API.leaderboard, async (ctx) => {
    sendJsonBody(ctx, presentParticipantBoard(participantBoard(ctx.state.deps, requireUser(ctx))));
  });

  /** Server-sent events: each change of the board as a patch (see core/leaderboardPatch.ts). */
  router.get(API.leaderboardStream, async (ctx) => {
    const viewer = requireUser(ctx);
    openStream(ctx, ctx.state.deps.streams, viewer);
  });

  return router;
}
