import type { Knex } from 'knex';
import { DEFAULT_PRIZE_TIERS } from '../../core/constants';
import { questionnaireInputSchema, type QuestionnaireInput } from '../../core/questionnaireSchema';
import type { CollectionEntryRow, CurrentUser, EventRow, ParticipantRow, PuzzlePieceRow, QrLinkRow, QuestionnaireRow, Standing, UserRow } from '../../db/rows';
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

/**
 * What a user may be built with: the columns the database sets itself are left out; a standing
 * (points, completion, disqualification) is the user's in `event_id`, else in the running event,
 * else in the newest.
 */
export type UserOverrides = Partial<Omit<UserRow, 'id' | 'erased_at'>> & Partial<Standing & Race> & { event_id?: number };

/** Where a participant is in the race: pieces found and the latest find. */
type Race = Pick<ParticipantRow, 'pieces_found' | 'last_found_at'>;

/** A participant (role user unless overridden), as a first sign-in creates one. */
export async function makeUser(db: Knex, overrides: UserOverrides = {}): Promise<CurrentUser> {
  const { email = `user-${unique().toLowerCase()}@campus.edu`, first_name = null, last_name = null, profile_image_url = null, role = 'user', ...rest } = overrides;
  const { total_points, completed_at, disqualified_at, event_id, pieces_found, last_found_at, ...dates } = rest;
  const user = await upsertSignedInUser(db, { email, firstName: first_name, lastName: last_name, profileImageUrl: profile_image_url, makeAdmin: role === 'admin' });
  // The dates come from use, and a standing from play, which no repo sets directly.
  if (Object.keys(dates).length > 0) await db<UserRow>('users').where({ id: user.id }).update(dates);
  const standing = { total_points: total_points ?? 0, completed_at: completed_at ?? null, disqualified_at: disqualified_at ?? null };
  const race = { ...(pieces_found === undefined ? {} : { pieces_found }), ...(last_found_at === undefined ? {} : { last_found_at }) };
  if (total_points !== undefined || completed_at !== undefined || disqualified_at !== undefined || Object.keys(race).length > 0) {
    await setStanding(db, user.email, { ...standing, ...race }, event_id);
  }
  const row = await db<UserRow>('users').where({ id: user.id }).first();
  if (!row) throw new Error(`user ${user.id} vanished while being built`);
  return { ...row, ...standing, team_id: null, division_id: null };
}

/**
 * Gives the user with this e-mail these points, completion or disqualification in the event
 * (else in the running one, else the newest), as play would have; the rest of their standing
 * stays. The database announces it as a scan's would be.
 */
export async function setStanding(db: Knex, email: string, standing: Partial<Standing & Race>, eventId?: number): Promise<void> {
  const user = await db<UserRow>('users').where({ email: email.toLowerCase() }).first('id');
  if (!user) throw new Error(`no user ${email} to give a standing`);
  await db('participants')
    .insert({ event_id: eventId ?? (await eventOfPlay(db)), user_id: user.id, ...standing })
    .onConflict(['event_id', 'user_id'])
    .merge(Object.keys(standing));
  // A find is announced by the instance that recorded it (leaderboard/raceAnnouncer.ts), not by
  // the database: a race set here is announced as one would be.
  if (standing.pieces_found !== undefined || standing.last_found_at !== undefined) await db.raw('select hunt_notify(?)', [`rank:${user.id}`]);
}

/** The event play is built in when none is named: the running one, else the newest. */
async function eventOfPlay(db: Knex): Promise<number> {
  const event = await db<EventRow>('events').orderByRaw(`status = 'active' desc, start_date desc, id desc`).first('id');
  if (!event) throw new Error('a standing belongs to an event: make one first');
  return event.id;
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
    trigger_piece_id: parsed.triggerPieceId,
    questions: parsed.questions,
  });
}

/** An event with the default prize tiers: active, from a day ago to a day ahead, unless overridden. */
export async function makeEvent(db: Knex, overrides: Partial<Pick<EventRow, 'status' | 'start_date' | 'end_date' | 'name' | 'description' | 'leaderboard_visibility' | 'location_policy' | 'freeze_minutes' | 'mode' | 'team_size' | 'team_formation' | 'late_joining' | 'division_choice'>> = {}): Promise<EventRow> {
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
  return listCollection(db, await eventOfPlay(db), user.id);
}
