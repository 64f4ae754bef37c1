import type { Messages } from '@lingui/core';
import type { Language } from '../../core/language';
import type { CatalogGroup } from './language';

/**
 * A catalog's compiled messages, fetched with its pages. Kept apart from lib/language.ts so the
 * table of every language's every group (which Vite builds for this import) is not in the
 * landing's first script: the landing's own catalog comes in the page itself. The admin panel's
 * comes with the server's (admin/shared/serverCatalog.ts), whose ids are English texts and
 * never one of the web's dotted ids.
 */
export async function catalogFile(language: Language, group: CatalogGroup): Promise<{ messages: Messages }> {
  const own = import(`../locales/${language}/${group}.po`) as Promise<{ messages: Messages }>;
  if (group !== 'admin') return own;
  const [web, server] = await Promise.all([own, import('../admin/shared/serverCatalog').then((module) => module.serverCatalog(language))]);
  return { messages: { ...server, ...web.messages } };
}
