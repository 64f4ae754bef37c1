import type { SignInChoice, SignInProviderId } from '../../core/signInProviders';
import type { AppConfig } from '../config';
import { discoverOpenIdProvider } from './openIdDiscovery';
import type { IdTokenSettings } from './idToken';

/**
 * A provider the server signs in with, as grant (middleware/grant.ts) and the callback
 * (routes/auth.ts) use it: the same flow and checks for each, only these differ.
 * Google's endpoints left undefined are grant's built-in ones.
 */
export interface SignInProvider extends IdTokenSettings {
  id: SignInProviderId;
  /** The landing button's text, and the provider's name in a refusal. */
  label: string;
  clientSecret: string;
  authorizeUrl: string | undefined;
  tokenUrl: string | undefined;
  userinfoUrl: string | undefined;
}

/** Where Google's sign-in page is, when GOOGLE_AUTHORIZE_URL does not move it (a test's provider). */
const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

/** The configured providers, Google first; the OpenID Connect one's endpoints are discovered now. */
export async function loadSignInProviders(config: AppConfig): Promise<SignInProvider[]> {
  const providers: SignInProvider[] = [];
  if (config.google) providers.push({ id: 'google', label: 'Google', emailInToken: 'required', ...config.google });
  if (config.oidc) {
    const { issuer, clientId, clientSecret, label } = config.oidc;
    const endpoints = await discoverOpenIdProvider(issuer);
    providers.push({
      id: 'oidc',
      label,
      clientId,
      clientSecret,
      authorizeUrl: endpoints.authorizeUrl,
      tokenUrl: endpoints.tokenUrl,
      userinfoUrl: endpoints.userinfoUrl,
      jwksUrl: endpoints.jwksUrl,
      issuers: [endpoints.issuer],
      emailInToken: 'when-present',
    });
  }
  return providers;
}

/** The origins a sign-in form's redirect may lead to (the CSP's form-action). */
export function signInOrigins(providers: readonly SignInProvider[]): string[] {
  return providers.map((provider) => new URL(provider.authorizeUrl ?? GOOGLE_AUTHORIZE_URL).origin);
}

/** The landing's buttons: one per provider. */
export function signInChoices(providers: readonly SignInProvider[]): SignInChoice[] {
  return providers.map(({ id, label }) => ({ provider: id, label }));
}
