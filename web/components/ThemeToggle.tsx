import { Tooltip } from 'radix-ui';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../hooks/useTheme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button" className="icon-button" aria-label="Toggle theme" onClick={toggleTheme}>
          {theme === 'dark' ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" sideOffset={6}>
          {theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
