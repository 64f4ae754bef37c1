import Router from '@koa/router';
import { eventCreateSchema } from '../../../core/admin';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { presentEvent } from '../../presenters/admin';
import { completeEvent, createEvent, listEventsWithTiers, removeEvent, startEvent } from '../../services/adminEvents';
import { parseIdParam } from '../../validation';
import { parseBody, takeNoBody } from '../../requestBody';

const NOT_FOUND = 'Event not found';

export function adminEventRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/events', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = (await listEventsWithTiers(ctx.state.deps)).map(presentEvent);
  });

  router.post('/api/admin/events', async (ctx) => {
    requireAdmin(ctx);
    const input = await parseBody(ctx, eventCreateSchema);
    ctx.status = 201;
    ctx.body = presentEvent(await createEvent(ctx.state.deps, input));
  });

  router.post('/api/admin/events/:id/start', async (ctx) => {
    requireAdmin(ctx);
    takeNoBody(ctx);
    ctx.body = presentEvent(await startEvent(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND)));
  });

  router.post('/api/admin/events/:id/complete', async (ctx) => {
    requireAdmin(ctx);
    takeNoBody(ctx);
    ctx.body = presentEvent(await completeEvent(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND)));
  });

  router.delete('/api/admin/events/:id', async (ctx) => {
    requireAdmin(ctx);
    takeNoBody(ctx);
    await removeEvent(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND));
    ctx.status = 204;
  });

  return router;
}
