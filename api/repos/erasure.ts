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

/** One erasure at a time (they are rare), so no two can both count the same administrator as "another one". */
export async function holdErasureLock(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?, hunt_event_gate_key())', [ERASURE_LOCK_CLASS]);
}

/**
 * Waits for each user's scan in flight (hunt_record_scan holds this lock for the user) and locks
 * their rows; a scan after it finds no user. The users still there and not erased, by id.
 */
export async function lockUsersForErasure(trx: Knex.Transaction, ids: readonly string[]): Promise<UserRow[]> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(id::text, 0)) from (select unnest(?::uuid[]) as id order by 1) ids', [[...ids]]);
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

/**
 * The anonymous rows: a new id, nothing that names anyone, the points and (blurred) completion
 * that the statistics count, and the day of the erasure as every date of the row.
 */
export async function insertAnonymousUsers(trx: Knex.Transaction, moves: readonly Rekeying[]): Promise<void> {
  await trx.raw(
    `insert into users (id, email, role, total_points, completed_at, created_at, last_seen_at, erased_at)
     select m.to_id, null, 'user', u.total_points, ${blurred('u.completed_at')},
            date_trunc('day', now()), date_trunc('day', now()), date_trunc('day', now())
     from users u join ${MOVES} on m.from_id = u.id`,
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

export interface StoredResponse {
  id: number;
  responses: unknown;
  questions: unknown;
}

/** The users' survey responses, each with its questionnaire's questions. */
export function listResponsesWithQuestions(trx: Knex.Transaction, ids: readonly string[]): Promise<StoredResponse[]> {
  return trx('survey_responses as r')
    .join('questionnaires as q', 'q.id', 'r.questionnaire_id')
    .whereIn('r.user_id', ids)
    .select('r.id', 'r.responses', 'q.questions');
}

/** Moves the responses, each with the answers it keeps (`kept`, by response id) and its points. */
export async function moveResponses(trx: Knex.Transaction, moves: readonly Rekeying[], kept: ReadonlyMap<number, unknown>): Promise<void> {
  if (kept.size > 0) {
    await trx.raw('update survey_responses r set responses = k.answers::jsonb from unnest(?::int[], ?::text[]) as k(id, answers) where r.id = k.id', [
      [...kept.keys()],
      [...kept.values()].map((answers) => JSON.stringify(answers)),
    ]);
  }
  await trx.raw(
    `update survey_responses r set user_id = m.to_id, submitted_at = ${blurred('r.submitted_at')}
     from ${MOVES} where r.user_id = m.from_id`,
    pairs(moves),
  );
}

/**
 * Deletes the users. Whatever still points at them goes with them: sessions, API tokens, Fair
 * Play marks, approved CLI logins, and anything not moved. The database's triggers announce
 * each ended session, the tokens and the user to every instance.
 */
export async function deleteUsers(trx: Knex.Transaction, ids: readonly string[]): Promise<void> {
  await trx('users').whereIn('id', ids).delete();
}

/**
 * The participants of an event: students (never an administrator, never an erased row) who
 * collected a piece, answered a questionnaire or tried a code between its start and its end.
 */
export async function listParticipantsBetween(db: Knex, from: Date, to: Date): Promise<string[]> {
  const within = (table: string, column: string) =>
    db(table).select(db.raw('1')).whereRaw(`${table}.user_id = u.id`).andWhere(column, '>=', from).andWhere(column, '<=', to);
  const rows: { id: string }[] = await db('users as u')
    .where('u.role', 'user')
    .whereNull('u.erased_at')
    .andWhere((query) =>
      query
        .whereExists(within('collection_entries', 'collected_at'))
        .orWhereExists(within('survey_responses', 'submitted_at'))
        .orWhereExists(within('scan_attempts', 'attempted_at')),
    )
    .orderBy('u.id')
    .select('u.id');
  return rows.map((row) => row.id);
}
