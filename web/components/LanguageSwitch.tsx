import { asLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../core/language';
import { useI18n, useLanguage } from '../hooks/useI18n';

/**
 * The header's language choice, beside the theme toggle. A native select, so every keyboard and
 * screen reader knows it, laid transparent over what the header shows: the language's code, as
 * narrow as an icon button, so the logo keeps its line on a phone (no icon: the landing's first
 * script has no bytes to spare).
 */
export function LanguageSwitch() {
  const i18n = useI18n();
  const { language, setLanguage } = useLanguage();
  return (
    <label className="language-switch">
      <span className="language-code" aria-hidden>
        {language}
      </span>
      <select
        value={language}
        aria-label={i18n._({ id: 'header.language', message: 'Language' })}
        onChange={(event) => void setLanguage(asLanguage(event.target.value) ?? language)}
      >
        {LANGUAGES.map((option) => (
          // Each name in its own language, so a reader finds theirs whatever is on screen.
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
