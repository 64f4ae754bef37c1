import { App } from './App';
import { ClientRoot } from './ClientRoot';

/** The app as a visitor the server knows is signed out gets it: no request asks who they are. */
export function SignedOutApp() {
  return (
    <ClientRoot signedOut>
      <App />
    </ClientRoot>
  );
}
