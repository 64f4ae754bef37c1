import type { Knex } from 'knex';
import { DEFAULT_PRIZE_TIERS } from '../../core/constants';
import { questionnaireInputSchema } from '../../core/questionnaireSchema';
import type { EventRow, PuzzlePieceRow, QrLinkRow, QuestionnaireRow } from '../../db/rows';
import { insertEvent } from '../repos/events';
import { insertPiece } from '../repos/pieces';
import { insertLink } from '../repos/qrLinks';
import { insertQuestionnaire } from '../repos/questionnaires';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Small factories that build test data straight in the database. */

export async function makePieceWithCode(db: Knex, code: string, overrides: Partial<Omit<QrLinkRow, 'id' | 'created_at'>> = {}): Promise<{ piece: PuzzlePieceRow; link: QrLinkRow }> {
  const piece = await insertPiece(db, { name: `${code} Piece`, description: null, image_url: null, sort_order: 0 });
  const link = await insertLink(db, { code, puzzle_piece_id: piece.id, domain: 'http://localhost', is_active: true, ...overrides });
  return { piece, link };
}

export async function makePieces(db: Knex, codes: string[]) {
  const made = [];
  for (const code of codes) made.push(await makePieceWithCode(db, code));
  return made;
}

export async function makeQuestionnaire(db: Knex, input: unknown): Promise<QuestionnaireRow> {
  const parsed = questionnaireInputSchema.parse(input);
  return insertQuestionnaire(db, {
    title: parsed.title,
    description: parsed.description,
    trigger_count: parsed.triggerCount,
    questions: parsed.questions,
  });
}

export async function makeEvent(db: Knex, overrides: Partial<Pick<EventRow, 'status' | 'start_date' | 'end_date' | 'name' | 'location_policy'>> = {}): Promise<EventRow> {
  const now = Date.now();
  return insertEvent(
    db,
    {
      name: 'Test Event',
      description: null,
      start_date: new Date(now - DAY_MS),
      end_date: new Date(now + DAY_MS),
      status: 'active',
      ...overrides,
    },
    DEFAULT_PRIZE_TIERS.map((tier) => ({ ...tier })),
  );
}
