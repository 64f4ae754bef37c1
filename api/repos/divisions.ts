import type { Knex } from 'knex';
import type { DivisionRow } from '../../db/rows';

export interface DivisionWithCounts extends DivisionRow {
  /** Students given it in the event. */
  players: number;
  /** Listed e-mails of students with no row in the event yet (given it when they get one). */
  waiting: number;
}

/** The event's divisions, in the order they were made. */
export function listDivisions(db: Knex, eventId: number): Promise<DivisionRow[]> {
  return db<DivisionRow>('divisions').where({ event_id: eventId }).orderBy('id');
}

export function listDivisionsWithCounts(db: Knex, eventId: number): Promise<DivisionWithCounts[]> {
  return db('divisions as d')
    .where('d.event_id', eventId)
    .orderBy('d.id')
    .select(
      'd.*',
      db.raw('(select count(*)::int from participants p where p.division_id = d.id) as players'),
      db.raw(`(select count(*)::int from division_emails l where l.division_id = d.id
                 and not exists (select 1 from participants p join users u on u.id = p.user_id
                                  where p.event_id = l.event_id and lower(u.email) = l.email)) as waiting`),
    );
}

export function findDivision(db: Knex, id: number): Promise<DivisionRow | undefined> {
  return db<DivisionRow>('divisions').where({ id }).first();
}

type DivisionFields = Pick<DivisionRow, 'name' | 'email_domains' | 'prize_tiers'>;

/** jsonb takes the tiers as JSON text (an array would be read as a PostgreSQL array). */
const stored = <T extends Partial<DivisionFields>>(fields: T) =>
  fields.prize_tiers === undefined ? fields : { ...fields, prize_tiers: fields.prize_tiers === null ? null : JSON.stringify(fields.prize_tiers) };

export async function insertDivision(db: Knex | Knex.Transaction, division: Pick<DivisionRow, 'event_id'> & DivisionFields): Promise<DivisionRow> {
  const [row] = await db('divisions').insert(stored(division)).returning<DivisionRow[]>('*');
  if (!row) throw new Error('division insert returned no row');
  return row;
}

export async function updateDivision(db: Knex | Knex.Transaction, id: number, changes: Partial<DivisionFields>): Promise<DivisionRow | undefined> {
  const [row] = await db('divisions').where({ id }).update(stored(changes)).returning<DivisionRow[]>('*');
  return row;
}

export async function deleteDivision(db: Knex, id: number): Promise<boolean> {
  // The ids deleted, not a count: the embedded database's driver answers a delete with no count.
  return (await db('divisions').where({ id }).delete().returning('id')).length > 0;
}

/**
 * Gives the rules' division to the event's students who have none yet (after a domain rule or a
 * list changed): hunt_division_for, the rule's one home, decides.
 */
export async function applyDivisionRules(trx: Knex | Knex.Transaction, eventId: number): Promise<void> {
  await trx.raw('update participants set division_id = hunt_division_for(event_id, user_id) where event_id = ? and division_id is null', [eventId]);
}

/**
 * Lists e-mails under divisions (a later list wins for an address), and moves the listed
 * students who already have a row in the event to the listed division.
 */
export async function assignDivisionEmails(trx: Knex.Transaction, eventId: number, rows: readonly { division_id: number; email: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await trx('division_emails')
    .insert(rows.map((row) => ({ event_id: eventId, email: row.email.toLowerCase(), division_id: row.division_id })))
    .onConflict(['event_id', 'email'])
    .merge(['division_id']);
  await trx.raw(
    `update participants p set division_id = l.division_id
       from division_emails l join users u on lower(u.email) = l.email
      where l.event_id = ? and p.event_id = l.event_id and p.user_id = u.id and l.email = any(?::text[])
        and p.division_id is distinct from l.division_id`,
    [eventId, rows.map((row) => row.email.toLowerCase())],
  );
}

/**
 * The student's own pick, once: their row gets the division unless it has one. The division the
 * row has afterwards (the pick, or the one it already had).
 */
export async function pickDivision(db: Knex, eventId: number, userId: string, divisionId: number): Promise<number | null> {
  const { rows } = await db.raw<{ rows: { division_id: number | null }[] }>(
    `insert into participants as p (event_id, user_id, division_id) values (?, ?, ?)
     on conflict (event_id, user_id) do update set division_id = coalesce(p.division_id, excluded.division_id)
     returning p.division_id`,
    [eventId, userId, divisionId],
  );
  return rows[0]?.division_id ?? null;
}

/** The student's division in the event: their row's, else what the organisers' rules give them. */
export async function divisionIdOf(db: Knex, eventId: number, userId: string): Promise<number | null> {
  const { rows } = await db.raw<{ rows: { division_id: number | null }[] }>(
    `select coalesce((select division_id from participants where event_id = ? and user_id = ?), hunt_division_for(?, ?)) as division_id`,
    [eventId, userId, eventId, userId],
  );
  return rows[0]?.division_id ?? null;
}
