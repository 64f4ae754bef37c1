/**
 * Messages core builds from a template and values (docs/decisions.md, "Languages"): a field's
 * name, a limit. The English is what the API always said, and stays the message (the tests and
 * the CLI read it); the template and the values are kept beside it, so the server can word the
 * template in the reader's language (api/messages.ts, its catalog api/locales/<language>/server.po)
 * and place the values there. No Lingui here: core's schemas run in the browser and the CLI too.
 *
 * Templates hold `{name}` placeholders only: a plural or a select belongs in a translation.
 * A value named `field` is a field's name: where the catalog words it (`clue`: `la pista`), the
 * translation reads it in its own language; a name like `startDate` is the JSON's and stays.
 */

export type WordingValues = Readonly<Record<string, string | number>>;

export interface Wording {
  /** The English template, the id of its translations. */
  template: string;
  values: WordingValues;
}

/** `template` in English with its values in place. */
export function english({ template, values }: Wording): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** A message with its template and values, for what carries them apart (the survey's refusals). */
export function wording(template: string, values: WordingValues): Wording & { message: string } {
  const built = { template, values };
  return { ...built, message: english(built) };
}

/**
 * More than the messages core builds (every schema's limits, each text field's problems): a
 * bound, not a size to tune. Past it a message is still built, and is read in English.
 */
const MAX_REMEMBERED = 5_000;
const remembered = new Map<string, Wording>();

/**
 * The English of `template` with `values`, remembered with them: for a message that has to be a
 * string where it is given (zod's), from a few fixed values (field names, limits: never what a
 * request sends, which would fill the memory).
 */
export function worded(template: string, values: WordingValues): string {
  const built = { template, values };
  const message = english(built);
  if (remembered.size < MAX_REMEMBERED || remembered.has(message)) remembered.set(message, built);
  return message;
}

/** The template and values `message` was built from by `worded`, if it was. */
export function wordingOf(message: string): Wording | undefined {
  return remembered.get(message);
}

/** A message catalog as wording reads it: whether it words a text, and that text's words with values. */
export interface WordingCatalog {
  has(id: string): boolean;
  word(id: string, values: WordingValues): string;
}

/**
 * `template` with its values in the catalog's language, a value named `field` in its words where
 * the catalog has them (`clue`: `la pista`); in English where the catalog lacks the template.
 * The server (api/messages.ts) and the admin panel (web/admin/shared/coreWords.ts) both word
 * core's messages so, each with its own catalog.
 */
export function wordTemplate(catalog: WordingCatalog, { template, values }: Wording): string {
  if (!catalog.has(template)) return english({ template, values });
  const field = values.field;
  return catalog.word(template, typeof field === 'string' && catalog.has(field) ? { ...values, field: catalog.word(field, {}) } : values);
}

/**
 * A message core gave (a schema's, a check's) in the catalog's language: by its very words where
 * the catalog has them, else from the template `worded` built it from; as it came where neither
 * (zod's own words, for one).
 */
export function wordMessage(catalog: WordingCatalog, message: string): string {
  if (catalog.has(message)) return catalog.word(message, {});
  const built = wordingOf(message);
  return built ? wordTemplate(catalog, built) : message;
}
