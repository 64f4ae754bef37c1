/** Theme handling (SPEC section 1): dark by default, stored under localStorage 'theme'. */

export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    // Storage can be blocked (private mode, policies); the default still applies.
    return 'dark';
  }
}

/** Puts the theme on <html> as a class so the CSS variables switch with it. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not fatal: the theme just will not survive a reload.
  }
}
