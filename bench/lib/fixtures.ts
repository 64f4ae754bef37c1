/**
 * Test data written straight into a fresh database with SQL, before the measured server starts
 * (it caches sessions, users, events and the ranking it reads). Thousands of students can't
 * sign in through the rate-limited sign-in route in time, so their users and koa-session rows
 * are inserted here and their cookies signed by the bench (cookies.ts).
 */
import type pg from 'pg';
import { sessionCookieHeader } from './cookies';

/**
 * A session id as the server makes one (api/middleware/session.ts): 32 random bytes in URL-safe
 * base64, 43 characters. Its length matters: the server remembers checked cookie signatures only
 * for cookies of a real session's length.
 */
const SESSION_ID_SQL = `rtrim(translate(encode(decode(md5(random()::text || id::text) || md5(clock_timestamp()::text || id::text), 'hex'), 'base64'), '+/', '-_'), '=')`;

export const PIECE_COUNT = 9;
/** koa-session's maxAge for a signed-in session (api/middleware/session.ts). */
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export interface Piece {
  pieceId: number;
  linkId: number;
  code: string;
}

export interface Hunt {
  pieces: Piece[];
  domain: string;
  /** The running event: every standing and collection here is its. */
  eventId: number;
}

export interface Student {
  id: string;
  email: string;
  /** The Cookie header that signs this student in. */
  cookie: string;
}

/** Nine pieces, a QR link for each (codes BENCH1 … BENCH9), and an active event with a live board. */
export async function createHunt(pool: pg.Pool, domain: string): Promise<Hunt> {
  const pieces: Piece[] = [];
  for (let i = 1; i <= PIECE_COUNT; i++) {
    const code = `BENCH${i}`;
    const piece = await pool.query<{ id: number }>(
      'insert into puzzle_pieces (name, description, sort_order) values ($1, $2, $3) returning id',
      [`Bench piece ${i}`, `Found behind bench ${i}`, i],
    );
    const pieceId = piece.rows[0]?.id;
    if (pieceId === undefined) throw new Error('piece insert returned no id');
    const link = await pool.query<{ id: number }>(
      'insert into qr_links (code, puzzle_piece_id, domain, is_active) values ($1, $2, $3, true) returning id',
      [code, pieceId, domain],
    );
    const linkId = link.rows[0]?.id;
    if (linkId === undefined) throw new Error('link insert returned no id');
    pieces.push({ pieceId, linkId, code });
  }
  const event = await pool.query<{ id: number }>(
    `insert into events (name, start_date, end_date, status, leaderboard_visibility)
     values ('Bench hunt', now() - interval '1 hour', now() + interval '1 day', 'active', 'live') returning id`,
  );
  const eventId = event.rows[0]?.id;
  if (eventId === undefined) throw new Error('event insert returned no id');
  await pool.query(
    `insert into prize_tiers (event_id, position, percentile, prize_name, prize_description)
     values ($1, 0, 99, 'Platinum Prize', 'Top 1%'), ($1, 1, 95, 'Gold Prize', 'Top 5%'),
            ($1, 2, 90, 'Silver Prize', 'Top 10%'), ($1, 3, 75, 'Bronze Prize', 'Top 25%')`,
    [eventId],
  );
  return { pieces, domain, eventId };
}

export interface StudentOptions {
  /** Names the group in e-mails (`scan-17@bench.campus.edu`); unique per database. */
  cohort: string;
  count: number;
  /** They already hold the first `holding` pieces (collected through their QR links). */
  holding?: number;
  /** Ranked with these points (completed an hour ago). */
  rankedPoints?: number;
}

/** Users with a signed-in session each, in e-mail number order. */
export async function createStudents(pool: pg.Pool, hunt: Hunt, options: StudentOptions): Promise<Student[]> {
  const expiresAt = Date.now() + SESSION_MAX_AGE_MS;
  const ranked = options.rankedPoints !== undefined;
  const { rows } = await pool.query<{ id: string; email: string; sid: string; n: number }>(
    `with new_users as (
       insert into users (email, first_name, last_name)
       select $1 || '-' || g || '@bench.campus.edu', 'Bench', $1 || ' ' || g
       from generate_series(1, $2::int) as g
       returning id, email
     ), new_standings as (
       insert into participants (event_id, user_id, total_points, completed_at)
       select $7::int, id, $3::int, date_trunc('milliseconds', now() - interval '1 hour') from new_users where $4::boolean
     ), new_sessions as (
       insert into sessions (id, user_id, data, expires_at)
       select ${SESSION_ID_SQL}, id,
              jsonb_build_object('userId', id, '_expire', $5::bigint, '_maxAge', $6::bigint), to_timestamp($5::bigint / 1000.0)
       from new_users
       returning id as sid, user_id
     )
     select u.id, u.email, s.sid, split_part(split_part(u.email, '@', 1), '-', -1)::int as n
     from new_users u join new_sessions s on s.user_id = u.id
     order by n`,
    [options.cohort, options.count, options.rankedPoints ?? 0, ranked, expiresAt, SESSION_MAX_AGE_MS, hunt.eventId],
  );
  const students = rows.map((row) => ({ id: row.id, email: row.email, cookie: sessionCookieHeader(row.sid) }));
  if (options.holding) await giveFirstPieces(pool, hunt, students, options.holding);
  return students;
}

/**
 * Signed-in sessions for users already in the database (the ranked participants, whom
 * createRankedParticipants makes without one), in the order of `emails`.
 */
export async function signInExisting(pool: pg.Pool, emails: readonly string[]): Promise<Student[]> {
  const expiresAt = Date.now() + SESSION_MAX_AGE_MS;
  const { rows } = await pool.query<{ id: string; email: string; sid: string }>(
    `with wanted as (
       select u.id, u.email, w.n from unnest($1::text[]) with ordinality as w(email, n) join users u on u.email = w.email
     ), new_sessions as (
       insert into sessions (id, user_id, data, expires_at)
       select ${SESSION_ID_SQL}, id,
              jsonb_build_object('userId', id, '_expire', $2::bigint, '_maxAge', $3::bigint), to_timestamp($2::bigint / 1000.0)
       from wanted
       returning id as sid, user_id
     )
     select w.id, w.email, s.sid from wanted w join new_sessions s on s.user_id = w.id order by w.n`,
    [emails, expiresAt, SESSION_MAX_AGE_MS],
  );
  if (rows.length !== emails.length) throw new Error(`signed in ${rows.length} of ${emails.length} existing users: some are missing`);
  return rows.map((row) => ({ id: row.id, email: row.email, cookie: sessionCookieHeader(row.sid) }));
}

async function giveFirstPieces(pool: pg.Pool, hunt: Hunt, students: readonly Student[], holding: number): Promise<void> {
  const links = hunt.pieces.slice(0, holding).map((piece) => piece.linkId);
  const ids = students.map((student) => student.id);
  await pool.query('insert into participants (event_id, user_id) select $1, unnest($2::uuid[]) on conflict do nothing', [hunt.eventId, ids]);
  await pool.query(
    `insert into collection_entries (event_id, user_id, puzzle_piece_id, qr_link_id, collected_at)
     select $3, u.id, l.puzzle_piece_id, l.id, now() - interval '30 minutes'
     from unnest($1::uuid[]) as u(id) cross join qr_links l where l.id = any($2::int[])`,
    [ids, links, hunt.eventId],
  );
  await syncScanCounts(pool);
}

/** The e-mail of ranked participant number `n` (from 1), as createRankedParticipants makes them. */
export function rankedEmail(n: number): string {
  return `ranked-${n}@bench.campus.edu`;
}

/**
 * 100,000 people on the board: completed at distinct moments, points spread over 0-499 the way
 * graded quizzes spread them. They hold no pieces (the board reads only points and completion).
 */
export async function createRankedParticipants(pool: pg.Pool, hunt: Hunt, count: number): Promise<void> {
  await pool.query(
    `with new_users as (
       insert into users (email, first_name, last_name, last_seen_at)
       select 'ranked-' || g || '@bench.campus.edu', 'Ranked', 'Participant ' || g, now() - interval '2 hours'
       from generate_series(1, $1::int) as g
       returning id, split_part(split_part(email, '@', 1), '-', -1)::int as g)
     insert into participants (event_id, user_id, total_points, completed_at)
     select $2, id, (g * 7919) % 500, date_trunc('milliseconds', now() - interval '3 hours' + g * interval '17 milliseconds')
     from new_users`,
    [count, hunt.eventId],
  );
  await pool.query('analyze users');
  await pool.query('analyze participants');
}

/** Does qr_links still keep a per-link counter? (The server team may derive it from collection_entries instead.) */
export async function hasScanCountColumn(pool: pg.Pool): Promise<boolean> {
  const { rowCount } = await pool.query(
    `select 1 from information_schema.columns
     where table_schema = current_schema() and table_name = 'qr_links' and column_name = 'scan_count'`,
  );
  return (rowCount ?? 0) > 0;
}

/** Keeps the per-link counter equal to the collections made through the link, as the server does. */
async function syncScanCounts(pool: pg.Pool): Promise<void> {
  if (!(await hasScanCountColumn(pool))) return;
  await pool.query(
    `update qr_links l set scan_count = (select count(*) from collection_entries c where c.qr_link_id = l.id)`,
  );
}

/** The first of a fixture list that must not be empty. */
export function firstOf<T>(items: readonly T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error('the fixture list is empty');
  return item;
}
