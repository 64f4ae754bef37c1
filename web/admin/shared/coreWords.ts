import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { es } from 'zod/locales';
import { asLanguage, type Language } from '../../../core/language';
import { english, wordingOf, type Wording, type WordingValues } from '../../../core/wording';

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

/** A translation of `template` in the catalog on screen, if there is one. */
const translated = (i18n: I18n, template: string) => i18n.locale !== '' && i18n.messages[template] !== undefined;

/** `template` with its values, in the language on screen; in English where the catalog has no translation. */
export function wordingText(i18n: I18n, { template, values }: Wording): string {
  if (!translated(i18n, template)) return english({ template, values });
  const field = values.field;
  const worded: WordingValues = typeof field === 'string' && translated(i18n, field) ? { ...values, field: i18n._(field) } : values;
  return i18n._(template, worded);
}

/**
 * A message core gave (a schema's, a check's), in the language on screen: from its template
 * where core built it from one, else by its very words; as it came where the catalog has
 * neither (zod's own, already in the language when parsed with `zodWords`).
 */
export function coreText(i18n: I18n, message: string): string {
  if (translated(i18n, message)) return i18n._(message);
  const built = wordingOf(message);
  return built ? wordingText(i18n, built) : message;
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
