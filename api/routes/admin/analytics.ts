import Router from '@koa/router';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { readAnalytics } from '../../services/analytics';
import { readCodeHealth } from '../../services/codeHealth';
import { readLiveOverview } from '../../services/liveOverview';
import { sessionKey } from '../../caches/sessionCache';
import { AppError } from '../../errors';
import type { CodeHealthDto } from '../../../core/admin';

export function adminAnalyticsRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/analytics', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await readAnalytics(ctx.state.deps);
  });

  router.get('/api/admin/live', async (ctx) => {
    requireAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readLiveOverview(ctx.state.deps);
  });

  /** Server-sent events: `event: live` (at most once a second) after a collection on this instance. */
  router.get('/api/admin/live/stream', async (ctx) => {
    const admin = requireAdmin(ctx);
    const sessionId = ctx.state.authVia === 'session' ? ctx.cookies.get(ctx.state.deps.config.sessionCookie) : undefined;
    if (!ctx.state.deps.adminLive.streams.open(ctx, { viewer: admin, sessionKey: sessionId ? sessionKey(sessionId) : null })) {
      throw new AppError(429, 'rate_limited', 'Too many live connections: close another tab and try again');
    }
  });

  router.get('/api/admin/health', async (ctx) => {
    requireAdmin(ctx);
    const body: CodeHealthDto = { flags: await readCodeHealth(ctx.state.deps) };
    ctx.body = body;
  });

  return router;
}
