/**
 * The languages the product speaks and how one is chosen (docs/decisions.md, "Languages"). The
 * web client, the server and the event settings all read this file, so they cannot disagree.
 * Adding a language: add it here, then its catalogs (docs/product.md, "Languages"). No zod
 * here: the landing's first script imports this file and must stay small.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the header's switch lists it. Never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The cookie that remembers a visitor's choice: the browser and the server both read it. */
export const LANGUAGE_COOKIE = 'language';
/** A year, like a remembered theme: a choice is not asked for twice. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language a tag names, if we speak it: 'es-MX' and 'ES' are Spanish, 'fr' is none. */
export function asLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary);
}

/** The first of a reader's languages that we speak. */
export function firstSpoken(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const language = asLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

/** An Accept-Language header's tags, most preferred first ('es-MX,en;q=0.8' -> es-MX, en); q=0 means "not this". */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header.split(',').map((part, order) => {
    const [tag = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), order };
  });
  return entries
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((entry) => entry.tag);
}

export interface LanguageSources {
  /** The reader's own choice, remembered in the language cookie. */
  chosen?: string | null;
  /** The reader's languages, most preferred first (navigator.languages or Accept-Language). */
  preferred?: readonly string[];
  /** The running event's default language, set by the organiser. */
  eventDefault?: string | null;
}

/** The one order: the reader's choice, then their languages, then the event's default, then English. */
export function resolveLanguage({ chosen, preferred = [], eventDefault }: LanguageSources): Language {
  return asLanguage(chosen) ?? firstSpoken(preferred) ?? asLanguage(eventDefault) ?? DEFAULT_LANGUAGE;
}

/**
 * A built page's file in a language: English keeps the plain name ('landing.html'), any other
 * adds its own ('landing.es.html'). The build writes one per language, the server picks by it.
 */
export function pageFileIn(page: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? `${page}.html` : `${page}.${language}.html`;
}

/** The id of the element a built page carries a catalog group's messages in, as JSON. */
export function pageCatalogId(group: string): string {
  return `messages-${group}`;
}
