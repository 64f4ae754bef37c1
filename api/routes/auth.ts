import Router from '@koa/router';
import { API, DECLARATIONS_TICKED } from '../../core/apiPaths';
import { SERVER_API } from '../../core/serverPaths';
import { devLoginRequestSchema } from '../../core/contracts';
import { safeReturnTo, signInDestination } from '../../core/returnTo';
import { devLoginEnabled } from '../config';
import type { AppContext, AppState } from '../context';
import { AppError, notFound } from '../errors';
import { isForeignSite } from '../middleware/security';
import { parseRequest } from '../validation';
import { presentUser } from '../presenters/participant';
import { requireUser } from '../policies/roles';
import { signIn } from '../services/signIn';
import { signInChoices } from '../services/signInProviders';
import { requestLanguage } from '../language';
import { confirmLogoutPage, devLoginPage, refusalPage } from '../views/page';
import { providerSignInRoutes } from './providerSignIn';
import { session, startSession } from './signInSession';
import { BODY_LIMITS, readBody, takeNoBody } from '../requestBody';

export function authRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(API.login, async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    // Kept for the sign-in this starts, whichever way it goes (a provider, or the development form).
    if (ctx.querystring.split('&').includes(DECLARATIONS_TICKED)) session(ctx).declarationsAccepted = true;
    else delete session(ctx).declarationsAccepted;
    const providers = ctx.state.deps.signInProviders;
    if (providers.length > 0) {
      // Without `provider`, the first configured (Google's, as before there was a choice).
      const asked = ctx.query.provider;
      const provider = asked === undefined ? providers[0] : providers.find((configured) => configured.id === asked);
      if (!provider) throw notFound('No such sign-in provider');
      session(ctx).returnTo = returnTo;
      ctx.redirect(SERVER_API.connect(provider.id));
      return;
    }
    if (!devLoginEnabled(ctx.state.deps.config)) throw notFound('Not found');
    ctx.type = 'html';
    ctx.body = devLoginPage(returnTo);
  });

  providerSignInRoutes(router);

  // The landing's buttons, one per provider; public. Not cached: a restart may change them.
  router.get(API.signInProviders, async (ctx) => {
    ctx.body = signInChoices(ctx.state.deps.signInProviders);
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
      ctx.body = refusalPage(requestLanguage(ctx), 'Sign-in refused', error.messageIn(requestLanguage(ctx)));
    }
  });

  // The header's sign-out is a plain link. Followed from another site (which a SameSite=Lax
  // cookie still accompanies), it asks first; the button posts from this origin.
  router.get(API.logout, async (ctx) => {
    if (isForeignSite(ctx)) {
      ctx.type = 'html';
      ctx.body = confirmLogoutPage(requestLanguage(ctx));
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
