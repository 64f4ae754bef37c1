import type { SignInProviderId } from '../../core/signInProviders';
import { cleanSingleLine } from '../../core/text';
import type { UserRow } from '../../db/rows';
import type { AppConfig } from '../config';
import { forbidden } from '../errors';
import { findUserByIdentity, hasIdentities, linkIdentity, refreshUserById } from '../repos/signInIdentities';
import { findUserByEmail, recordDeclarationsAccepted, upsertSignedInUser, type SignInIdentity } from '../repos/users';
import type { Deps } from '../deps';

export interface Identity {
  /**
   * Who vouches for the person: the provider's key (`google`, `oidc`) and its subject for them.
   * The development sign-in has none and finds its account by e-mail alone.
   */
  account?: { provider: SignInProviderId; subject: string };
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export function isEmailDomainAllowed(config: AppConfig, email: string): boolean {
  if (config.allowedEmailDomains.length === 0) return true;
  const domain = email.toLowerCase().split('@').pop() ?? '';
  return config.allowedEmailDomains.includes(domain);
}

export interface SignedIn {
  user: UserRow;
  /** This sign-in made the account: the student's first visit (docs/decisions.md, First visit and the declarations). */
  created: boolean;
}

/** The refusal of a new provider's sign-in into an account another one already signs in to. */
export const LINK_REFUSED_MESSAGE =
  'An account with this e-mail address already signs in another way. Sign in the way you did before, or ask the organisers to link accounts by e-mail.';

/**
 * Creates or refreshes the user behind a verified identity; ADMIN_EMAILS become admins.
 * A provider's subject seen before is its account, whatever e-mail it now sends. A new subject
 * whose e-mail an account already has joins that account only when LINK_ACCOUNTS_BY_EMAIL says
 * so, or when it is Google's and the account has no identity yet: every account older than the
 * identities came from Google and was found by e-mail (docs/decisions.md, Sign-in identities).
 */
export async function signIn(deps: Deps, identity: Identity): Promise<SignedIn> {
  const email = identity.email.trim().toLowerCase();
  if (!isEmailDomainAllowed(deps.config, email)) {
    throw forbidden('Sign-in is limited to {domains} accounts.', { domains: deps.config.allowedEmailDomains.join(', ') });
  }
  // A provider's profile is someone else's text: whatever it holds, it must not fail the sign-in.
  const details = {
    firstName: cleanOrNull(identity.firstName),
    lastName: cleanOrNull(identity.lastName),
    profileImageUrl: cleanOrNull(identity.profileImageUrl),
    email,
    makeAdmin: deps.config.adminEmails.includes(email),
  };
  const signedIn = identity.account ? await signInWithAccount(deps, identity.account, details) : await signInByEmail(deps, details);
  // A name, picture or role may have changed: the database tells the other instances; this
  // one forgets its copy now, and shows a ranked user's new name on the board at once.
  deps.caches.users.forget(signedIn.user.id);
  await deps.ranking.refreshNow([signedIn.user.id]);
  return signedIn;
}

async function signInByEmail(deps: Deps, details: SignInIdentity): Promise<SignedIn> {
  // Two first sign-ins of one person at the same moment would both count as the first: both
  // would be greeted 'Welcome', which is all this decides.
  const created = !(await findUserByEmail(deps.db, details.email));
  return { user: await upsertSignedInUser(deps.db, details), created };
}

async function signInWithAccount(deps: Deps, account: NonNullable<Identity['account']>, details: SignInIdentity): Promise<SignedIn> {
  const known = await findUserByIdentity(deps.db, account.provider, account.subject);
  if (known) return { user: await refreshUserById(deps.db, known.id, details), created: false };
  const existing = await findUserByEmail(deps.db, details.email);
  if (existing && !(await mayLinkByEmail(deps, account.provider, existing.id))) throw forbidden(LINK_REFUSED_MESSAGE);
  const user = await upsertSignedInUser(deps.db, details);
  const linkedTo = await linkIdentity(deps.db, account.provider, account.subject, user.id);
  // The same subject linked at the same moment by a sign-in with another e-mail: that account it is.
  if (linkedTo !== user.id) {
    const other = await findUserByIdentity(deps.db, account.provider, account.subject);
    if (!other) throw forbidden(LINK_REFUSED_MESSAGE);
    return { user: other, created: false };
  }
  return { user, created: !existing };
}

async function mayLinkByEmail(deps: Deps, provider: SignInProviderId, userId: string): Promise<boolean> {
  if (deps.config.linkAccountsByEmail) return true;
  return provider === 'google' && !(await hasIdentities(deps.db, userId));
}

/**
 * Records that the signed-in person accepted the three declarations (the landing's, or the
 * scanner's dialog) and answers when they first did; null when the account is gone. This
 * instance forgets its copy of the user at once; the others hear of it from the database.
 */
export async function acceptDeclarations(deps: Deps, userId: string): Promise<Date | null> {
  const acceptedAt = await recordDeclarationsAccepted(deps.db, userId);
  if (acceptedAt) deps.caches.users.forget(userId);
  return acceptedAt;
}

function cleanOrNull(value: string | null): string | null {
  return value === null ? null : cleanSingleLine(value) || null;
}
