import type { Knex } from 'knex';
import { parseStoredHints, revealKey } from '../../core/hints';
import type { PuzzlePieceRow } from '../../db/rows';
import { ANNOUNCED_BY_WRITER, RANKING_ROW_COLUMNS, type RankingRow } from './leaderboard';
import { holdEventGate } from './events';
import { usedByEvent } from './pieces';
import { lockStudent } from './teams';

/** The hints a student revealed in an event: `${pieceId}:${index}` each. */
export async function listRevealedHints(db: Knex, eventId: number | null, userId: string): Promise<Set<string>> {
  const rows = await db('hint_reveals')
    .where({ event_id: eventId ?? -1, user_id: userId })
    .select<{ puzzle_piece_id: number; hint_index: number }[]>('puzzle_piece_id', 'hint_index');
  return new Set(rows.map((row) => revealKey(row.puzzle_piece_id, row.hint_index)));
}

/** Each hint revealed in an event, for its export. */
export function listHintRevealsForExport(db: Knex, eventId: number) {
  return db('hint_reveals as h')
    .join('users as u', 'u.id', 'h.user_id')
    .join('puzzle_pieces as p', 'p.id', 'h.puzzle_piece_id')
    .where('h.event_id', eventId)
    .orderBy([{ column: 'h.revealed_at' }, { column: 'h.id' }])
    .select<HintRevealExportRow[]>(
      'h.user_id',
      'u.email as user_email',
      'h.puzzle_piece_id',
      'p.name as puzzle_piece_name',
      'h.hint_index',
      'h.cost',
      'h.revealed_at',
    );
}

export interface HintRevealExportRow {
  user_id: string;
  user_email: string | null;
  puzzle_piece_id: number;
  puzzle_piece_name: string;
  hint_index: number;
  cost: number;
  revealed_at: Date;
}

export type HintRevealOutcome =
  | { outcome: 'no_active_event' | 'no_piece' | 'no_hint' | 'collected' }
  | { outcome: 'out_of_order'; first: number }
  | { outcome: 'revealed'; text: string; cost: number; charged: boolean; totalPoints: number; rankingRow: RankingRow | null };

/**
 * Reveals a piece's hint to a student in the running event, in one transaction: the event gate
 * held shared (a completion waits for it, so nothing is charged after the whistle), the
 * student's lock (their scans and reveals run one at a time, so a piece being collected and its
 * hint being bought cannot cross), then the checks, and the charge. The unique key charges a
 * hint once however often it is asked for.
 */
export async function revealHint(db: Knex, userId: string, pieceId: number, index: number): Promise<HintRevealOutcome> {
  return db.transaction(async (trx) => {
    const gate = await holdEventGate(trx);
    if (gate.state !== 'open') return { outcome: 'no_active_event' };
    const event = { id: gate.eventId };
    await lockStudent(trx, userId);

    const piece = await usedByEvent(trx<PuzzlePieceRow>('puzzle_pieces'), event.id).where({ id: pieceId }).first();
    if (!piece) return { outcome: 'no_piece' };
    const hint = parseStoredHints(piece.hints)[index];
    if (!hint) return { outcome: 'no_hint' };
    const revealed = await trx('hint_reveals')
      .where({ event_id: event.id, user_id: userId, puzzle_piece_id: pieceId })
      .select<{ hint_index: number; cost: number }[]>('hint_index', 'cost');
    const before = revealed.find((row) => row.hint_index === index);
    if (!before) {
      // Held by the student, or by their team in a team event (hunt_collectors).
      const held = await trx('collection_entries')
        .where({ event_id: event.id, puzzle_piece_id: pieceId })
        .whereRaw('user_id in (select hunt_collectors(?, ?, hunt_collecting_team(?, ?)))', [event.id, userId, event.id, userId])
        .first('id');
      if (held) return { outcome: 'collected' };
      const first = Array.from({ length: index }, (_, at) => at).find((at) => !revealed.some((row) => row.hint_index === at));
      if (first !== undefined) return { outcome: 'out_of_order', first };
      await trx('hint_reveals').insert({ event_id: event.id, user_id: userId, puzzle_piece_id: pieceId, hint_index: index, cost: hint.cost });
      // Marked: the caller's instance announces the row after commit.
      await trx('participants')
        .insert({ event_id: event.id, user_id: userId, division_id: trx.raw('hunt_division_for(?, ?)', [event.id, userId]), changed_xid: trx.raw(ANNOUNCED_BY_WRITER) })
        .onConflict(['event_id', 'user_id'])
        .ignore();
      if (hint.cost !== 0) {
        await trx('participants')
          .where({ event_id: event.id, user_id: userId })
          .update({ total_points: trx.raw('total_points - ?', [hint.cost]), changed_xid: trx.raw(ANNOUNCED_BY_WRITER) });
      }
    }
    const row = await trx('participants as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where({ 'p.event_id': event.id, 'p.user_id': userId })
      .first<RankingRow>(trx.raw(RANKING_ROW_COLUMNS));
    if (!row) throw new Error(`participant ${userId} vanished while revealing a hint`);
    return {
      outcome: 'revealed',
      text: hint.text,
      cost: before?.cost ?? hint.cost,
      charged: !before,
      totalPoints: row.total_points,
      rankingRow: row,
    };
  });
}
