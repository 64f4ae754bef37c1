import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Moon, Sun } from 'lucide-react';
import { useI18n } from '../hooks/useI18n';
import { useTheme } from '../hooks/useTheme';
import { deferredModule } from '../lib/deferredModule';

// The tooltip (Radix) is not needed to paint or use the header, so it arrives after the page,
// and only where a pointer can hover: Radix shows no tooltip to touch, so phones never load it.
const tooltipModule = deferredModule(() => import('./TooltipHint'));
const canHover = () => window.matchMedia('(any-hover: hover)').matches;

export function ThemeToggle() {
  const i18n = useI18n();
  const { theme, toggleTheme } = useTheme();
  const button = useRef<HTMLButtonElement>(null);
  const [Hint, setHint] = useState(() => tooltipModule.current()?.TooltipHint);

  useEffect(() => {
    if (Hint || !canHover()) return;
    return tooltipModule.whenReady(({ TooltipHint }) => {
      // Wrapping the button in the tooltip replaces its element: keep the keyboard focus on it.
      const focused = document.activeElement === button.current;
      flushSync(() => setHint(() => TooltipHint));
      if (focused) button.current?.focus();
    });
  }, [Hint]);

  const toggle = (
    <button ref={button} type="button" className="icon-button" aria-label={i18n._({ id: 'header.theme', message: 'Toggle theme' })} onClick={toggleTheme}>
      {theme === 'dark' ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
    </button>
  );
    const hint =
    theme === 'dark'
      ? i18n._({ id: 'header.theme.light', message: 'Switch to light theme' })
      : i18n._({ id: 'header.theme.dark', message: 'Switch to dark theme' });
  return Hint ? <Hint label={hint}>{toggle}</Hint> : toggle;
}
