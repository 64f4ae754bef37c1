import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { ClientRoot } from './ClientRoot';

export { startEarlyRequests } from './lib/earlyRequests';

/**
 * The app shell's own script (index.html, dashboard.html: the documents a visitor with a session
 * cookie gets), which main.tsx loads and the built shell preloads beside main's
 * (web/build/preloads.ts): who is signed in decides what it draws. Rendered as a transition, in
 * small slices between which the page stays responsive.
 */
export function renderApp(container: HTMLElement): void {
  startTransition(() =>
    createRoot(container).render(
      <ClientRoot signedOut={false}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ClientRoot>,
    ),
  );
}
