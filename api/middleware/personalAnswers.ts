import type { Middleware } from 'koa';

/**
 * Every API answer depends on who asks (their session or token), refusals included, so none may
 * be kept by a proxy or a shared cache, nor by the browser's HTTP cache after the student signs
 * out on a shared computer. The default is `private, no-store`; a route whose answer has an ETag
 * and is worth revalidating says `private, no-cache` (routes/respond.ts), and an uploaded image,
 * the same for everyone, says it is public. The service worker keeps the participant's last
 * reads with its own Cache API, which these headers do not govern.
 */
export const personalAnswers: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'private, no-store');
  await next();
};
