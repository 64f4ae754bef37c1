import type { Language } from '../../core/language';
import { currentLanguage } from './language';

/**
 * The locale dates and times are written in: the reader's own variant of the page's language when
 * their browser asks for one (en-GB writes 14:00 and 29/11/2026), else the language itself. Apart
 * from lib/language.ts, which the landing's first script carries, since only the inner pages
 * write dates.
 */
export function readerLocale(language: Language = currentLanguage()): string {
  const asked = typeof navigator === 'undefined' ? [] : navigator.languages;
  return asked.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}
