/**
 * Rendered at build time, in Node (vite.config.ts builds this file for the server, then
 * web/build/prerender.ts calls it): the HTML that goes inside the pages' #root.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { ClientRoot } from '../ClientRoot';
import { LoadingScreen } from '../components/LoadingScreen';

/** The landing at `/` for a signed-out visitor, exactly as main.tsx will hydrate it. */
export function renderLanding(): string {
  return renderToString(
    <ClientRoot signedOut>
      <StaticRouter location="/">
        <App />
      </StaticRouter>
    </ClientRoot>,
  );
}

/** What the app shell shows until its script has run: the app's own first screen while it asks who is signed in. */
export function renderShellPlaceholder(): string {
  return renderToString(<LoadingScreen />);
}
