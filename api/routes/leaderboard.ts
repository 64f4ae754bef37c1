import Router from '@koa/router';
import type { AppState } from '../context';
import { sessionKey } from '../caches/sessionCache';
import { AppError } from '../errors';
import { requireUser } from '../policies/roles';
import { participantLeaderboard } from '../services/leaderboard';
import { sendJsonBody } from './respond';

export function leaderboardRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  /** Served from memory, with an ETag. */
  router.get('/api/leaderboard', async (ctx) => {
    sendJsonBody(ctx, participantLeaderboard(ctx.state.deps, requireUser(ctx)));
  });

  /** Server-sent events: each change of the board as a patch (see core/leaderboardPatch.ts). */
  router.get('/api/leaderboard/stream', async (ctx) => {
    const viewer = requireUser(ctx);
    const sessionId = ctx.state.authVia === 'session' ? ctx.cookies.get(ctx.state.deps.config.sessionCookie) : undefined;
    if (!ctx.state.deps.streams.open(ctx, { viewer, sessionKey: sessionId ? sessionKey(sessionId) : null })) {
      throw new AppError(429, 'rate_limited', 'Too many live connections: close another tab and try again');
    }
  });

  return router;
}
