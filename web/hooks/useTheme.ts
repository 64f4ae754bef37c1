import { useCallback, useSyncExternalStore } from 'react';
import { currentTheme, DEFAULT_THEME, setTheme, subscribeTheme } from '../lib/theme';

/**
 * The theme in use and a toggle. While hydrating the prerendered landing it reads the default
 * (what the prerender drew), then the stored choice: no hydration mismatch for light-theme users.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => DEFAULT_THEME);
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, toggleTheme };
}
