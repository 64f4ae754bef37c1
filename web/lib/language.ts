import { i18n, type Messages } from '@lingui/core';
import { asLanguage, DEFAULT_LANGUAGE, pageCatalogId, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '../../core/language';

/**
 * The client's language (docs/product.md, "Languages"), kept like the theme (lib/theme.ts): one
 * current value, remembered, applied to <html> and told to every subscriber. It is remembered
 * in a cookie rather than localStorage because the server reads it too: it sends the page
 * prerendered in that language, with `<html lang>` set, so nothing is drawn in English first.
 * Without a choice the server's own pick (the reader's languages, then the event's default)
 * arrives as the document's `lang`, so the client starts with it. Texts are translated with
 * Lingui's `i18n` (web/hooks/useI18n.ts), numbers and dates with `i18n.number` / `i18n.date`,
 * which use Intl in the current language.
 */

/** The catalogs, loaded with their pages (lingui.config.ts lists what each holds). */
export type CatalogGroup = 'landing' | 'play' | 'admin';

export function readChosenLanguage(): Language | undefined {
  try {
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
    return asLanguage(cookie?.slice(LANGUAGE_COOKIE.length + 1));
  } catch {
    return undefined; // cookies blocked: the server's pick stands
  }
}

/** What the page starts in: the reader's choice, else the language the server drew the document in. */
export function startingLanguage(): Language {
  return readChosenLanguage() ?? asLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}

/** The language of the texts on screen ('en' until a catalog has been activated, e.g. in unit tests). */
export function currentLanguage(): Language {
  return asLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
}

const loaded = new Set<string>();
const groupsInUse = new Set<CatalogGroup>();

/**
 * The catalog the page came with, if it did in this language: the built pages carry the first
 * screen's texts as a JSON data block (no script: the CSP allows none inline), so the page
 * comes to life without waiting for another request.
 */
function catalogInPage(language: Language, group: CatalogGroup): { messages: Messages } | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(pageCatalogId(group));
  if (element?.dataset.language !== language || !element.textContent) return undefined;
  return { messages: JSON.parse(element.textContent) as Messages };
}

async function loadCatalogs(language: Language, groups: Iterable<CatalogGroup>): Promise<void> {
  const missing = [...groups].filter((group) => !loaded.has(`${language}/${group}`));
  const catalogs = await Promise.all(
    missing.map(
      (group) => catalogInPage(language, group) ?? import('./catalogFiles').then(({ catalogFile }) => catalogFile(language, group)),
    ),
  );
  catalogs.forEach(({ messages }, index) => {
    i18n.load(language, messages);
    loaded.add(`${language}/${missing[index]}`);
  });
}

/**
 * Makes sure a group's texts are in, in the current language (and in any language chosen later):
 * the page loaders (lib/lazyPage.tsx) call it beside the page's code.
 */
export function loadCatalog(group: CatalogGroup, language = currentLanguage()): Promise<void> {
  groupsInUse.add(group);
  return loadCatalogs(language, [group]);
}

/**
 * Loads the first screen's texts and switches them on (in the browser and in the prerender): render
 * once it resolves. A page fetched ahead before this (lib/lazyPage.tsx: the dashboard's, at once)
 * asked for its texts in the language of the moment, English: they are loaded in this one too.
 */
export async function activateLanguage(language: Language, groups: CatalogGroup[] = ['landing']): Promise<void> {
  for (const group of groups) groupsInUse.add(group);
  await loadCatalogs(language, groupsInUse);
  i18n.activate(language);
}

/** Puts the language on <html>, for screen readers, hyphenation and the browser's translate offer. */
export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** The header's switch: loads what the open pages need in `language`, then redraws them in it and remembers it. */
export async function setLanguage(language: Language): Promise<void> {
  await loadCatalogs(language, groupsInUse);
  rememberLanguage(language);
  applyLanguage(language);
  i18n.activate(language); // tells every subscriber (subscribeLanguage)
}

function rememberLanguage(language: Language): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  } catch {
    // Not fatal: the choice just will not survive a reload.
  }
}

export function subscribeLanguage(listener: () => void): () => void {
  return i18n.on('change', listener);
}
