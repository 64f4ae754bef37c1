import type { AppContext } from '../context';
import { chooseEncoding, ENCODINGS } from '../middleware/staticEncoding';
import type { JsonBody } from '../presenters/leaderboardEntry';

/**
 * Sends a serialised JSON body with its ETag: a client that already holds this content gets
 * 304 and no body. Private: the content is the viewer's own. Weak, because the same content may
 * go out plain, gzipped or in brotli, and those bytes differ.
 */
export function sendJsonBody(ctx: AppContext, json: JsonBody): void {
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.etag = `W/${json.etag}`;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  if ('body' in json) {
    ctx.body = json.body;
    return;
  }
  // The shared part is compressed already: the response compression middleware leaves a body with an encoding alone.
  const encoding = chooseEncoding(ctx.get('Accept-Encoding'), ENCODINGS);
  ctx.vary('Accept-Encoding');
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = json.shared.withTail(Buffer.from(json.tail), encoding);
}
