import type { AppContext } from '../context';
import type { JsonBody } from '../presenters/leaderboardEntry';

/**
 * Sends a serialised JSON body with its ETag: a client that already holds this content gets
 * 304 and no body. Private: the content is the viewer's own. Weak, because the same content may
 * go out plain, gzipped or in brotli, and those bytes differ.
 */
export function sendJsonBody(ctx: AppContext, { body, etag }: JsonBody): void {
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.etag = `W/${etag}`;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = body;
}
