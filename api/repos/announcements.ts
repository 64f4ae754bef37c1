import type { Knex } from 'knex';
import type { AnnouncementRow } from '../../db/rows';

/** An announcement with the name of the piece it is about. */
export interface AnnouncementWithPiece extends AnnouncementRow {
  piece_name: string | null;
}

const withPiece = (db: Knex) =>
  db<AnnouncementWithPiece>('announcements as a').leftJoin('puzzle_pieces as p', 'p.id', 'a.puzzle_piece_id').select('a.*', 'p.name as piece_name');

/** Stores an announcement, and tells every instance's clock that one waits. */
export async function insertAnnouncement(
  trx: Knex.Transaction,
  row: Pick<AnnouncementRow, 'event_id' | 'text' | 'puzzle_piece_id' | 'send_at'>,
): Promise<AnnouncementRow> {
  const [inserted] = await trx<AnnouncementRow>('announcements').insert(row).returning('*');
  if (!inserted) throw new Error('announcement insert returned no row');
  await trx.raw(`select hunt_notify('announcements')`);
  return inserted;
}

/**
 * Marks every announcement now due as sent, and announces each (`announcement:<id>`) in the same
 * transaction: of two instances whose clocks fire together, the row lock lets one claim it, so
 * every stream receives it once. Returns the ids claimed.
 */
export async function claimDueAnnouncements(db: Knex): Promise<number[]> {
  const { rows } = await db.raw<{ rows: { id: number }[] }>(
    `with claimed as (
       update announcements set sent_at = clock_timestamp()
       where sent_at is null and send_at <= clock_timestamp()
       returning id)
     select id, hunt_notify('announcement:' || id) from claimed`,
  );
  return rows.map((row) => row.id);
}

/** When the next announcement is due (null when none waits). */
export async function nextAnnouncementAt(db: Knex): Promise<Date | null> {
  const row = await db('announcements').whereNull('sent_at').min<{ next: Date | null }>('send_at as next').first();
  return row?.next ?? null;
}

export function findAnnouncement(db: Knex, id: number): Promise<AnnouncementWithPiece | undefined> {
  return withPiece(db).where('a.id', id).first();
}

/** The event's sent announcements, newest first (what a student who was away reads). */
export function listSentAnnouncements(db: Knex, eventId: number, limit: number): Promise<AnnouncementWithPiece[]> {
  return withPiece(db)
    .where('a.event_id', eventId)
    .whereNotNull('a.sent_at')
    .orderBy([{ column: 'a.sent_at', order: 'desc' }, { column: 'a.id', order: 'desc' }])
    .limit(limit);
}

/** The event's announcements, waiting ones first by when they are due, then the sent, newest first. */
export function listAnnouncementsForAdmin(db: Knex, eventId: number): Promise<AnnouncementWithPiece[]> {
  return withPiece(db)
    .where('a.event_id', eventId)
    .orderByRaw('a.sent_at is not null, case when a.sent_at is null then a.send_at end asc, a.sent_at desc, a.id desc');
}

/** Cancels an announcement still waiting: 'cancelled', 'sent' (too late) or 'missing'. */
export async function cancelAnnouncement(db: Knex, id: number): Promise<'cancelled' | 'sent' | 'missing'> {
  return db.transaction(async (trx) => {
    const row = await trx<AnnouncementRow>('announcements').where({ id }).forUpdate().first();
    if (!row) return 'missing';
    if (row.sent_at) return 'sent';
    await trx('announcements').where({ id }).delete();
    await trx.raw(`select hunt_notify('announcements')`);
    return 'cancelled';
  });
}
