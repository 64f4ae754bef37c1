import { StrictMode, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ToastHost } from './components/ToastHost';
import { API } from '../core/apiPaths';
import { swrConfig } from './lib/swrConfig';

/**
 * Known signed out: the server sends the prerendered landing only to visitors without a session
 * cookie, so when such a visitor leaves it within the page (SignedOutApp.tsx) the user is null
 * from the first render (no loading state, no /api/auth/user request).
 */
const signedOutConfig: SWRConfiguration = { ...swrConfig, fallback: { [API.user]: null } };

/** Everything around the app's routes: the app shell's (appShell.tsx) and the signed-out app's. */
export function ClientRoot({ signedOut, children }: { signedOut: boolean; children: ReactNode }) {
  return (
    <StrictMode>
      <SWRConfig value={signedOut ? signedOutConfig : swrConfig}>
        {children}
        <ToastHost />
      </SWRConfig>
    </StrictMode>
  );
}
