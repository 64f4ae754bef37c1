import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { EventsCache } from './caches/eventsCache';
import { readOnlyCookies } from './middleware/session';
import { acceptedLanguages, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, resolveLanguage, type Language } from '../core/language';
import type { AppState } from './context';

/**
 * A request's language, worked out here and nowhere else in the server (docs/decisions.md,
 * "Languages"): the reader's choice (the language cookie the header's switch sets), else the
 * first of their Accept-Language the product speaks, else the current event's default, else
 * English. Kept in `ctx.state.language` once worked out. The pages (middleware/webClient.ts),
 * the error messages (middleware/errors.ts) and the server's own pages read it here. A caller
 * with an API token is a program (the CLI, a script), which reads the API's English whatever
 * the event's default.
 */
export function requestLanguage(ctx: Context): Language {
  // Partial: the web client's middleware also runs in tests of its own, without the app's deps.
  const state = ctx.state as Partial<AppState>;
  if (/^bearer /i.test(ctx.get('Authorization'))) state.language ??= DEFAULT_LANGUAGE;
  state.language ??= languageOf(ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }), ctx.get('Accept-Language'), state.deps?.caches.events);
  return state.language;
}

/** The same for a request no middleware has seen (api/directScans.ts answers a scan before it), which carries no token. */
export function headerLanguage(request: IncomingMessage, events: EventsCache): Language {
  const chosen = readOnlyCookies(request).get(LANGUAGE_COOKIE, { signed: false });
  return languageOf(chosen, request.headers['accept-language'] ?? '', events);
}

function languageOf(chosen: string | undefined, acceptLanguage: string, events: EventsCache | undefined): Language {
  return resolveLanguage({ chosen, preferred: acceptedLanguages(acceptLanguage), eventDefault: events?.gate().current?.language });
}
