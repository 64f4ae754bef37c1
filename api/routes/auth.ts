import Router from '@koa/router';
import { z } from 'zod';
import { devLoginRequestSchema } from '../../core/contracts';
import { safeReturnTo } from '../../core/returnTo';
import { devLoginEnabled } from '../config';
import type { AppContext, AppState, SessionData } from '../context';
import { AppError } from '../errors';
import { parseRequest } from '../validation';
import { presentUser } from '../presenters/participant';
import { requireUser } from '../policies/roles';
import { signIn, type Identity } from '../services/signIn';
import { devLoginPage, refusalPage } from '../views/page';

/** What Google's userinfo answers (and what a local OpenID provider answers in tests). */
const googleProfileSchema = z.object({
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal('true')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

const grantResponseSchema = z.object({
  error: z.unknown().optional(),
  profile: z.unknown().optional(),
});

function session(ctx: AppContext): SessionData {
  if (!ctx.session) throw new Error('session middleware missing');
  return ctx.session as SessionData;
}

/** Starts a signed-in session under a fresh id (no fixation), keeping nothing from before. */
async function startSession(ctx: AppContext, userId: string): Promise<void> {
  const data = session(ctx);
  delete data.grant;
  delete data.returnTo;
  data.userId = userId;
  await ctx.session?.regenerate();
}

async function refuseSignIn(ctx: AppContext, error: unknown): Promise<void> {
  if (!(error instanceof AppError) || error.status !== 403) throw error;
  ctx.status = 403;
  ctx.type = 'html';
  ctx.body = refusalPage('Sign-in refused', error.message);
}

export function authRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/login', async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (ctx.state.deps.config.google) {
      session(ctx).returnTo = returnTo;
      ctx.redirect('/api/connect/google');
      return;
    }
    if (!devLoginEnabled(ctx.state.deps.config)) throw new AppError(404, 'not_found', 'Not found');
    ctx.type = 'html';
    ctx.body = devLoginPage(returnTo);
  });

  router.get('/api/auth/google/callback', async (ctx) => {
    const data = session(ctx);
    const grant = grantResponseSchema.safeParse((data.grant as { response?: unknown } | undefined)?.response);
    const profile = googleProfileSchema.safeParse(grant.success ? grant.data.profile : undefined);
    if (!grant.success || grant.data.error || !profile.success) {
      delete data.grant;
      ctx.status = 401;
      ctx.type = 'html';
      ctx.body = refusalPage('Sign-in failed', 'Google did not confirm who you are. Please try signing in again.');
      return;
    }
    if (profile.data.email_verified !== true && profile.data.email_verified !== 'true') {
      delete data.grant;
      return refuseSignIn(ctx, new AppError(403, 'forbidden', 'Your Google account e-mail address is not verified.'));
    }
    const returnTo = safeReturnTo(data.returnTo);
    const identity: Identity = {
      email: profile.data.email,
      firstName: profile.data.given_name ?? null,
      lastName: profile.data.family_name ?? null,
      profileImageUrl: profile.data.picture ?? null,
    };
    try {
      const user = await signIn(ctx.state.deps, identity);
      await startSession(ctx, user.id);
      ctx.redirect(returnTo);
    } catch (error) {
      delete data.grant;
      await refuseSignIn(ctx, error);
    }
  });

  router.post('/api/auth/dev-login', async (ctx) => {
    if (!devLoginEnabled(ctx.state.deps.config)) throw new AppError(404, 'not_found', 'Not found');
    const isForm = ctx.request.type === 'application/x-www-form-urlencoded';
    try {
      const body = parseRequest(devLoginRequestSchema, emptyStringsAsAbsent(ctx.request.body));
      const user = await signIn(ctx.state.deps, {
        email: body.email,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        profileImageUrl: null,
      });
      await startSession(ctx, user.id);
      if (isForm) ctx.redirect(safeReturnTo(body.returnTo));
      else ctx.body = presentUser(user);
    } catch (error) {
      if (!isForm || !(error instanceof AppError)) throw error;
      ctx.status = error.status;
      ctx.type = 'html';
      ctx.body = refusalPage('Sign-in refused', error.message);
    }
  });

  router.get('/api/logout', async (ctx) => {
    ctx.session = null;
    ctx.redirect('/');
  });

  router.get('/api/auth/user', async (ctx) => {
    ctx.body = presentUser(requireUser(ctx));
  });

  return router;
}

/** HTML forms send '' for an empty field; treat it as not given. */
function emptyStringsAsAbsent(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
}
