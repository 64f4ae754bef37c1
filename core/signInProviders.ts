/**
 * The ways a server may offer to sign in, each by the key grant serves it under
 * (core/serverPaths.ts): Google, and any one OpenID Connect provider (Entra ID, Okta, Keycloak, …).
 * The landing shows a button for each the server has (GET API.signInProviders).
 */
export const SIGN_IN_PROVIDERS = ['google', 'oidc'] as const;
export type SignInProviderId = (typeof SIGN_IN_PROVIDERS)[number];

/** One button on the landing: which provider, and its text. */
export interface SignInChoice {
  provider: SignInProviderId;
  label: string;
}

export function isSignInProviderId(value: unknown): value is SignInProviderId {
  return (SIGN_IN_PROVIDERS as readonly unknown[]).includes(value);
}
