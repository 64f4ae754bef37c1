import Router from '@koa/router';
import { API } from '../../core/apiPaths';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db';
import type { AppState } from '../context';
import { AppError } from '../errors';
import { findImage, findImageMeta } from '../repos/images';

const imageIdSchema = z.uuid();
const HEALTH_TIMEOUT_MS = 2000;

export function systemRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/healthz', async (ctx) => {
    const ok = await isDatabaseReachable(ctx.state.deps.db, HEALTH_TIMEOUT_MS);
    ctx.status = ok ? 200 : 503;
    ctx.body = { ok };
  });

  /** Uploaded images, immutable once stored: long cache lifetime plus an ETag. */
  router.get(API.image.pattern, async (ctx) => {
    const id = imageIdSchema.safeParse(ctx.params.id);
    const { db } = ctx.state.deps;
    const meta = id.success ? await findImageMeta(db, id.data) : undefined;
    if (!meta) throw new AppError(404, 'not_found', 'Image not found');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.etag = meta.sha256;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const image = await findImage(db, meta.id);
    if (!image) throw new AppError(404, 'not_found', 'Image not found');
    ctx.type = image.mime_type;
    ctx.body = Buffer.from(image.bytes);
  });

  return router;
}
