import Router from '@koa/router';
import { API } from '../../core/apiPaths';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { presentParticipantBoard } from '../presenters/leaderboard';
import { participantBoard } from '../services/leaderboard';
import { eventBoard } from '../services/eventBoards';
import { leaderboardQuerySchema, leaderboardStreamQuerySchema } from '../../core/teams';
import { divisionBoardFor } from '../services/teamBoards';
import { parseRequest } from '../validation';
import { sendJsonBody } from './respond';
import { openStream } from './openStream';

export function leaderboardRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  /** Served from memory, with an ETag; `?event={id}` reads another event's (final) board, `?division={id}` a division's. */
  router.get(API.leaderboard, async (ctx) => {
    const viewer = requireUser(ctx);
    const { event, division } = parseRequest(leaderboardQuerySchema, ctx.query);
    const board =
      event !== undefined
        ? await eventBoard(ctx.state.deps, viewer, event)
        : division !== undefined
          ? divisionBoardFor(ctx.state.deps, viewer, division)
          : participantBoard(ctx.state.deps, viewer);
    sendJsonBody(ctx, presentParticipantBoard(board));
  });

  /** Server-sent events: each change of the board as a patch (see core/leaderboardPatch.ts). */
  router.get(API.leaderboardStream, async (ctx) => {
    const viewer = requireUser(ctx);
    const { division, board } = parseRequest(leaderboardStreamQuerySchema, ctx.query);
    openStream(ctx, ctx.state.deps.streams, viewer, board === 'teams' ? 'teams' : division === undefined ? null : { division });
  });

  return router;
}
