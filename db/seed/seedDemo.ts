import type { Knex } from 'knex';
import { DEMO_EVENT, DEMO_PIECES, DEMO_QUIZ, DEMO_SURVEY } from './demoContent';
import { pieceTilePng, sha256 } from './pieceArt';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo event into an empty database; does nothing when any piece exists. */
export async function seedDemoIfEmpty(knex: Knex, qrDomain: string): Promise<boolean> {
  return knex.transaction(async (trx) => {
    // Serialise concurrent starts against one database.
    await trx.raw('select pg_advisory_xact_lock(424242)');
    const existing = await trx('puzzle_pieces').count<{ count: number | string }[]>('* as count').first();
    if (Number(existing?.count ?? 0) > 0) return false;

    for (const [index, piece] of DEMO_PIECES.entries()) {
      const bytes = pieceTilePng(piece.color);
      const [image] = await trx('images')
        .insert({ mime_type: 'image/png', bytes, byte_size: bytes.length, sha256: sha256(bytes) })
        .returning('id');
      const [row] = await trx('puzzle_pieces')
        .insert({ name: piece.name, description: piece.description, image_url: `/api/images/${image.id}`, sort_order: index })
        .returning('id');
      await trx('qr_links').insert({ code: piece.code, puzzle_piece_id: row.id, domain: qrDomain, is_active: true });
    }
    for (const questionnaire of [DEMO_QUIZ, DEMO_SURVEY]) {
      await trx('questionnaires').insert({
        title: questionnaire.title,
        description: questionnaire.description,
        trigger_count: questionnaire.triggerCount,
        questions: JSON.stringify(questionnaire.questions),
      });
    }
    const now = Date.now();
    const [event] = await trx('events')
      .insert({
        name: DEMO_EVENT.name,
        description: DEMO_EVENT.description,
        start_date: new Date(now - DAY_MS),
        end_date: new Date(now + 30 * DAY_MS),
        status: 'active',
      })
      .returning('id');
    await trx('prize_tiers').insert(
      DEMO_EVENT.prizeTiers.map((tier, position) => ({
        event_id: event.id,
        position,
        percentile: tier.percentile,
        prize_name: tier.prizeName,
        prize_description: tier.prizeDescription,
      })),
    );
    return true;
  });
}
