import type { AppContext, SessionData } from '../context';
import { AppError } from '../errors';
import { acceptDeclarations, type SignedIn } from '../services/signIn';
import { requestLanguage } from '../language';
import { refusalPage } from '../views/page';

export function session(ctx: AppContext): SessionData {
  if (!ctx.session) throw new Error('session middleware missing');
  return ctx.session as SessionData;
}

/**
 * Starts a signed-in session under a fresh id (no fixation), keeping nothing from before but
 * what it says: whether this sign-in made the account, and the declarations the visitor ticked
 * on the landing before signing in, recorded now. Answers when the user accepted them, if they have.
 */
export async function startSession(ctx: AppContext, { user, created }: SignedIn): Promise<Date | null> {
  const data = session(ctx);
  const ticked = data.declarationsAccepted === true;
  delete data.grant;
  delete data.returnTo;
  delete data.declarationsAccepted;
  data.userId = user.id;
  if (created) data.firstSignIn = true;
  else delete data.firstSignIn;
  await ctx.session?.regenerate();
  if (ticked && !user.declarations_accepted_at) return acceptDeclarations(ctx.state.deps, user.id);
  return user.declarations_accepted_at;
}

/** A sign-in the rules refuse (403: the domain, an unverified or already linked address) is a page that says why. */
export async function refuseSignIn(ctx: AppContext, error: unknown): Promise<void> {
  if (!(error instanceof AppError) || error.status !== 403) throw error;
  ctx.status = 403;
  ctx.type = 'html';
  ctx.body = refusalPage(requestLanguage(ctx), 'Sign-in refused', error.messageIn(requestLanguage(ctx)));
}
