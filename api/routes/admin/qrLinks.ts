import type Router from '@koa/router';
import type { AppState } from '../../context';
import { posterQuerySchema, qrLinkCreateSchema, qrLinkUpdateSchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentQrDisplay, presentQrLink } from '../../presenters/admin';
import { posterPdf } from '../../presenters/qrPosters';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { listQrLinksForAdmin } from '../../services/adminLists';
import { createQrLink, qrDisplay, removeQrLink, updateQrLink } from '../../services/adminQrLinks';
import { DISPLAY_TOKEN_REFRESH_S } from '../../services/displayTokens';
import { posterSheets } from '../../services/qrPosters';
import { parseIdParam, parseRequest } from '../../validation';
import { adminRouter } from './adminRouter';

const NOT_FOUND = 'QR link not found';
const POSTERS_FILE = 'qr-posters.pdf';

export function adminQrLinkRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.qrLinks, async (ctx) => {
    ctx.body = (await listQrLinksForAdmin(ctx.state.deps)).map(presentQrLink);
  });

  router.post(ADMIN_API.qrLinks, async (ctx) => {
    const input = await parseBody(ctx, qrLinkCreateSchema, BODY_LIMITS.admin);
    ctx.status = 201;
    ctx.body = presentQrLink(await createQrLink(ctx.state.deps, input));
  });

  router.get(ADMIN_API.qrLinkPosters, async (ctx) => {
    const { pages, layout } = await posterSheets(ctx.state.deps, parseRequest(posterQuerySchema, ctx.query));
    ctx.type = 'application/pdf';
    ctx.attachment(POSTERS_FILE);
    ctx.body = posterPdf(pages, layout);
  });

  router.get(ADMIN_API.qrLinkDisplay.pattern, async (ctx) => {
    const onScreen = await qrDisplay(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND));
    ctx.body = presentQrDisplay(onScreen, DISPLAY_TOKEN_REFRESH_S);
  });

  router.patch(ADMIN_API.qrLink.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, NOT_FOUND);
    ctx.body = presentQrLink(await updateQrLink(ctx.state.deps, id, await parseBody(ctx, qrLinkUpdateSchema, BODY_LIMITS.admin)));
  });

  router.delete(ADMIN_API.qrLink.pattern, async (ctx) => {
    await takeNoBody(ctx);
    await removeQrLink(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND));
    ctx.status = 204;
  });

  return router;
}
