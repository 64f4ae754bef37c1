import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { ApiTokenRow, CurrentUser, UserRow } from '../../db/rows';
import { forbidden, notFound, unauthorized } from '../errors';
import { insertApiToken, listTokensOfUser, revokeTokenOfUser } from '../repos/apiTokens';
import type { Deps } from '../deps';

const TOKEN_PREFIX = 'hunt_';
export const DEFAULT_TOKEN_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new personal token for an admin; the secret is returned once and only its hash is kept. */
export async function issueApiToken(
  db: Knex,
  user: Pick<UserRow, 'id' | 'role'>,
  name: string,
  days = DEFAULT_TOKEN_DAYS,
): Promise<{ secret: string; token: ApiTokenRow }> {
  if (user.role !== 'admin') throw forbidden('API tokens are for administrators');
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const token = await insertApiToken(db, {
    user_id: user.id,
    name: name.slice(0, 100),
    token_hash: hashSecret(secret),
    expires_at: new Date(Date.now() + days * DAY_MS),
  });
  return { secret, token };
}

/** The user behind a Bearer secret, or 401 that says how to get a new one. */
export async function authenticateToken(deps: Deps, secret: string): Promise<CurrentUser> {
  const token = secret.startsWith(TOKEN_PREFIX) ? await deps.caches.tokens.findUsable(hashSecret(secret)) : undefined;
  const user = token && (await deps.caches.users.find(token.user_id));
  if (!token || !user) {
    throw unauthorized('Unauthorized: this API token is invalid, revoked or expired. Run `hunt login` to get a new one.');
  }
  deps.activity.tokenUsed(token);
  return user;
}

/** The signed-in user's own tokens (the CLI's), as the Overview lists them. */
export function listOwnTokens(deps: Deps, owner: Pick<UserRow, 'id'>): Promise<ApiTokenRow[]> {
  return listTokensOfUser(deps.db, owner.id);
}

/** Revokes one of the user's own tokens; 404 when it is not theirs or does not exist. */
export async function revokeOwnToken(deps: Deps, owner: Pick<UserRow, 'id'>, id: number): Promise<void> {
  if (!(await revokeTokenOfUser(deps.db, owner.id, id))) throw notFound('API token not found');
  // Other instances hear of it from the database; this one stops accepting it before answering.
  deps.caches.tokens.forgetAll();
}
