import { useSyncExternalStore } from 'react';
import { useI18n } from '../../hooks/useI18n';

const noChanges = () => () => undefined;
const thisYear = () => new Date().getFullYear();
// The year the prerendered landing was built in: hydration reads it, then the real year.
const prerenderedYear = () => __BUILD_YEAR__;

export function Footer() {
  const i18n = useI18n();
  const year = useSyncExternalStore(noChanges, thisYear, prerenderedYear);
  return (
    <footer className="site-footer">
      <p>{i18n._({ id: 'footer.motto', message: 'Campus Hunt · Scan, collect, solve, win.' })}</p>
      <p className="muted">{i18n._({ id: 'footer.copyright', message: '© {year} Campus Hunt. Good luck, explorer!', values: { year } })}</p>
    </footer>
  );
}
