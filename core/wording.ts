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
