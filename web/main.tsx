import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { ClientRoot } from './ClientRoot';
import { startEarlyRequests } from './lib/earlyRequests';
import { activateLanguage, applyLanguage, startingLanguage } from './lib/language';
import { applyTheme, currentTheme } from './lib/theme';
import './styles/theme.css';
import './styles/base.css';
import './styles/components.css';
import './styles/dialogs.css';
import './styles/landing.css';
import './styles/dashboard.css';
import './styles/leaderboard.css';
import './styles/pages.css';
import './styles/privacy.css';
import './styles/scanner.css';
import './styles/survey.css';
import './styles/hunt.css';
import './styles/teams.css';

// The built pages apply the stored theme before the first paint (web/boot/theme.js); the dev
// server's page does not, so apply it here too (a no-op when already applied).
applyTheme(currentTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server sends the landing prerendered (see ssr/prerender.tsx) only to visitors without a
// session cookie: bring that HTML to life as it is. Anyone else gets the app shell.
const prerenderedLanding = container.dataset.prerendered === 'landing';
if (!prerenderedLanding) startEarlyRequests(window.location.pathname);

const app = (
  <ClientRoot signedOut={prerenderedLanding}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </ClientRoot>
);
// The first screen's texts come first, in the language the server drew the page in unless the
// reader chose another (lib/language.ts); the page is painted meanwhile. Then, as a transition,
// React renders the first screen in small slices and keeps the page responsive.
const language = startingLanguage();
applyLanguage(language);
void activateLanguage(language).then(() =>
  startTransition(() => {
    if (prerenderedLanding) hydrateRoot(container, app);
    else createRoot(container).render(app);
  }),
);
