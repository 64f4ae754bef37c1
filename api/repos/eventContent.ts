import type { Knex } from 'knex';
import type { PuzzlePieceRow, QrLinkRow, QuestionnaireRow } from '../../db/rows';

/** What a clone copied of an event's own content. */
export interface CopiedContent {
  pieces: number;
  qrLinks: number;
  questionnaires: number;
}

/**
 * Copies the event's own pieces (with their QR links) and questionnaires into another event, in
 * `trx`. A copied link keeps its piece's place, screen setting and state but gets a new code from
 * `newCode` (a code names one link: last event's posters must not score in the next one). Content
 * every event uses is not copied: the new event uses it already.
 */
export async function copyOwnContent(trx: Knex.Transaction, fromEventId: number, toEventId: number, newCode: () => string): Promise<CopiedContent> {
  const pieces = await trx<PuzzlePieceRow>('puzzle_pieces').where({ event_id: fromEventId }).orderBy('id');
  let qrLinks = 0;
  const copies = new Map<number, number>();
  for (const { id, created_at: _created, ...piece } of pieces) {
    // jsonb goes in as JSON text (a JavaScript array would be sent as a PostgreSQL array).
    const [copy] = await trx('puzzle_pieces')
      .insert({ ...piece, hints: JSON.stringify(piece.hints), event_id: toEventId })
      .returning<PuzzlePieceRow[]>('*');
    if (!copy) throw new Error('piece copy returned no row');
    copies.set(id, copy.id);
    for (const { id: _link, created_at: _at, code: _code, ...link } of await trx<QrLinkRow>('qr_links').where({ puzzle_piece_id: id }).orderBy('id')) {
      await insertWithFreshCode(trx, { ...link, puzzle_piece_id: copy.id }, newCode);
      qrLinks++;
    }
  }
  const questionnaires = await trx<QuestionnaireRow>('questionnaires').where({ event_id: fromEventId }).orderBy('id');
  for (const { id: _id, created_at: _created, updated_at: _updated, ...questionnaire } of questionnaires) {
    // A questionnaire that came with one of the copied pieces comes with its copy.
    const triggerPieceId = questionnaire.trigger_piece_id === null ? null : (copies.get(questionnaire.trigger_piece_id) ?? questionnaire.trigger_piece_id);
    await trx('questionnaires').insert({ ...questionnaire, questions: JSON.stringify(questionnaire.questions), trigger_piece_id: triggerPieceId, event_id: toEventId });
  }
  return { pieces: pieces.length, qrLinks, questionnaires: questionnaires.length };
}

/** Inserts the link under a code no other link has (a new one is drawn while one is taken). */
async function insertWithFreshCode(trx: Knex.Transaction, link: Omit<QrLinkRow, 'id' | 'created_at' | 'code'>, newCode: () => string): Promise<void> {
  for (;;) {
    const inserted = await trx('qr_links').insert({ ...link, code: newCode() }).onConflict('code').ignore().returning('id');
    if (inserted.length > 0) return;
  }
}
