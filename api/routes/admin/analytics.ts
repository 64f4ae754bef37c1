import type Router from '@koa/router';
import type { AppState } from '../../context';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentCodeHealth } from '../../presenters/admin';
import { readAnalytics } from '../../services/analytics';
import { readCodeHealth } from '../../services/codeHealth';
import { readLiveOverview } from '../../services/liveOverview';
import { openStream } from '../openStream';
import { adminOf, adminRouter } from './adminRouter';

export function adminAnalyticsRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.analytics, async (ctx) => {
    ctx.body = await readAnalytics(ctx.state.deps);
  });

  router.get(ADMIN_API.live, async (ctx) => {
    ctx.body = await readLiveOverview(ctx.state.deps);
  });

  /** Server-sent events: `event: live` (at most once a second) after a collection on this instance. */
  router.get(ADMIN_API.liveStream, async (ctx) => {
    openStream(ctx, ctx.state.deps.adminLive.streams, adminOf(ctx));
  });

  router.get(ADMIN_API.health, async (ctx) => {
    ctx.body = presentCodeHealth(await readCodeHealth(ctx.state.deps));
  });

  return router;
}
