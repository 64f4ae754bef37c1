import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import type { Language } from '../../core/language';
import { allMessagesOf } from '../../web/build/catalogs';

/** A language's words by message id, with ICU plurals and values, as the pages draw them. */
export type Texts = (id: string, values?: Record<string, unknown>) => string;

/**
 * The texts a test looks for, read from the catalogs the pages are built from, so a test runs in
 * any language without copying a translation: `text('survey.done.points', { points: 3 })`. An id
 * missing from the catalogs fails at once rather than looking for the id itself on the page.
 */
export function textsIn(language: Language): Texts {
  const messages = Object.fromEntries(allMessagesOf(language));
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return (id, values) => {
    if (!(id in messages)) throw new Error(`No message ${id} in the ${language} catalogs`);
    return i18n._(id, values);
  };
}
