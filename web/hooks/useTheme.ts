import { useCallback, useState } from 'react';
import { applyTheme, readStoredTheme, storeTheme, type Theme } from '../lib/theme';

export function useTheme() {
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const toggleTheme = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    storeTheme(next);
    setTheme(next);
  }, [theme]);
  return { theme, toggleTheme };
}
