/**
 * Rendered at build time, in Node (vite.config.ts builds this file for the server, then
 * web/build/prerender.ts calls it once per language): the HTML that goes inside the pages' #root.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '../../core/language';
import { LandingApp } from '../LandingApp';
import { LoadingScreen } from '../components/LoadingScreen';
import { i18n } from '@lingui/core';
import { activateLanguage } from '../lib/language';
import { catalogFile } from '../lib/catalogFiles';

/** The landing at `/` for a signed-out visitor, exactly as main.tsx will hydrate it. */
export async function renderLanding(language: Language): Promise<string> {
  await activateLanguage(language);
  return renderToString(
    <StaticRouter location="/">
      <LandingApp />
    </StaticRouter>,
  );
}

/** The first screen's catalog in `language`, compiled, for the page to carry (web/build/prerender.ts). */
export async function landingMessages(language: Language): Promise<string> {
  await activateLanguage(language);
  return JSON.stringify(i18n.messages);
}

/** The student's pages' catalog in `language`, compiled, for their HTML to carry (web/build/preloads.ts). */
export async function playMessages(language: Language): Promise<string> {
  return JSON.stringify((await catalogFile(language, 'play')).messages);
}

/** What the app shell shows until its script has run: the app's own first screen while it asks who is signed in. */
export async function renderShellPlaceholder(language: Language): Promise<string> {
  await activateLanguage(language);
  return renderToString(<LoadingScreen />);
}
