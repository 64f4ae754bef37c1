import Router from '@koa/router';
import { API } from '../../core/apiPaths';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { presentParticipantBoard } from '../presenters/leaderboard';
import { participantBoard } from '../services/leaderboard';
import { eventBoard } from '../services/eventBoards';
import { eventQuerySchema } from '../../core/contracts';
import { parseRequest } from '../validation';
import { sendJsonBody } from './respond';
import { openStream } from './openStream';

export function leaderboardRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  /** Served from memory, with an ETag; `?event={id}` reads another event's (final) board. */
  router.get(API.leaderboard, async (ctx) => {
    const viewer = requireUser(ctx);
    const { event } = parseRequest(eventQuerySchema, ctx.query);
    const board = event === undefined ? participantBoard(ctx.state.deps, viewer) : await eventBoard(ctx.state.deps, viewer, event);
    sendJsonBody(ctx, presentParticipantBoard(board));
  });

  /** Server-sent events: each change of the board as a patch (see core/leaderboardPatch.ts). */
  router.get(API.leaderboardStream, async (ctx) => {
    const viewer = requireUser(ctx);
    openStream(ctx, ctx.state.deps.streams, viewer);
  });

  return router;
}
