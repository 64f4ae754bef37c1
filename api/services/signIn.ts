import { cleanSingleLine } from '../../core/text';
import type { UserRow } from '../../db/rows';
import type { AppConfig } from '../config';
import { forbidden } from '../errors';
import { findUserByEmail, recordDeclarationsAccepted, upsertSignedInUser } from '../repos/users';
import type { Deps } from '../deps';

export interface Identity {
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

/** Creates or refreshes the user behind a verified identity; ADMIN_EMAILS become admins. */
export async function signIn(deps: Deps, identity: Identity): Promise<SignedIn> {
  const email = identity.email.trim().toLowerCase();
  if (!isEmailDomainAllowed(deps.config, email)) {
    throw forbidden(`Sign-in is limited to ${deps.config.allowedEmailDomains.join(', ')} accounts.`);
  }
  // Two first sign-ins of one person at the same moment would both count as the first: both
  // would be greeted 'Welcome', which is all this decides.
  const created = !(await findUserByEmail(deps.db, email));
  // A Google profile is someone else's text: whatever it holds, it must not fail the sign-in.
  const user = await upsertSignedInUser(deps.db, {
    firstName: cleanOrNull(identity.firstName),
    lastName: cleanOrNull(identity.lastName),
    profileImageUrl: cleanOrNull(identity.profileImageUrl),
    email,
    makeAdmin: deps.config.adminEmails.includes(email),
  });
  // A name, picture or role may have changed: the database tells the other instances; this
  // one forgets its copy now, and shows a ranked user's new name on the board at once.
  deps.caches.users.forget(user.id);
  await deps.ranking.refreshNow([user.id]);
  return { user, created };
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
