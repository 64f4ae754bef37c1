import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
// @lingui/core's own dependency (same version): the ICU compiler its `_` calls for a text message.
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../core/language';
import { readCatalog } from '../core/poCatalog';
import { wordMessage, type WordingCatalog, type WordingValues } from '../core/wording';

/**
 * The server's words in a reader's language (docs/decisions.md, "Languages"). A message's
 * English is its id in the catalog (api/locales/<language>/server.po): the English is already
 * the API's contract, which the tests and the CLI read, so a thrown message stays written as it
 * was, and only the reader's language is looked up, when the answer is rendered. Values stay
 * apart from the words (`'This team is full: at most {max} members'`, `{ max }`), so the
 * translation can place them, and count them with an ICU plural.
 */
export type MessageValues = Record<string, string | number | NestedMessage>;

/**
 * A value that is a message of its own, with its template and values apart (an upload's refusal
 * inside a question's, `'questions.{index}.imageUrl: {problem}'`): worded in the same language.
 */
export interface NestedMessage {
  template: string;
  values?: MessageValues | WordingValues;
}

const CATALOG_DIR = new URL('locales/', import.meta.url);

function catalog(language: Language): Messages {
  if (language === DEFAULT_LANGUAGE) return {};
  return Object.fromEntries(readCatalog(readFileSync(new URL(`${language}/server.po`, CATALOG_DIR), 'utf8')));
}

const catalogs = new Map(LANGUAGES.map((language) => [language, catalog(language)]));

/** Far more than the messages the code and the catalogs hold: a bound, not a size to tune. */
const MAX_COMPILED = 5_000;
const compiled = new Map<string, CompiledMessage>();

/**
 * Lingui's `_` compiles a text message on every call; the server's messages are few and fixed
 * (values stay apart from the words), so each is compiled once and kept.
 */
function compileOnce(message: string): CompiledMessage {
  let found = compiled.get(message);
  if (found === undefined) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    found = compileMessage(message);
    compiled.set(message, found);
  }
  return found;
}

const translators = new Map<Language, I18n>(
  LANGUAGES.map((language) => {
    const i18n = setupI18n({ locale: language, messages: { [language]: catalogs.get(language) ?? {} } });
    i18n.setMessagesCompiler(compileOnce);
    return [language, i18n];
  }),
);

function translate(language: Language, template: string, values: WordingValues): string {
  return translators.get(language)?._(template, values) ?? template;
}

/** The values with each nested message worded in `language`. */
function wordedValues(language: Language, values: MessageValues): WordingValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? wordIn(language, value.template, value.values) : value]));
}

/** The catalog of `language`, as core's wording reads it. */
const catalogIn = (language: Language): WordingCatalog => ({
  has: (id) => isTranslated(language, id),
  word: (id, values) => translate(language, id, values),
});

/**
 * `template` with its values, in `language` (in English where the catalog has no translation).
 * A message core built from a template (core/wording.ts: `clue must be at most 500 characters`)
 * is worded from its template, unless the catalog words that very text. A value that is a
 * message itself (`NestedMessage`) is worded first, in the same language.
 */
export function wordIn(language: Language, template: string, values: MessageValues = {}): string {
  if (Object.keys(values).length > 0) return translate(language, template, wordedValues(language, values));
  // English without values is the template itself: no ICU parsing can change the API's words.
  if (language === DEFAULT_LANGUAGE) return template;
  return wordMessage(catalogIn(language), template);
}

/** The messages the catalog of `language` words (the check in lint/serverMessages.test.ts). */
export function translatedMessages(language: Language): string[] {
  return Object.keys(catalogs.get(language) ?? {});
}

/** Whether the catalog of `language` words `template` (a zod message of a core schema may not be). */
export function isTranslated(language: Language, template: string): boolean {
  return language === DEFAULT_LANGUAGE || catalogs.get(language)?.[template] !== undefined;
}
