import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the .po catalogs live: web/locales/{language}/{group}.po (lingui.config.ts). */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../locales');

/** A .po file's translations by id (the header entry, with the empty id, left out). */
export function readCatalog(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/m.exec(block)?.[1];
    const translation = /^msgstr ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/m.exec(block)?.[1];
    if (id === undefined || translation === undefined) continue;
    const key = id.split('\n').map(unquote).join('');
    if (key) entries.set(key, translation.split('\n').map(unquote).join(''));
  }
  return entries;
}

/** The catalog files of a language (one per page group), by name. */
export function catalogNames(language: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, language)).filter((name) => name.endsWith('.po'));
}

/** One group's catalog in a language. */
export function catalogOf(language: string, name: string): Map<string, string> {
  return readCatalog(readFileSync(path.join(LOCALES_DIR, language, name), 'utf8'));
}

/** Every message of a language, whatever its group: ids are unique across groups. */
export function allMessagesOf(language: string): Map<string, string> {
  return new Map(catalogNames(language).flatMap((name) => [...catalogOf(language, name)]));
}
