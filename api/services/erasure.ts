import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { confirmsErasure, ERASE_CONFIRMATION_MESSAGE, LAST_ADMIN_MESSAGE } from '../../core/erasure';
import type { UserRow } from '../../db/rows';
import { AppError, badRequest, conflict, notFound } from '../errors';
import {
  countOtherAdmins,
  deleteUsers,
  holdErasureLock,
  insertAnonymousUsers,
  listEventParticipants,
  lockUsersForErasure,
  moveCollections,
  moveParticipations,
  moveWrongCodes,
  type Rekeying,
} from '../repos/erasure';
import { findEvent } from '../repos/events';
import type { Deps } from '../deps';

/** Students erased per transaction when a whole event is purged: a few hundred locks at most at a time. */
const PURGE_BATCH = 100;

/** The caller erases their own account, confirming with their e-mail. Already gone (a second tab) is done. */
export async function eraseOwnAccount(deps: Deps, user: UserRow, confirm: string): Promise<void> {
  if (!confirmsErasure(confirm, user.email)) throw badRequest(ERASE_CONFIRMATION_MESSAGE);
  await eraseUsers(deps, [user.id]);
}

/** An organiser erases one account (a student's, or another organiser's while one remains). */
export async function eraseUserAsAdmin(deps: Deps, userId: string): Promise<void> {
  if ((await eraseUsers(deps, [userId])) === 0) throw notFound('User not found');
}

/**
 * After a completed event: erases every participant (repos/erasure.ts listEventParticipants:
 * students who played in it, or tried a code between the start and the completion), a
 * batch per transaction, except those who played on after it (a later event's players keep
 * that play; purging that event takes them). Running it again erases nobody new.
 */
export async function purgeEventParticipants(deps: Deps, eventId: number): Promise<{ erased: number; playedOn: number }> {
  const event = await findEvent(deps.db, eventId);
  if (!event) throw notFound('Event not found');
  if (event.status !== 'completed') throw conflict("Only a completed event's participants can be erased: this one is {status}", { status: event.status });
  const { erasable, playedOn } = await listEventParticipants(deps.db, { id: event.id, from: event.start_date, to: event.completed_at ?? event.end_date });
  let erased = 0;
  for (let start = 0; start < erasable.length; start += PURGE_BATCH) erased += await eraseUsers(deps, erasable.slice(start, start + PURGE_BATCH));
  return { erased, playedOn };
}

/**
 * The erasure (docs/privacy.md, "Erasure"): in one transaction, each student's statistics move
 * to a fresh anonymous row (repos/erasure.ts says what is kept and blurred), then the users are
 * deleted and everything else of theirs goes with them. An administrator leaves nothing behind:
 * their scans were never the students' statistics. The last administrator is never erased.
 * Returns how many of `ids` were erased (those already gone count for nothing).
 */
export async function eraseUsers(deps: Deps, ids: readonly string[]): Promise<number> {
  const erased = await deps.db.transaction(async (trx) => {
    await holdErasureLock(trx);
    const users = await lockUsersForErasure(trx, ids);
    if (users.length === 0) return [];
    const gone = users.map((user) => user.id);
    if (users.some((user) => user.role === 'admin') && (await countOtherAdmins(trx, gone)) === 0) {
      throw new AppError('last_admin', LAST_ADMIN_MESSAGE);
    }
    const moves: Rekeying[] = users.filter((user) => user.role === 'user').map((user) => ({ from: user.id, to: randomUUID() }));
    if (moves.length > 0) await moveStatistics(trx, moves);
    await deleteUsers(trx, gone);
    return gone;
  });
  // Every instance hears of it from the database; this one forgets its copies before answering.
  for (const id of erased) deps.caches.users.forget(id);
  if (erased.length > 0) {
    deps.caches.tokens.forgetAll();
    // The erasure is done whatever this read does: a failed one is retried by the ranking itself.
    await deps.ranking.refreshNow(erased).catch((error: unknown) => deps.logger.warn({ err: error }, 'ranking not refreshed after an erasure'));
  }
  return erased.length;
}

/** What the statistics count moves to the anonymous rows; the answers go with the users (the points stay on the row). */
async function moveStatistics(trx: Knex.Transaction, moves: readonly Rekeying[]): Promise<void> {
  await insertAnonymousUsers(trx, moves);
  await moveParticipations(trx, moves);
  await moveCollections(trx, moves);
  await moveWrongCodes(trx, moves);
}
