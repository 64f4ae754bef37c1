import Router from '@koa/router';
import { API } from '../../core/apiPaths';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { currentHuntState } from '../services/huntState';
import { openStream } from './openStream';

/** Where the hunt stands (core/huntState.ts), for every participant page; answered from memory. */
export function huntRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(API.hunt, async (ctx) => {
    requireUser(ctx);
    ctx.body = currentHuntState(ctx.state.deps.caches.events);
  });

  /** Server-sent events: `event: hunt` with the state, as the stream opens and after every change of events. */
  router.get(API.huntStream, async (ctx) => {
    const viewer = requireUser(ctx);
    openStream(ctx, ctx.state.deps.huntStreams, viewer);
  });

  return router;
}
