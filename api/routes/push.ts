import Router from '@koa/router';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../core/contracts';
import { PUSH_PATHS, type PushKeyDto } from '../../core/push';
import type { AppState } from '../context';
import { requireUser } from '../policies/roles';
import { BODY_LIMITS, parseBody } from '../requestBody';
import { subscribeToPushes, unsubscribeFromPushes } from '../services/pushSubscriptions';

/** Web Push for a signed-in student's browser: the key it subscribes with, and its subscription kept or forgotten. */
export function pushRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(PUSH_PATHS.key, async (ctx) => {
    requireUser(ctx);
    const key: PushKeyDto = { publicKey: await ctx.state.deps.pushes.publicKey() };
    ctx.body = key;
  });

  router.post(PUSH_PATHS.subscriptions, async (ctx) => {
    const user = requireUser(ctx);
    await subscribeToPushes(ctx.state.deps, user.id, await parseBody(ctx, pushSubscriptionSchema, BODY_LIMITS.push));
    ctx.status = 204;
  });

  router.delete(PUSH_PATHS.subscriptions, async (ctx) => {
    const user = requireUser(ctx);
    const { endpoint } = await parseBody(ctx, pushUnsubscribeSchema, BODY_LIMITS.push);
    await unsubscribeFromPushes(ctx.state.deps, user.id, endpoint);
    ctx.status = 204;
  });

  return router;
}

