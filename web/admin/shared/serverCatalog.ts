import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../../../core/language';

/**
 * The server's catalog (api/locales/<language>/server.po), loaded with the admin panel's own
 * (lib/catalogFiles.ts): the panel words core's messages through it (coreWords.ts), so each
 * translation has one home. Its ids are the English texts, which English needs no file for.
 * Here, under admin/, rather than in lib/catalogFiles.ts: students' phones do not store it
 * (web/build/serviceWorker.ts leaves admin modules out).
 */
export async function serverCatalog(language: Language): Promise<Messages> {
  if (language === DEFAULT_LANGUAGE) return {};
  const { messages } = (await import(`../../../api/locales/${language}/server.po`)) as { messages: Messages };
  return messages;
}
