import type { Knex } from 'knex';
import { ERASURE_LOCK_CLASS } from '../../db/locks';
import type { UserRow } from '../../db/rows';

/**
 * The SQL of an erasure (services/erasure.ts runs it in one transaction; docs/decisions.md,
 * "Erasure", says why it is shaped so). Ids travel as arrays: a whole event's participants are
 * one statement per step, not one per student.
 */

/** A moved row's time, rounded down to its minute (the charts' own step) but never before the start of the event it fell in. */
const blurred = (column: string) =>
  `greatest(date_trunc('minute', ${column}), (select max(e.start_date) from events e where e.start_date <= ${column}))`;

/**
 * One erasure or role change at a time (they are rare), so no two can both count the same
 * administrator as "another one", and no demotion slips past an erasure's count.
 */
export async function holdErasureLock(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?, hunt_event_gate_key())', [ERASURE_LOCK_CLASS]);
}

/**
 * Waits for each user's scan in flight (hunt_record_scan holds this lock for the user) and locks
 * their rows; a scan after it finds no user. The users still there and not erased, by id. The
 * locks are taken in the order of their keys, as a batch of scans takes them
 * (hunt_record_scans), so the two never wait on each other in a circle.
 */
export async function lockUsersForErasure(trx: Knex.Transaction, ids: readonly string[]): Promise<UserRow[]> {
  await trx.raw('select pg_advisory_xact_lock(key) from (select hashtextextended(id::text, 0) as key from unnest(?::uuid[]) as id order by 1) keys', [[...ids]]);
  return trx<UserRow>('users').whereIn('id', ids).whereNull('erased_at').orderBy('id').forUpdate();
}

/** How many administrators remain besides these users; their rows stay locked, so a demotion waits for the erasure. */
export async function countOtherAdmins(trx: Knex.Transaction, ids: readonly string[]): Promise<number> {
  const rows = await trx('users').where({ role: 'admin' }).whereNull('erased_at').whereNotIn('id', ids).orderBy('id').forUpdate().select('id');
  return rows.length;
}

/** An erased student's row and its anonymous successor. */
export interface Rekeying {
  from: string;
  to: string;
}

const pairs = (moves: readonly Rekeying[]) => [moves.map((move) => move.from), moves.map((move) => move.to)];
const MOVES = 'unnest(?::uuid[], ?::uuid[]) as m(from_id, to_id)';

/** The anonymous rows: a new id, nothing that names anyone, and the day of the erasure as every date of the row. */
export async function insertAnonymousUsers(trx: Knex.Transaction, moves: readonly Rekeying[]): Promise<void> {
  await trx.raw(
    `insert into users (id, email, role, created_at, last_seen_at, erased_at)
     select m.to_id, null, 'user', date_trunc('day', now()), date_trunc('day', now()), date_trunc('day', now())
     from users u join ${MOVES} on m.from_id = u.id`,
    pairs(moves),
  );
}

/**
 * Each event's points and (blurred) completion go to the anonymous rows, as the statistics count
 * them; a disqualification, a judgement about a person, does not, nor the team and division (a
 * small team or division would name the person).
 */
export async function moveParticipations(trx: Knex.Transaction, moves: readonly Rekeying[]): Promise<void> {
  await trx.raw(
    `update participants p
     set user_id = m.to_id, completed_at = ${blurred('p.completed_at')}, joined_at = ${blurred('p.joined_at')}, disqualified_at = null,
         team_id = null, division_id = null
     from ${MOVES} where p.user_id = m.from_id`,
    pairs(moves),
  );
}

/** Collections go to the anonymous rows without the device's time, the position or how the code arrived. */
export async function moveCollections(trx: Knex.Transaction, moves: readonly Rekeying[]): Promise<void> {
  await trx.raw(
    `update collection_entries c
     set user_id = m.to_id, collected_at = ${blurred('c.collected_at')}, claimed_at = null, source = null,
         position_latitude = null, position_longitude = null, position_accuracy_m = null
     from ${MOVES} where c.user_id = m.from_id`,
    pairs(moves),
  );
}

/** Wrong codes still count as scans in the per-minute chart; what was typed goes. */
export async function moveWrongCodes(trx: Knex.Transaction, moves: readonly Rekeying[]): Promise<void> {
  await trx.raw(
    `update scan_attempts a set user_id = m.to_id, code = '', attempted_at = ${blurred('a.attempted_at')}
     from ${MOVES} where a.user_id = m.from_id`,
    pairs(moves),
  );
}

/**
 * Deletes the users. Whatever still points at them goes with them: sessions, sign-in
 * identities, API tokens, Fair Play marks, approved CLI logins, survey answers (any answer
 * could name its author; the points stay on the anonymous row), and anything not moved. The
 * database's triggers announce each ended session, the tokens and the user to every instance.
 */
export async function deleteUsers(trx: Knex.Transaction, ids: readonly string[]): Promise<void> {
  // An address the organisers listed under a division is the person's too (it refers to no row).
  await trx('division_emails').whereIn('email', trx('users').whereIn('id', ids).select(trx.raw('lower(email)'))).delete();
  await trx('users').whereIn('id', ids).delete();
}

/** An event's participants: those whose data may go, and those who played on after it. */
export interface EventParticipants {
  erasable: string[];
  /** Active after the event too (a later event's player): erasing them would take that play away. */
  playedOn: number;
}

/**
 * The participants of an event: students (never an administrator, never an erased row) who
 * played in it, or tried a code between its start and its end. One who played in a later event,
 * or tried a code after the end, played on.
 */
export async function listEventParticipants(db: Knex, event: { id: number; from: Date; to: Date }): Promise<EventParticipants> {
  const { rows } = await db.raw<{ rows: { id: string; played_on: boolean }[] }>(
    `with activity as (
       select p.user_id, p.event_id = ? as here, p.event_id <> ? and e.start_date > ? as later
         from participants p join events e on e.id = p.event_id
       union all select user_id, attempted_at between ? and ?, attempted_at > ? from scan_attempts)
     select u.id, bool_or(a.later) as played_on
     from users u join activity a on a.user_id = u.id
     where u.role = 'user' and u.erased_at is null
     group by u.id
     having bool_or(a.here)
     order by u.id`,
    [event.id, event.id, event.from, event.from, event.to, event.to],
  );
  return { erasable: rows.filter((row) => !row.played_on).map((row) => row.id), playedOn: rows.filter((row) => row.played_on).length };
}
