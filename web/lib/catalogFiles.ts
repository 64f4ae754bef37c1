import type { Messages } from '@lingui/core';
import type { Language } from '../../core/language';
import type { CatalogGroup } from './language';

/**
 * A catalog's compiled messages, fetched with its pages. Kept apart from lib/language.ts so the
 * table of every language's every group (which Vite builds for this import) is not in the
 * landing's first script: the landing's own catalog comes in the page itself.
 */
export function catalogFile(language: Language, group: CatalogGroup): Promise<{ messages: Messages }> {
  return import(`../locales/${language}/${group}.po`) as Promise<{ messages: Messages }>;
}
