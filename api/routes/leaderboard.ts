import Router from '@koa/router';
import type { AppState } from '../context';
import { AppError } from '../errors';
import { requireUser } from '../policies/roles';
import { participantLeaderboard } from '../services/leaderboard';

export function leaderboardRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/leaderboard', async (ctx) => {
    ctx.body = await participantLeaderboard(ctx.state.deps, requireUser(ctx));
  });

  /** Server-sent events: 'leaderboard' whenever it changed; the client then revalidates. */
  router.get('/api/leaderboard/stream', async (ctx) => {
    const user = requireUser(ctx);
    const { sse } = ctx.state.deps;
    const stream = sse.open(user.id);
    if (!stream) throw new AppError(429, 'rate_limited', 'Too many live connections: close another tab and try again');
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.on('close', () => sse.close(stream));
    ctx.set({ 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    ctx.type = 'text/event-stream';
    ctx.status = 200;
    ctx.body = stream;
  });

  return router;
}
