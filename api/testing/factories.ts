import type { Knex } from 'knex';
import { DEFAULT_PRIZE_TIERS } from '../../core/constants';
import { questionnaireInputSchema, type QuestionnaireInput } from '../../core/questionnaireSchema';
import type { CollectionEntryRow, EventRow, PuzzlePieceRow, QrLinkRow, QuestionnaireRow, UserRow } from '../../db/rows';
import { listCollection } from '../repos/collection';
import { insertEvent } from '../repos/events';
import { insertPiece } from '../repos/pieces';
import { insertLink, type QrLinkFields } from '../repos/qrLinks';
import { insertQuestionnaire } from '../repos/questionnaires';
import { collectByCode } from '../repos/scans';
import { upsertSignedInUser } from '../repos/users';

/**
 * Builders of test data, straight in the database through the repos: each takes the fields a
 * test cares about as overrides, fills the rest with plain defaults and returns the typed row.
 * Defaults that must be unique (e-mails, codes) differ on every call.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let made = 0;
/** A suffix no other row built in this process has. */
const unique = () => `${process.pid.toString(36)}${(made++).toString(36)}`.toUpperCase();

/** What a user row may be built with; the columns the database sets itself are left out. */
export type UserOverrides = Partial<Omit<UserRow, 'id' | 'erased_at'>>;

/** A participant (role user unless overridden), as a first sign-in creates one. */
export async function makeUser(db: Knex, overrides: UserOverrides = {}): Promise<UserRow> {
  const { email = `user-${unique().toLowerCase()}@campus.edu`, first_name = null, last_name = null, profile_image_url = null, role = 'user', ...rest } = overrides;
  const user = await upsertSignedInUser(db, { email, firstName: first_name, lastName: last_name, profileImageUrl: profile_image_url, makeAdmin: role === 'admin' });
  if (Object.keys(rest).length === 0) return user;
  // Points, completion, disqualification and the dates come from play, which no repo sets directly.
  const [updated] = await db<UserRow>('users').where({ id: user.id }).update(rest).returning('*');
  if (!updated) throw new Error(`user ${user.id} vanished while being built`);
  return updated as UserRow;
}

/** An organiser: a user whose role is admin. */
export function makeAdmin(db: Knex, overrides: UserOverrides = {}): Promise<UserRow> {
  return makeUser(db, { email: `admin-${unique().toLowerCase()}@campus.edu`, ...overrides, role: 'admin' });
}

export async function makePiece(db: Knex, overrides: Partial<Pick<PuzzlePieceRow, 'name' | 'description' | 'image_url' | 'sort_order'>> = {}): Promise<PuzzlePieceRow> {
  return insertPiece(db, { name: `Piece ${unique()}`, description: null, image_url: null, sort_order: 0, ...overrides });
}

/** An active QR link; to a new piece unless `puzzle_piece_id` names one. */
export async function makeLink(db: Knex, overrides: Partial<QrLinkFields> = {}): Promise<QrLinkRow> {
  const puzzlePieceId = overrides.puzzle_piece_id ?? (await makePiece(db)).id;
  return insertLink(db, {
    code: `L${unique()}`,
    domain: 'http://localhost',
    is_active: true,
    ...overrides,
    puzzle_piece_id: puzzlePieceId,
  });
}

/** A piece named after its code, with one active link carrying that code. */
export async function makePieceWithCode(db: Knex, code: string, overrides: Partial<Omit<QrLinkRow, 'id' | 'created_at'>> = {}): Promise<{ piece: PuzzlePieceRow; link: QrLinkRow }> {
  const piece = await makePiece(db, { name: `${code} Piece` });
  const link = await makeLink(db, { code, ...overrides, puzzle_piece_id: piece.id });
  return { piece, link };
}

export async function makePieces(db: Knex, codes: string[]) {
  const pieces = [];
  for (const code of codes) pieces.push(await makePieceWithCode(db, code));
  return pieces;
}

/**
 * A questionnaire as the admin API would store it (read by its schema, whose defaults apply):
 * one graded text question unless overridden. Questions are taken as `unknown` since the
 * schema is what reads them.
 */
export async function makeQuestionnaire(db: Knex, overrides: Partial<Omit<QuestionnaireInput, 'questions'>> & { questions?: unknown } = {}): Promise<QuestionnaireRow> {
  const parsed = questionnaireInputSchema.parse({
    title: `Questionnaire ${unique()}`,
    questions: [{ text: 'Capital of France?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 5 }],
    ...overrides,
  });
  return insertQuestionnaire(db, {
    title: parsed.title,
    description: parsed.description,
    trigger_count: parsed.triggerCount,
    questions: parsed.questions,
  });
}

/** An event with the default prize tiers: active, from a day ago to a day ahead, unless overridden. */
export async function makeEvent(db: Knex, overrides: Partial<Pick<EventRow, 'status' | 'start_date' | 'end_date' | 'name' | 'description' | 'leaderboard_visibility' | 'location_policy'>> = {}): Promise<EventRow> {
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

/**
 * The user collects each link's piece, in order, by the scan's own rule (the hunt_record_scan
 * function): an event must be running, and the last piece completes the user as a scan would.
 * Returns the user's whole collection.
 */
export async function makeCollection(db: Knex, user: Pick<UserRow, 'id'>, links: readonly Pick<QrLinkRow, 'code'>[]): Promise<CollectionEntryRow[]> {
  for (const { code } of links) {
    const result = await collectByCode(db, {
      userId: user.id,
      code,
      // Built data is no guess and no race: the wrong-code, speed and too-fast checks stand aside.
      wrongCodeLimit: 1000,
      windowSeconds: 60,
      checks: { displayVerified: true, maxSpeed: 1_000_000, accuracyCapM: 1000, maxOfflineSeconds: 86_400, minFindSeconds: 0 },
    });
    if (result.outcome !== 'collected') throw new Error(`collecting ${code} for user ${user.id}: ${result.outcome}`);
  }
  return listCollection(db, user.id);
}
