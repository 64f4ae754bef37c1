import { i18n, type Messages } from '@lingui/core';
import { resolveLanguage, type Language } from '../../core/language';
import { readChosenLanguage } from '../lib/language';

/**
 * The big screen's language (docs/product.md, "Languages"): the projector's own choice (the
 * language cookie), else its browser's languages, else the event's default once the screen's
 * data tells it, else English. The screen has no React and loads no other group than its own
 * ('screen', lingui.config.ts), so it switches Lingui's `i18n` itself.
 */
export function screenLanguage(eventDefault?: Language): Language {
  return resolveLanguage({ chosen: readChosenLanguage(), preferred: navigator.languages, eventDefault });
}

/** Loads the screen's texts in `language` and switches them on; the caller draws again. */
export async function switchScreenLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = (await import(`../locales/${language}/screen.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}
