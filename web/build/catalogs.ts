import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCatalog } from '../../core/poCatalog';

/** Where the .po catalogs live: web/locales/{language}/{group}.po (lingui.config.ts). */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../locales');

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
