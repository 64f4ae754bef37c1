import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware, Next } from 'koa';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { forbidden } from '../errors';
import { signInOrigins, type SignInProvider } from '../services/signInProviders';

/**
 * The client's hashed scripts, styles and their source maps: never a document, so the headers
 * that govern a document (its CSP, framing, opener, referrers, legacy hints) say nothing there.
 * An SVG or an HTML file can be a document and keeps them all.
 */
const SCRIPT_OR_STYLE = /^\/assets\/[^/]+\.(js|css|map)$/;
/** What still matters on a script or a style: never sniffed, never embedded by another site, https only. */
const SCRIPT_OR_STYLE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/**
 * Security headers on every response: a CSP with no inline script, nosniff, strict referrers,
 * HSTS on https. helmet works them out once; they are the same for every response, so each
 * request only sets them. A script or a style gets only those that apply to it: some 700 bytes
 * fewer on each of the thirty-odd files a phone fetches for its first page.
 */
export function securityHeaders(config: AppConfig, signInProviders: readonly SignInProvider[] = []): Middleware {
  const headers = securityHeaderList(config, signInProviders);
  const scriptHeaders = headers.filter(([name]) => SCRIPT_OR_STYLE_HEADERS.has(name.toLowerCase()));
  return (ctx, next) => {
    for (const [name, value] of SCRIPT_OR_STYLE.test(ctx.path) ? scriptHeaders : headers) ctx.res.setHeader(name, value);
    return next();
  };
}

/** The headers every response carries (also those answered before Koa: api/memoryReads.ts). */
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
    if (isForeignSite(ctx)) throw forbidden('Cross-site requests are not allowed');
    const origin = ctx.get('Origin');
    if (origin && origin !== expectedOrigin) throw forbidden('Cross-origin requests are not allowed');
    return next();
  };
}
