/**
 * Theme handling (docs/product.md, Common behaviour of the client): dark by default, stored under localStorage 'theme'.
 * web/boot/theme.js repeats readStoredTheme and applyTheme as a tiny script that runs before the
 * first paint; keep the two in step (theme.test.ts runs both).
 */

export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : DEFAULT_THEME;
  } catch {
    // Storage can be blocked (private mode, policies); the default still applies. Also the
    // path taken when prerendering, where there is no localStorage.
    return DEFAULT_THEME;
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

// The theme in use, shared by every toggle on the page (read lazily: storage may be slow or blocked).
let current: Theme | undefined;
const listeners = new Set<() => void>();

export function currentTheme(): Theme {
  current ??= readStoredTheme();
  return current;
}

/** Switches the page to `theme`, remembers it and tells every subscriber. */
export function setTheme(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  storeTheme(theme);
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
