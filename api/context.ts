import type { ParameterizedContext } from 'koa';
import type { Language } from '../core/language';
import type { CurrentUser } from '../db/rows';
import type { Deps } from './deps';

export interface AppState {
  deps: Deps;
  /** The signed-in user, set by the loadUser middleware. */
  user?: CurrentUser;
  /** How the user proved who they are: a browser session cookie or an API token. */
  authVia?: 'session' | 'token';
  /** The reader's language, once api/language.ts has worked it out. */
  language?: Language;
  /** The answer is a JSON read's (routes/respond.ts), its 304 included: middleware/security.ts sends it a JSON answer's headers. */
  jsonRead?: true;
}

export type AppContext = ParameterizedContext<AppState>;

export interface SessionData {
  userId?: string;
  returnTo?: string;
  grant?: unknown;
  /** The visitor came to sign in from the landing with the three declarations ticked. */
  declarationsAccepted?: boolean;
  /** This session began with the sign-in that made the account. */
  firstSignIn?: boolean;
}
