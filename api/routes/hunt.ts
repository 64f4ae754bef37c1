import Router from '@koa/router';
import type { AppState } from '../context';
import { sessionKey } from '../caches/sessionCache';
import { AppError } from '../errors';
import { requireUser } from '../policies/roles';
import { currentHuntState } from '../services/huntState';

/** Where the hunt stands (core/huntState.ts), for every participant page; answered from memory. */
export function huntRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/hunt', async (ctx) => {
    requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = currentHuntState(ctx.state.deps.caches.events);
  });

  /** Server-sent events: `event: hunt` with the state, as the stream opens and after every change of events. */
  router.get('/api/hunt/stream', async (ctx) => {
    const viewer = requireUser(ctx);
    const sessionId = ctx.state.authVia === 'session' ? ctx.cookies.get(ctx.state.deps.config.sessionCookie) : undefined;
    if (!ctx.state.deps.huntStreams.open(ctx, { viewer, sessionKey: sessionId ? sessionKey(sessionId) : null })) {
      throw new AppError(429, 'rate_limited', 'Too many live connections: close another tab and try again');
    }
  });

  return router;
}
