import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { LANGUAGES, pageFileIn, type Language } from '../../core/language';
import { SHELL_PAGE_NAMES, shellPageAt } from '../../core/shellPages';
import { requestLanguage } from '../language';
import { chooseEncoding, ENCODINGS } from './staticEncoding';
import { etagFor, loadStaticFiles, type StaticFile, type StaticFiles } from './staticFiles';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The pages the build writes once per language (web/build/prerender.ts, web/build/preloads.ts). */
const PAGES_PER_LANGUAGE = ['index', 'landing', ...SHELL_PAGE_NAMES] as const;
/** The documents are pages chosen by path, cookie and language, never served under their file names. */
const DOCUMENT_FILES = new Set([
  '/screen.html',
  ...PAGES_PER_LANGUAGE.flatMap((page) => LANGUAGES.map((language) => `/${pageFileIn(page, language)}`)),
]);
/** The big screen's pages (`/screen/{key}`): a page of their own, no sign-in. */
const SCREEN_PAGES = /^\/screen\/[^/]+\/?$/;
const NOT_BUILT_PAGE = '<!doctype html><p>The web client is not built yet. Run <code>npm run build</code>.</p>';

/**
 * Serves the built client from memory: it is read once here, so no request touches the disk.
 *
 * - Files are sent precompressed when the client accepts it (brotli, else gzip, else plain).
 * - Hashed files under /assets/ are cached for a year; everything else is revalidated (ETag).
 * - Every other page path gets one of the built HTML documents, so client-side routes
 *   (/dashboard, /scan/INN001, …) load the app. The session cookie's presence (not its
 *   validity: no database here) picks the document:
 *   - no cookie, at `/`: landing.html, the landing prerendered at build time, painted before
 *     any script runs;
 *   - a cookie, at `/` or `/dashboard`: dashboard.html, the app shell preloading the
 *     dashboard's code and data; at `/leaderboard` and `/scanner` likewise their own
 *     (core/shellPages.ts);
 *   - at `/screen/{key}`: screen.html, the big screen's own page (no app, no session);
 *   - anything else: index.html, the app shell, whose script decides what to show (a stale
 *     cookie just means the landing is drawn by the script).
 *   Each of these but the big screen's in the reader's language (api/language.ts): landing.es.html
 *   for a Spanish reader, with `<html lang="es">`, falling back to the English file.
 * - /api/*, /healthz and /metrics are never looked at, and nor are methods other than GET and HEAD.
 */
export function webClient(webDir: string, sessionCookie: string): Middleware[] {
  const files = loadStaticFiles(path.resolve(webDir));
  const shell = files.get('/index.html');
  const inLanguage = (page: (typeof PAGES_PER_LANGUAGE)[number], language: Language) =>
    files.get(`/${pageFileIn(page, language)}`) ?? files.get(`/${page}.html`) ?? shell;
  const screen = files.get('/screen.html') ?? shell;
  const chooseDocument = (requestPath: string, hasSession: boolean, language: Language) => {
    if (SCREEN_PAGES.test(requestPath)) return screen;
    if (requestPath === '/' && !hasSession) return inLanguage('landing', language);
    const page = hasSession ? shellPageAt(requestPath) : undefined;
    return inLanguage(page ?? 'index', language);
  };

  const serveWebClient: Middleware = async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next();
    const requested = lookUp(files, ctx.path);
    if (requested) return send(ctx, requested, ctx.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    if (ctx.path.startsWith('/assets/')) {
      // A missing hashed file is an old or mistyped build reference, not a page.
      ctx.status = 404;
      ctx.type = 'text';
      ctx.body = 'Not found';
      return;
    }
    const document = chooseDocument(ctx.path, Boolean(ctx.cookies.get(sessionCookie, { signed: false })), requestLanguage(ctx));
    if (!document) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = NOT_BUILT_PAGE;
      return;
    }
    // The same URL answers differently with and without the session cookie, and per language.
    ctx.vary('Cookie');
    ctx.vary('Accept-Language');
    return send(ctx, document, 'no-cache');
  };
  return [serveWebClient];
}

/** The server's own paths: the API, the health check and the metrics, never a page. */
export function isServerPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/') || requestPath === '/healthz' || requestPath === '/metrics';
}

/** The file at a URL path, if the build has one. Only exact names match, so `..` finds nothing. */
function lookUp(files: StaticFiles, requestPath: string): StaticFile | undefined {
  let name: string;
  try {
    name = decodeURIComponent(requestPath);
  } catch {
    return undefined; // malformed percent-encoding
  }
  return DOCUMENT_FILES.has(name) ? undefined : files.get(name);
}

function send(ctx: Context, file: StaticFile, cacheControl: string): void {
  const available = ENCODINGS.filter((encoding) => file.encoded[encoding]);
  const chosen = chooseEncoding(ctx.get('Accept-Encoding'), available);
  const encoded = chosen === 'identity' ? undefined : file.encoded[chosen];
  const encoding = encoded ? chosen : 'identity';
  ctx.status = 200;
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', etagFor(file, encoding));
  if (available.length) ctx.vary('Accept-Encoding');
  // Already as small as it gets: a compression middleware must leave it alone.
  ctx.compress = false;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.set('Content-Type', file.contentType);
  if (encoded) ctx.set('Content-Encoding', encoding);
  ctx.body = encoded ?? file.identity;
}
