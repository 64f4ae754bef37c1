import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { normaliseCliCode } from '../../core/cliCode';
import type { CliLoginDecision, CliLoginDetails, CliLoginPoll, CliLoginStart } from '../../core/cliLogin';
import type { UserRow } from '../../db/rows';
import { AppError, forbidden, notFound } from '../errors';
import { decidePending, findCliLoginForUpdate, findPendingByCode, insertCliLogin, markRedeemed, type CliLoginRow } from '../repos/cliLogins';
import { isUniqueViolation } from '../repos/pgErrors';
import { findUserById } from '../repos/users';
import { hashSecret, issueApiToken } from './apiTokens';

const REQUEST_LIFETIME_MS = 10 * 60 * 1000;
// No 0/O or 1/I: the code is read off one screen and typed on another.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function userCode(): string {
  const pick = () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
}

export interface CliLoginRequester {
  clientName: string;
  requestedFrom: string | null;
  userAgent: string | null;
}

/**
 * Step 1 (the CLI, signed out): a request an admin can approve by typing its code. The page
 * link carries no code on purpose: a link that arrives by e-mail must not approve anything.
 */
export async function startCliLogin(db: Knex, publicUrl: string, requester: CliLoginRequester): Promise<CliLoginStart> {
  const pollSecret = randomBytes(32).toString('base64url');
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await insertCliLogin(db, {
        user_code: userCode(),
        poll_secret_hash: hashSecret(pollSecret),
        client_name: requester.clientName,
        requested_from: requester.requestedFrom,
        user_agent: requester.userAgent?.slice(0, 300) ?? null,
        expires_at: new Date(Date.now() + REQUEST_LIFETIME_MS),
      });
      return {
        id: row.id,
        userCode: row.user_code,
        pollSecret,
        verificationUrl: `${publicUrl}/cli/approve`,
        expiresAt: row.expires_at.toISOString(),
        intervalSeconds: 2,
      };
    } catch (error) {
      // Another pending request drew the same code: draw again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

async function pendingByCode(db: Knex, code: string): Promise<CliLoginRow> {
  const request = await findPendingByCode(db, normaliseCliCode(code));
  if (!request) throw notFound('No pending CLI login with that code: it may have expired. Run `hunt login` again.');
  return request;
}

/** Step 2a (a signed-in admin): who is asking, so a request they did not start stands out. */
export async function describeCliLogin(db: Knex, code: string): Promise<CliLoginDetails> {
  const request = await pendingByCode(db, code);
  return {
    userCode: request.user_code,
    clientName: request.client_name,
    requestedFrom: request.requested_from,
    userAgent: request.user_agent,
    createdAt: request.created_at.toISOString(),
    expiresAt: request.expires_at.toISOString(),
  };
}

/** Step 2b (a signed-in admin): approve or deny; only a still-pending request changes. */
export async function decideCliLogin(db: Knex, admin: UserRow, code: string, approve: boolean): Promise<CliLoginDecision> {
  const request = await pendingByCode(db, code);
  if (!(await decidePending(db, request.id, approve ? 'approved' : 'denied', admin.id))) {
    throw notFound('No pending CLI login with that code: it may have expired. Run `hunt login` again.');
  }
  return { clientName: request.client_name, approved: approve };
}

/** Step 3 (the CLI, polling with its secret): once approved, the token, exactly once. */
export async function redeemCliLogin(db: Knex, id: string, pollSecret: string): Promise<CliLoginPoll> {
  return db.transaction(async (trx) => {
    const request = await findCliLoginForUpdate(trx, id);
    const expected = request ? Buffer.from(request.poll_secret_hash, 'hex') : Buffer.alloc(32);
    const given = Buffer.from(hashSecret(pollSecret), 'hex');
    if (!request || !timingSafeEqual(expected, given)) throw notFound('Unknown CLI login request');
    if (request.status === 'denied') throw forbidden('The CLI login was denied in the browser');
    if (request.status === 'redeemed') throw new AppError('gone', 'This CLI login was already used. Run `hunt login` again.');
    if (request.expires_at.getTime() <= Date.now()) throw new AppError('gone', 'This CLI login expired. Run `hunt login` again.');
    if (request.status === 'pending' || !request.approved_by) return { status: 'pending' };

    const admin = await findUserById(trx, request.approved_by, null);
    if (!admin || admin.role !== 'admin') throw forbidden('The approving administrator no longer has access');
    const { secret } = await issueApiToken(trx, admin, request.client_name);
    await markRedeemed(trx, request.id);
    return { status: 'approved', token: secret, email: admin.email };
  });
}
