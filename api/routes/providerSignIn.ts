import type Router from '@koa/router';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import { SERVER_API } from '../../core/serverPaths';
import { SIGN_IN_PROVIDERS } from '../../core/signInProviders';
import { safeReturnTo, signInDestination } from '../../core/returnTo';
import type { AppContext, AppState } from '../context';
import { forbidden, notFound } from '../errors';
import { IdTokenRefused, verifyIdToken } from '../services/idToken';
import { signIn, type Identity } from '../services/signIn';
import type { SignInProvider } from '../services/signInProviders';
import { requestLanguage } from '../language';
import { wordIn } from '../messages';
import { refusalPage } from '../views/page';
import { refuseSignIn, session, startSession } from './signInSession';

/** What a provider's userinfo answers (Google's, another OpenID provider's, a local one in tests). */
const profileSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
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

function signInFailed(ctx: AppContext, provider: SignInProvider): void {
  delete session(ctx).grant;
  ctx.status = 401;
  ctx.type = 'html';
  const language = requestLanguage(ctx);
  ctx.body = refusalPage(language, 'Sign-in failed', wordIn(language, '{provider} did not confirm who you are. Please try signing in again.', { provider: provider.label }));
}

/**
 * Whether the provider vouches for the address: the signed token's word over userinfo's. Google
 * always says, so its silence refuses; another provider may not say (Entra ID does not), and
 * only its `false` refuses.
 */
function emailVerified(provider: SignInProvider, claims: JWTPayload, profile: z.infer<typeof profileSchema>): boolean {
  const said = claims.email_verified ?? profile.email_verified;
  if (said === undefined) return provider.id !== 'google';
  return said === true || said === 'true';
}

/** Where grant hands each provider's answer: one flow, the provider its parameter. */
export function providerSignInRoutes(router: Router<AppState>): void {
  for (const id of SIGN_IN_PROVIDERS) {
    router.get(SERVER_API.signedIn(id), async (ctx) => {
      const provider = ctx.state.deps.signInProviders.find((configured) => configured.id === id);
      if (!provider) throw notFound('Not found');
      await finishSignIn(ctx, provider);
    });
  }
}

async function finishSignIn(ctx: AppContext, provider: SignInProvider): Promise<void> {
  const data = session(ctx);
  const grant = grantSessionSchema.safeParse(data.grant);
  const response = grant.success && !grant.data.response.error ? grant.data.response : undefined;
  const profile = profileSchema.safeParse(response?.profile);
  if (!grant.success || !response?.id_token || !profile.success) return signInFailed(ctx, provider);
  // The userinfo answer names the person; the signed id_token proves the provider said so, to us, in this flow.
  let claims: JWTPayload;
  try {
    claims = await verifyIdToken(provider, response.id_token, { nonce: grant.data.nonce, subject: profile.data.sub, email: profile.data.email });
  } catch (error) {
    if (!(error instanceof IdTokenRefused)) throw error;
    ctx.state.deps.logger.warn({ reason: error.message, provider: provider.id }, 'sign-in refused');
    return signInFailed(ctx, provider);
  }
  if (!emailVerified(provider, claims, profile.data)) {
    delete data.grant;
    return refuseSignIn(ctx, forbidden("Your {provider} account's e-mail address is not verified.", { provider: provider.label }));
  }
  const returnTo = safeReturnTo(data.returnTo);
  const identity: Identity = {
    account: { provider: provider.id, subject: profile.data.sub },
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
}
