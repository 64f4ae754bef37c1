import type { Knex } from 'knex';

export interface PieceHealthRow {
  id: number;
  name: string;
  active_links: number;
  hung_since: Date | null;
  last_found_at: Date | null;
}

/** Each piece with its active links, since when they hang, and its latest find (index lookups a piece). */
export function listPieceHealth(db: Knex): Promise<PieceHealthRow[]> {
  return db('puzzle_pieces as p')
    .select(
      'p.id',
      'p.name',
      db.raw('(select count(*) from qr_links l where l.puzzle_piece_id = p.id and l.is_active)::int as active_links'),
      db.raw('(select min(l.created_at) from qr_links l where l.puzzle_piece_id = p.id and l.is_active) as hung_since'),
      db.raw('(select max(c.collected_at) from collection_entries c where c.puzzle_piece_id = p.id) as last_found_at'),
    )
    .orderBy([{ column: 'p.sort_order' }, { column: 'p.id' }]);
}

export function listQuestionnaireTriggers(db: Knex): Promise<{ id: number; title: string; trigger_count: number }[]> {
  return db('questionnaires').select('id', 'title', 'trigger_count').orderBy('id');
}
