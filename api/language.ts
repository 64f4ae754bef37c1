import type { Context } from 'koa';
import { acceptedLanguages, LANGUAGE_COOKIE, resolveLanguage, type Language } from '../core/language';
import type { AppState } from './context';

/**
 * A request's language, worked out here and nowhere else in the server (docs/decisions.md,
 * "Languages"): the reader's choice (the language cookie the header's switch sets), else the
 * first of their Accept-Language the product speaks, else the current event's default, else
 * English. Kept in `ctx.state.language` once worked out. The pages (middleware/webClient.ts)
 * and any message the server words for a reader read it here.
 */
export function requestLanguage(ctx: Context): Language {
  // Partial: the web client's middleware also runs in tests of its own, without the app's deps.
  const state = ctx.state as Partial<AppState>;
  state.language ??= resolveLanguage({
    chosen: ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }),
    preferred: acceptedLanguages(ctx.get('Accept-Language')),
    eventDefault: state.deps?.caches.events.gate().current?.language,
  });
  return state.language;
}
