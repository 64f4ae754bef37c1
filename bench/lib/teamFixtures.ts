/**
 * The teams section's data, written with SQL before the ranked stage's server starts: the event
 * played alone and in teams at once, the ranked participants (fixtures.ts) put in teams and
 * spread over divisions, and a team one piece short of completing. None of it puts anyone new on
 * the race board or moves a place on it: a team or a division is not a place, so the other ranked
 * sections count and rank what they did before.
 */
import type pg from 'pg';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, TEAM_SIZE_MAX } from '../../core/teams';
import { createStudents, firstOf, PIECE_COUNT, rankedEmail, type Hunt, type Student } from './fixtures';

/**
 * `solo-and-teams`: everyone keeps their own completion (the ranked participants completed
 * alone) and also plays for their team. The size cap only limits joining, and the members are
 * put in teams here by SQL as an organisers' import would, so the largest cap the event may
 * have is as good as any.
 */
export async function playAloneAndInTeams(pool: pg.Pool, hunt: Hunt): Promise<void> {
  const { rowCount } = await pool.query(`update events set mode = 'solo-and-teams', team_size = $2 where id = $1`, [hunt.eventId, TEAM_SIZE_MAX]);
  if (rowCount !== 1) throw new Error(`the bench event ${hunt.eventId} was not found`);
}

/** `count` divisions of the event (no e-mail rules: the ranked participants' are given by SQL), ids ascending. */
export async function createDivisions(pool: pg.Pool, hunt: Hunt, count: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `insert into divisions (event_id, name) select $1, 'Faculty ' || g from generate_series(1, $2::int) as g returning id`,
    [hunt.eventId, count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * A distinct join code for each index below 32^6: the index times an odd number modulo 2^30 (a
 * one-to-one map, so the codes look mixed and never repeat) written in the join code's alphabet.
 */
function joinCode(index: number): string {
  let value = Number((BigInt(index) * 2654435761n) % 2n ** 30n);
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) {
    code = (JOIN_CODE_ALPHABET[value % JOIN_CODE_ALPHABET.length] ?? 'A') + code;
    value = Math.floor(value / JOIN_CODE_ALPHABET.length);
  }
  return code;
}

/** `count` teams of the event named `<prefix> 1` …, each with its own join code, ids in name order. */
export async function createTeams(pool: pg.Pool, hunt: Hunt, prefix: string, count: number, firstCode: number): Promise<number[]> {
  const codes = Array.from({ length: count }, (_, index) => joinCode(firstCode + index));
  const { rows } = await pool.query<{ id: number }>(
    `insert into teams (event_id, name, join_code)
     select $1, $2 || ' ' || c.n, c.code from unnest($3::text[]) with ordinality as c(code, n) order by c.n
     returning id`,
    [hunt.eventId, prefix, codes],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The team assignRanked puts ranked participant n (from 1) in; `divisionIds` alike gives the division. */
export function groupOfRanked(n: number, ids: readonly number[]): number {
  return ids[(n - 1) % ids.length] ?? firstOf(ids);
}

/**
 * Ranked participant n (from 1) joins team (n - 1) mod T and division (n - 1) mod D (the id
 * arrays indexed from 0): round-robin, so every team has members all down the board, and with D
 * dividing T a team plays within one division, as a faculty's team would.
 */
export async function assignRanked(pool: pg.Pool, hunt: Hunt, ranked: number, teamIds: readonly number[], divisionIds: readonly number[]): Promise<void> {
  const { rowCount } = await pool.query(
    `update participants p
        set team_id = ($2::int[])[(r.n - 1) % cardinality($2::int[]) + 1],
            division_id = ($3::int[])[(r.n - 1) % cardinality($3::int[]) + 1]
       from (select id, split_part(split_part(email, '@', 1), '-', -1)::int as n from users where email like 'ranked-%@bench.campus.edu') r
      where p.user_id = r.id and p.event_id = $1`,
    [hunt.eventId, teamIds, divisionIds],
  );
  if (rowCount !== ranked) throw new Error(`put ${rowCount ?? 0} ranked participants in teams, expected ${ranked}`);
  // The ranked participants completed, so their teams held every piece between them once the
  // first member did: completed teams are what the team board ranks by points, with tiers and prizes.
  await pool.query(
    `update teams t set completed_at = m.first
       from (select team_id, min(completed_at) as first from participants
             where event_id = $1 and team_id = any($2::int[]) group by team_id) m
      where t.id = m.team_id`,
    [hunt.eventId, teamIds],
  );
  await pool.query('analyze participants');
  await pool.query('analyze teams');
}

/** The e-mails of the first `count` ranked participants: members of every team in turn. */
export function rankedEmails(count: number): string[] {
  return Array.from({ length: count }, (_, index) => rankedEmail(index + 1));
}

export interface FinishingTeam {
  teamId: number;
  /** Holds every piece but the last. */
  holder: Student;
  /** Holds nothing; their scan of the last piece completes the team. */
  finisher: Student;
}

/**
 * A team whose two members are not on the race board: one holds every piece but the last (and,
 * with pieces_found left at 0 as fixtures.ts leaves it, is not on any board), the other holds
 * nothing. The finisher's scan of the last piece completes the team, not the finisher.
 */
export async function createFinishingTeam(pool: pg.Pool, hunt: Hunt, firstCode: number): Promise<FinishingTeam> {
  const teamId = firstOf(await createTeams(pool, hunt, 'Finishers', 1, firstCode));
  const holder = firstOf(await createStudents(pool, hunt, { cohort: 'team-holder', count: 1, holding: PIECE_COUNT - 1 }));
  const finisher = firstOf(await createStudents(pool, hunt, { cohort: 'team-finisher', count: 1 }));
  await pool.query(
    `insert into participants (event_id, user_id, team_id) select $1, unnest($2::uuid[]), $3
     on conflict (event_id, user_id) do update set team_id = excluded.team_id`,
    [hunt.eventId, [holder.id, finisher.id], teamId],
  );
  return { teamId, holder, finisher };
}
