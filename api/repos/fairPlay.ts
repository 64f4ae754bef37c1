import type { Knex } from 'knex';
import type { FairPlayMarkKind } from '../../core/admin';
import type { ScanSource } from '../../core/contracts';

/** A mark with its scan, code and piece, and its student. */
export interface MarkRow {
  id: string;
  user_id: string;
  kind: FairPlayMarkKind;
  evidence: Record<string, string | number | null>;
  created_at: Date;
  qr_code: string | null;
  piece_name: string | null;
  collected_at: Date | null;
  claimed_at: Date | null;
  source: ScanSource | null;
}

export interface MarkedStudentRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  disqualified_at: Date | null;
  /** Their team in the event, so marks can be read per team. */
  team_id: number | null;
  team_name: string | null;
}

/** Every mark of the event no organiser has cleared, newest first. */
export function listOpenMarks(db: Knex, eventId: number | null): Promise<MarkRow[]> {
  return db('fair_play_marks as m')
    .where('m.event_id', eventId ?? -1)
    .leftJoin('collection_entries as e', 'e.id', 'm.collection_entry_id')
    .leftJoin('qr_links as l', 'l.id', 'm.qr_link_id')
    .leftJoin('puzzle_pieces as p', 'p.id', 'e.puzzle_piece_id')
    .whereNull('m.cleared_at')
    .select('m.id', 'm.user_id', 'm.kind', 'm.evidence', 'm.created_at', 'l.code as qr_code', 'p.name as piece_name', 'e.collected_at', 'e.claimed_at', 'e.source')
    .orderBy([{ column: 'm.created_at', order: 'desc' }, { column: 'm.id', order: 'desc' }]);
}

/** The event's students with open marks or a disqualification. */
export function listMarkedStudents(db: Knex, eventId: number | null): Promise<MarkedStudentRow[]> {
  return db('users as u')
    .leftJoin('participants as p', (join) => join.on('p.user_id', 'u.id').andOnVal('p.event_id', eventId ?? -1))
    .leftJoin('teams as t', 't.id', 'p.team_id')
    .select('u.id', 'u.email', 'u.first_name', 'u.last_name', 'p.disqualified_at', 'p.team_id', 't.name as team_name')
    .where((where) =>
      where
        .whereNotNull('p.disqualified_at')
        .orWhereExists(db('fair_play_marks as m').whereRaw('m.user_id = u.id').where('m.event_id', eventId ?? -1).whereNull('m.cleared_at')),
    );
}

/** Clears an open mark; false when there is no such mark (or it was cleared already). */
export async function clearMark(db: Knex, id: number): Promise<boolean> {
  return (await db('fair_play_marks').where({ id }).whereNull('cleared_at').update({ cleared_at: db.fn.now() }).returning('id')).length > 0;
}

export async function markExists(db: Knex, id: number): Promise<boolean> {
  return (await db('fair_play_marks').where({ id }).first('id')) !== undefined;
}
