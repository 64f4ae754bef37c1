import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/**
 * Serves the built client: hashed assets with a long cache lifetime, and index.html for every
 * other GET outside /api so client-side routes (/dashboard, /scan/INN001, …) load the app.
 */
export function webClient(webDir: string): Middleware[] {
  const root = path.resolve(webDir);
  const indexFile = path.join(root, 'index.html');
  const assets = serve(root, {
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const spaFallback: Middleware = async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404 || ctx.method !== 'GET') return;
    if (ctx.path.startsWith('/api/') || ctx.path === '/healthz') return;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await readFile(indexFile, 'utf8').catch(
      () => '<!doctype html><p>The web client is not built yet. Run <code>npm run build</code>.</p>',
    );
  };
  return [spaFallback, assets];
}
