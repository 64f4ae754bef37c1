import Router from '@koa/router';
import { SERVER_API } from '../../core/serverPaths';
import { z } from 'zod';
import type { AppState } from '../context';
import { notFound } from '../errors';
import { presentHealth } from '../presenters/system';
import { isHealthy } from '../services/health';
import { storedImage, storedImageMeta } from '../services/images';

const imageIdSchema = z.uuid();

export function systemRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/healthz', async (ctx) => {
    const ok = await isHealthy(ctx.state.deps);
    ctx.status = ok ? 200 : 503;
    ctx.body = presentHealth(ok);
  });

  /** Uploaded images, immutable once stored: long cache lifetime plus an ETag. */
  router.get(SERVER_API.image.pattern, async (ctx) => {
    const id = imageIdSchema.safeParse(ctx.params.id);
    const { db } = ctx.state.deps;
    const meta = id.success ? await storedImageMeta(db, id.data) : undefined;
    if (!meta) throw notFound('Image not found');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.etag = meta.sha256;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const image = await storedImage(db, meta.id);
    if (!image) throw notFound('Image not found');
    ctx.type = image.mime_type;
    ctx.body = Buffer.from(image.bytes);
  });

  return router;
}
