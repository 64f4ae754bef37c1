import type Router from '@koa/router';
import type { AppState } from '../../context';
import { eventCreateSchema, eventUpdateSchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentEvent, presentEventPurge } from '../../presenters/admin';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { changeEvent, cloneEvent, completeEvent, createEvent, listEventsWithTiers, removeEvent, startEvent } from '../../services/adminEvents';
import { purgeEventParticipants } from '../../services/erasure';
import { makeScreenLink } from '../../services/screen';
import { parseIdParam } from '../../validation';
import { adminRouter } from './adminRouter';

const NOT_FOUND = 'Event not found';

export function adminEventRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.events, async (ctx) => {
    ctx.body = (await listEventsWithTiers(ctx.state.deps)).map(presentEvent);
  });

  router.post(ADMIN_API.events, async (ctx) => {
    const input = await parseBody(ctx, eventCreateSchema, BODY_LIMITS.admin);
    ctx.status = 201;
    ctx.body = presentEvent(await createEvent(ctx.state.deps, input));
  });

  router.patch(ADMIN_API.event.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, NOT_FOUND);
    const update = await parseBody(ctx, eventUpdateSchema, BODY_LIMITS.admin);
    ctx.body = presentEvent(await changeEvent(ctx.state.deps, id, update));
  });

  router.post(ADMIN_API.eventClone.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, NOT_FOUND);
    const input = await parseBody(ctx, eventCreateSchema, BODY_LIMITS.admin);
    ctx.status = 201;
    ctx.body = presentEvent(await cloneEvent(ctx.state.deps, id, input));
  });

  router.post(ADMIN_API.eventScreenLink.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, NOT_FOUND);
    await takeNoBody(ctx);
    ctx.body = await makeScreenLink(ctx.state.deps, id);
  });

  router.post(ADMIN_API.eventStart.pattern, async (ctx) => {
    await takeNoBody(ctx);
    ctx.body = presentEvent(await startEvent(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND)));
  });

  router.post(ADMIN_API.eventComplete.pattern, async (ctx) => {
    await takeNoBody(ctx);
    ctx.body = presentEvent(await completeEvent(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND)));
  });

  /** Erases the personal data of a completed event's participants; its statistics stay. */
  router.post(ADMIN_API.eventPurge.pattern, async (ctx) => {
    await takeNoBody(ctx);
    const eventId = parseIdParam(ctx.params.id, NOT_FOUND);
    ctx.body = presentEventPurge(eventId, await purgeEventParticipants(ctx.state.deps, eventId));
  });

  router.delete(ADMIN_API.event.pattern, async (ctx) => {
    await takeNoBody(ctx);
    await removeEvent(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND));
    ctx.status = 204;
  });

  return router;
}
