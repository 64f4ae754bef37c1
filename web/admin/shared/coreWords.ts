import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { es } from 'zod/locales';
import { asLanguage, type Language } from '../../../core/language';
import { wordMessage, wordTemplate, type Wording, type WordingCatalog } from '../../../core/wording';

/**
 * Core's messages in the language on screen, for what core's schemas and checks say in the
 * browser (docs/decisions.md, "Languages"). Core speaks English and keeps each message's
 * template and values (core/wording.ts); the server's catalog, loaded with the admin panel's
 * (serverCatalog.ts), words a template with the English as its id, as the API does
 * (api/messages.ts): one home for each translation. A value named `field` is a field's name,
 * read in the language where the catalog words it (`hint text`: `el texto de la pista`).
 */

/** zod's own words (a text too long, a wrong type) in each language but English, its default. */
const ZOD_LOCALES: Partial<Record<Language, z.core.$ZodErrorMap>> = { es: es().localeError };

/** The catalog on screen, as core's wording reads it. */
const onScreen = (i18n: I18n): WordingCatalog => ({
  has: (id) => i18n.locale !== '' && i18n.messages[id] !== undefined,
  word: (id, values) => i18n._(id, values),
});

/** `template` with its values, in the language on screen; in English where the catalog has no translation. */
export function wordingText(i18n: I18n, wording: Wording): string {
  return wordTemplate(onScreen(i18n), wording);
}

/**
 * A message core gave (a schema's, a check's), in the language on screen: from its template
 * where core built it from one, else by its very words; as it came where the catalog has
 * neither (zod's own, already in the language when parsed with `zodWords`).
 */
export function coreText(i18n: I18n, message: string): string {
  return wordMessage(onScreen(i18n), message);
}

/**
 * What to parse a core schema with in the browser, for zod's own messages in the language on
 * screen (`schema.safeParse(input, zodWords(i18n))`): per parse, never zod's global setting,
 * which the CLI and the tests read in English. Core's own messages win over the locale.
 */
export function zodWords(i18n: I18n): { error: z.core.$ZodErrorMap } | undefined {
  const language = asLanguage(i18n.locale);
  const locale = language && ZOD_LOCALES[language];
  return locale ? { error: locale } : undefined;
}
