import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const thisYear = () => new Date().getFullYear();
// The year the prerendered landing was built in: hydration reads it, then the real year.
const prerenderedYear = () => __BUILD_YEAR__;

export function Footer() {
  const year = useSyncExternalStore(noChanges, thisYear, prerenderedYear);
  return (
    <footer className="site-footer">
      <p>Campus Hunt · Scan, collect, solve, win.</p>
      <p className="muted">© {year} Campus Hunt. Good luck, explorer!</p>
    </footer>
  );
}
