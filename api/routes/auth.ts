import Router from '@koa/router';
import { API, DECLARATIONS_TICKED } from '../../core/apiPaths';
import { SERVER_API } from '../../core/serverPaths';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import { devLoginRequestSchema } from '../../core/contracts';
import { safeReturnTo, signInDestination } from '../../core/returnTo';
import { devLoginEnabled } from '../config';
import type { AppContext, AppState, SessionData } from '../context';
import { AppError, forbidden, notFound } from '../errors';
import { isForeignSite } from '../middleware/security';
import { parseRequest } from '../validation';
import { presentUser } from '../presenters/participant';
import { requireUser } from '../policies/roles';
import { IdTokenRefused, verifyIdToken } from '../services/idToken';
import { acceptDeclarations, signIn, type Identity, type SignedIn } from '../services/signIn';
import { confirmLogoutPage, devLoginPage, refusalPage } from '../views/page';
import { BODY_LIMITS, readBody, takeNoBody } from '../requestBody';

/** What Google's userinfo answers (and what a local OpenID provider answers in tests). */
const googleProfileSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal('true')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

/** What grant leaves in the session after its callback: the nonce it sent and the provider's answer. */
const grantSessionSchema = z.object({
  nonce: z.string().min(1),
  response: z.object({
    error: z.unknown().optional(),
    id_token: z.string().optional(),
    profile: z.unknown().optional(),
  }),
});

function session(ctx: AppContext): SessionData {
  if (!ctx.session) throw new Error('session middleware missing');
  return ctx.session as SessionData;
}

/**
 * Starts a signed-in session under a fresh id (no fixation), keeping nothing from before but
 * what it says: whether this sign-in made the account, and the declarations the visitor ticked
 * on the landing before signing in, recorded now. Answers when the user accepted them, if they have.
 */
async function startSession(ctx: AppContext, { user, created }: SignedIn): Promise<Date | null> {
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

function signInFailed(ctx: AppContext): void {
  delete session(ctx).grant;
  ctx.status = 401;
  ctx.type = 'html';
  ctx.body = refusalPage('Sign-in failed', 'Google did not confirm who you are. Please try signing in again.');
}

async function refuseSignIn(ctx: AppContext, error: unknown): Promise<void> {
  if (!(error instanceof AppError) || error.status !== 403) throw error;
  ctx.status = 403;
  ctx.type = 'html';
  ctx.body = refusalPage('Sign-in refused', error.message);
}

export function authRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(API.login, async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    // Kept for the sign-in this starts, whichever way it goes (Google, or the development form).
    if (ctx.querystring.split('&').includes(DECLARATIONS_TICKED)) session(ctx).declarationsAccepted = true;
    else delete session(ctx).declarationsAccepted;
    if (ctx.state.deps.config.google) {
      session(ctx).returnTo = returnTo;
      ctx.redirect(SERVER_API.googleConnect);
      return;
    }
    if (!devLoginEnabled(ctx.state.deps.config)) throw notFound('Not found');
    ctx.type = 'html';
    ctx.body = devLoginPage(returnTo);
  });

  router.get(SERVER_API.googleCallback, async (ctx) => {
    const data = session(ctx);
    const google = ctx.state.deps.config.google;
    const grant = grantSessionSchema.safeParse(data.grant);
    const response = grant.success && !grant.data.response.error ? grant.data.response : undefined;
    const profile = googleProfileSchema.safeParse(response?.profile);
    if (!google || !grant.success || !response?.id_token || !profile.success) return signInFailed(ctx);
    // The userinfo answer names the person; the signed id_token proves Google said so, to us, in this flow.
    let claims: JWTPayload;
    try {
      claims = await verifyIdToken(google, response.id_token, { nonce: grant.data.nonce, subject: profile.data.sub, email: profile.data.email });
    } catch (error) {
      if (!(error instanceof IdTokenRefused)) throw error;
      ctx.state.deps.logger.warn({ reason: error.message }, 'Google sign-in refused');
      return signInFailed(ctx);
    }
    // Whether the address is verified, from the signed token where it says (Google's always does).
    const emailVerified = claims.email_verified ?? profile.data.email_verified;
    if (emailVerified !== true && emailVerified !== 'true') {
      delete data.grant;
      return refuseSignIn(ctx, forbidden('Your Google account e-mail address is not verified.'));
    }
    const returnTo = safeReturnTo(data.returnTo);
    const identity: Identity = {
      email: profile.data.email,
      firstName: profile.data.given_name ?? null,
      lastName: profile.data.family_name ?? null,
      profileImageUrl: profile.data.picture ?? null,
    };
    try {
      const signedIn = await signIn(ctx.state.deps, identity);
      await startSession(ctx, signedIn);
      ctx.redirect(signInDestination(returnTo, signedIn.user.role));
    } catch (error) {
      delete data.grant;
      await refuseSignIn(ctx, error);
    }
  });

  router.post(SERVER_API.devLogin, async (ctx) => {
    if (!devLoginEnabled(ctx.state.deps.config)) throw notFound('Not found');
    const isForm = ctx.request.type === 'application/x-www-form-urlencoded';
    try {
      const body = parseRequest(devLoginRequestSchema, emptyStringsAsAbsent((await readBody(ctx, { limit: BODY_LIMITS.signIn, form: true })) ?? {}));
      const signedIn = await signIn(ctx.state.deps, {
        email: body.email,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        profileImageUrl: null,
      });
      const acceptedAt = await startSession(ctx, signedIn);
      if (isForm) ctx.redirect(signInDestination(safeReturnTo(body.returnTo), signedIn.user.role));
      else ctx.body = presentUser({ ...signedIn.user, declarations_accepted_at: acceptedAt }, signedIn.created);
    } catch (error) {
      if (!isForm || !(error instanceof AppError)) throw error;
      ctx.status = error.status;
      ctx.type = 'html';
      ctx.body = refusalPage('Sign-in refused', error.message);
    }
  });

  // The header's sign-out is a plain link. Followed from another site (which a SameSite=Lax
  // cookie still accompanies), it asks first; the button posts from this origin.
  router.get(API.logout, async (ctx) => {
    if (isForeignSite(ctx)) {
      ctx.type = 'html';
      ctx.body = confirmLogoutPage();
      return;
    }
    ctx.session = null;
    ctx.redirect('/');
  });

  router.post(API.logout, async (ctx) => {
    await takeNoBody(ctx, { form: true });
    ctx.session = null;
    ctx.status = 303;
    ctx.redirect('/');
  });

  router.get(API.user, async (ctx) => {
    ctx.body = presentUser(requireUser(ctx), isFirstSignIn(ctx));
  });

  return router;
}

/** Whether the caller's session began with the sign-in that made their account (never for a token). */
export function isFirstSignIn(ctx: AppContext): boolean {
  return ctx.state.authVia === 'session' && session(ctx).firstSignIn === true;
}

/** HTML forms send '' for an empty field; treat it as not given. */
function emptyStringsAsAbsent(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
}
