import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware, Next } from 'koa';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { forbidden, type AppError } from '../errors';
import { signInOrigins, type SignInProvider } from '../services/signInProviders';

/**
 * The client's hashed scripts, styles and their source maps: never a document, so the headers
 * that govern a document (its CSP, framing, opener, referrers, legacy hints) say nothing there.
 * An SVG or an HTML file can be a document and keeps them all. So would a worker's script, which
 * takes its policy from its own response: the lint refuses a worker in the client (.oxlintrc.json).
 */
const SCRIPT_OR_STYLE = /^\/assets\/[^/]+\.(js|css|map)$/;
/** What still matters on any answer that is not a page: never sniffed, never embedded by another site, https only. */
const NOT_A_PAGE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);
/**
 * A JSON answer is a document only when someone opens its address, and then one that may load,
 * run and frame nothing: the policy says just that, in 45 bytes instead of helmet's 450.
 */
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response: a CSP with no inline script, nosniff, strict referrers,
 * HSTS on https. helmet works them out once; they are the same for every response, so each
 * request only sets them. What is not a page gets only what applies to it: a script or a style
 * the three headers that still matter (some 700 bytes fewer on each of the thirty-odd files of a
 * phone's first page), a JSON answer those and a policy that allows nothing (the boards and the
 * score, which every open page reads again after each change, spent more on their headers than
 * on their read). Pages, SVGs, streams and error answers keep helmet's whole set.
 */
export function securityHeaders(config: AppConfig, signInProviders: readonly SignInProvider[] = []): Middleware {
  const headers = securityHeaderList(config, signInProviders);
  const scriptHeaders = headers.filter(([name]) => NOT_A_PAGE_HEADERS.has(name.toLowerCase()));
  const jsonHeaders = jsonAnswerHeaderList(config, signInProviders);
  return async (ctx, next) => {
    for (const [name, value] of SCRIPT_OR_STYLE.test(ctx.path) ? scriptHeaders : headers) ctx.res.setHeader(name, value);
    await next();
    if (ctx.res.headersSent || !isJsonAnswer(ctx)) return;
    for (const [name] of headers) ctx.res.removeHeader(name);
    for (const [name, value] of jsonHeaders) ctx.res.setHeader(name, value);
  };
}

/** A JSON body, or any answer to a JSON read (routes/respond.ts), whose 304 has no type. */
function isJsonAnswer(ctx: AppContext): boolean {
  return ctx.state.jsonRead === true || ctx.response.is('json') !== false;
}

/** The headers of a JSON answer: helmet's cut down to what applies, and a policy that allows nothing (also sent before Koa: api/memoryReads.ts). */
export function jsonAnswerHeaderList(config: AppConfig, signInProviders: readonly SignInProvider[] = []): [string, string][] {
  return securityHeaderList(config, signInProviders)
    .filter(([name]) => NOT_A_PAGE_HEADERS.has(name.toLowerCase()) || name.toLowerCase() === 'content-security-policy')
    .map(([name, value]) => [name, name.toLowerCase() === 'content-security-policy' ? JSON_POLICY : value]);
}

/** helmet's headers, as a page gets them. */
export function securityHeaderList(config: AppConfig, signInProviders: readonly SignInProvider[] = []): [string, string][] {
  return helmetHeaders(helmetOptions(config, signInProviders));
}

/** What helmet sets for these options, read by running it once against a recording response. */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish setting its headers at once');
  return [...headers];
}

function helmetOptions(config: AppConfig, signInProviders: readonly SignInProvider[]): HelmetOptions {
  const { https } = config;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Dialog and toast primitives set inline styles; scripts stay strictly external.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // A form that leads to sign-in (the landing's) is redirected on to the provider.
        formAction: ["'self'", ...signInOrigins(signInProviders)],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request another site started. */
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

/** Did another site (by the browser's Sec-Fetch-Site) start this request? */
export function isForeignSite(ctx: AppContext): boolean {
  return FOREIGN_SITES.has(ctx.get('Sec-Fetch-Site'));
}

/**
 * Cookie-authenticated mutations must come from this site: refused when Sec-Fetch-Site says
 * cross-site or same-site, or Origin differs from PUBLIC_URL's. For a browser too old to send
 * either, a body or a declared content type must be JSON (requestBody.ts), which an HTML form
 * (the one cross-site request such a browser sends without asking) cannot be, even empty.
 */
export function sameOriginMutations(config: AppConfig) {
  const expectedOrigin = new URL(config.publicUrl).origin;
  return async (ctx: AppContext, next: Next): Promise<void> => {
    // Token callers (the CLI) carry no ambient credentials a foreign page could borrow.
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/') || ctx.state.authVia === 'token') {
      return next();
    }
    const refusal = foreignMutation(ctx.get('Sec-Fetch-Site'), ctx.get('Origin'), expectedOrigin);
    if (refusal) throw refusal;
    return next();
  };
}

/** The refusal of a cookie-carried mutation another site started (by its Sec-Fetch-Site and Origin), or null (also for the scans answered before the middleware). */
export function foreignMutation(secFetchSite: string, origin: string, expectedOrigin: string): AppError | null {
  if (FOREIGN_SITES.has(secFetchSite)) return forbidden('Cross-site requests are not allowed');
  if (origin && origin !== expectedOrigin) return forbidden('Cross-origin requests are not allowed');
  return null;
}
