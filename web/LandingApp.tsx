import { StrictMode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';
import { LandingPage } from './pages/play/LandingPage';

// The signed-out app (its routes, SWR, the API client), for a visitor who follows a link away
// from the landing: the landing itself never needs it.
const signedOutApp = lazyPage(() => import('./SignedOutApp').then((module) => module.SignedOutApp));
const SignedOutApp = signedOutApp.Page;

/**
 * The prerendered landing brought to life (main.tsx), and the same tree prerendered
 * (ssr/prerender.tsx), each inside its router. The server sends it only at `/` and only without a session cookie, so
 * nobody is signed in: it draws the landing without asking, and loads the rest of the app only
 * when the visitor leaves `/` within the page (the privacy link, a back button).
 */
export function LandingApp() {
  const { pathname } = useLocation();
  return <StrictMode>{pathname === '/' ? <LandingPage /> : <SignedOutApp />}</StrictMode>;
}
