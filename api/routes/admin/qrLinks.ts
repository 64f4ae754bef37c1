import Router from '@koa/router';
import { qrLinkCreateSchema, qrLinkUpdateSchema } from '../../../core/admin';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { presentQrLink } from '../../presenters/admin';
import { listLinksWithPiece } from '../../repos/qrLinks';
import { createQrLink, qrDisplay, removeQrLink, updateQrLink } from '../../services/adminQrLinks';
import { parseIdParam } from '../../validation';
import { parseBody, takeNoBody } from '../../requestBody';

export function adminQrLinkRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/qr-links', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = (await listLinksWithPiece(ctx.state.deps.db)).map(presentQrLink);
  });

  router.post('/api/admin/qr-links', async (ctx) => {
    requireAdmin(ctx);
    const input = await parseBody(ctx, qrLinkCreateSchema);
    ctx.status = 201;
    ctx.body = presentQrLink(await createQrLink(ctx.state.deps, input));
  });

  router.get('/api/admin/qr-links/:id/display', async (ctx) => {
    requireAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await qrDisplay(ctx.state.deps, parseIdParam(ctx.params.id, 'QR link not found'));
  });

  router.patch('/api/admin/qr-links/:id', async (ctx) => {
    requireAdmin(ctx);
    const id = parseIdParam(ctx.params.id, 'QR link not found');
    ctx.body = presentQrLink(await updateQrLink(ctx.state.deps, id, await parseBody(ctx, qrLinkUpdateSchema)));
  });

  router.delete('/api/admin/qr-links/:id', async (ctx) => {
    requireAdmin(ctx);
    takeNoBody(ctx);
    await removeQrLink(ctx.state.deps, parseIdParam(ctx.params.id, 'QR link not found'));
    ctx.status = 204;
  });

  return router;
}
