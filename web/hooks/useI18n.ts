import { i18n, type I18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { currentLanguage, setLanguage, subscribeLanguage } from '../lib/language';

/**
 * Lingui's `i18n`, redrawing the component when the language changes. Call it `i18n` so that
 * `npx lingui extract` finds the texts: `i18n._({ id: 'landing.hero.title', message: 'Campus Hunt' })`.
 */
export function useI18n(): I18n {
  useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return i18n;
}

/** The language in use and the way to change it (the header's switch). */
export function useLanguage() {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return { language, setLanguage };
}
