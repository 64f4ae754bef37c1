import type Router from '@koa/router';
import type { AppState } from '../../context';
import { announcementCreateSchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentAdminAnnouncement } from '../../presenters/announcements';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { announcementsForAdmin, createAnnouncement, withdrawAnnouncement } from '../../services/announcements';
import { parseIdParam } from '../../validation';
import { adminRouter } from './adminRouter';

/** The Overview's Announcements card and `hunt announce`: the current event's, sent now or at a time. */
export function adminAnnouncementRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.announcements, async (ctx) => {
    ctx.body = (await announcementsForAdmin(ctx.state.deps)).map(presentAdminAnnouncement);
  });

  router.post(ADMIN_API.announcements, async (ctx) => {
    const input = await parseBody(ctx, announcementCreateSchema, BODY_LIMITS.admin);
    ctx.status = 201;
    ctx.body = presentAdminAnnouncement(await createAnnouncement(ctx.state.deps, input));
  });

  router.delete(ADMIN_API.announcement.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, 'Announcement not found');
    await takeNoBody(ctx);
    await withdrawAnnouncement(ctx.state.deps, id);
    ctx.status = 204;
  });

  return router;
}
