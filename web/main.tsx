import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LandingApp } from './LandingApp';
import { activateLanguage, applyLanguage, startingLanguage } from './lib/language';
import { reloadForMissingCode } from './lib/missingCode';
import { applyTheme, currentTheme } from './lib/theme';
import { installWholeNumbers } from './lib/wholeNumbers';
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

// Before anything formats a number: the first screen's numbers are then written without ICU.
installWholeNumbers();

// The built pages apply the stored theme before the first paint (web/boot/theme.js); the dev
// server's page does not, so apply it here too (a no-op when already applied).
applyTheme(currentTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server sends the landing prerendered (see ssr/prerender.tsx) only to visitors without a
// session cookie, at `/`: bring that HTML to life as it is, with the landing's code alone.
// Anyone else gets the app shell, whose script (appShell.tsx) asks who is signed in.
const prerenderedLanding = container.dataset.prerendered === 'landing';

// The first screen's texts come first, in the language the server drew the page in unless the
// reader chose another (lib/language.ts); the page is painted meanwhile. Then, as a transition,
// React renders the first screen in small slices and keeps the page responsive.
const language = startingLanguage();
applyLanguage(language);
if (prerenderedLanding) {
  const landing = (
    <BrowserRouter>
      <LandingApp />
    </BrowserRouter>
  );
  void activateLanguage(language).then(() =>
    startTransition(() => {
      hydrateRoot(container, landing);
    }),
  );
} else {
  const shell = import('./appShell').catch(reloadForMissingCode);
  // The first screen's requests go out as soon as the shell's code is in, not after the texts;
  // React renders once its page's code is in too (lib/earlyRequests.ts says why).
  const pageReady = shell.then((module) => module.startEarlyRequests(window.location.pathname));
  void Promise.all([shell, activateLanguage(language), pageReady]).then(([module]) => module.renderApp(container));
}
