import type { Knex } from 'knex';
import type { ScanResult } from '../../core/exportFiles';
import type { CollectionEntryRow } from '../../db/rows';

/** A collected piece as the export lists it: the entry with who, which piece and through which code. */
export type CollectionExportRow = Pick<
  CollectionEntryRow,
  'user_id' | 'puzzle_piece_id' | 'collected_at' | 'claimed_at' | 'source' | 'position_latitude' | 'position_longitude' | 'position_accuracy_m'
> & {
  user_email: string;
  puzzle_piece_name: string;
  qr_code: string | null;
};

/**
 * Every piece collected in the event with who, which piece and through which code (null once the
 * link is deleted). An erased student's anonymous rows are statistics, not people: no export
 * lists them.
 */
export function listCollectionForExport(db: Knex, eventId: number): Promise<CollectionExportRow[]> {
  return db('collection_entries as c')
    .where('c.event_id', eventId)
    .join('users as u', 'u.id', 'c.user_id')
    .join('puzzle_pieces as p', 'p.id', 'c.puzzle_piece_id')
    .leftJoin('qr_links as l', 'l.id', 'c.qr_link_id')
    .whereNull('u.erased_at')
    .select('c.user_id', 'u.email as user_email', 'c.puzzle_piece_id', 'p.name as puzzle_piece_name', 'l.code as qr_code', 'c.collected_at', 'c.claimed_at')
    .select('c.source', 'c.position_latitude', 'c.position_longitude', 'c.position_accuracy_m')
    .orderBy([{ column: 'c.collected_at' }, { column: 'c.id' }]);
}

export interface ScanExportRow {
  user_id: string;
  user_email: string;
  code: string | null;
  result: ScanResult;
  at: Date;
}

/** An event's id and the time its play took (a wrong code names no event: its time places it). */
export interface EventSpan {
  id: number;
  from: Date;
  to: Date;
}

/**
 * Every scan attempt recorded in the event, oldest first: the successful ones (collection
 * entries) and the wrong codes (scan_attempts) made while it ran. A repeat of an already
 * collected piece is not stored anywhere.
 */
export function listScansForExport(db: Knex, event: EventSpan): Promise<ScanExportRow[]> {
  const collected = db('collection_entries as c')
    .where('c.event_id', event.id)
    .join('users as u', 'u.id', 'c.user_id')
    .leftJoin('qr_links as l', 'l.id', 'c.qr_link_id')
    .whereNull('u.erased_at')
    .select('c.user_id', 'u.email as user_email', 'l.code as code', db.raw(`'collected'::text as result`), 'c.collected_at as at');
  const invalid = db('scan_attempts as a')
    .whereBetween('a.attempted_at', [event.from, event.to])
    .join('users as u', 'u.id', 'a.user_id')
    .whereNull('u.erased_at')
    .select('a.user_id', 'u.email as user_email', 'a.code', db.raw(`'invalid'::text as result`), 'a.attempted_at as at');
  return db
    .select('*')
    .from(collected.unionAll(invalid, true).as('scans'))
    .orderBy([{ column: 'at' }, { column: 'user_id' }]);
}
