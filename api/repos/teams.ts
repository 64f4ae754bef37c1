import type { Knex } from 'knex';
import { TEAM_LOCK_CLASS } from '../../db/locks';
import type { TeamRow } from '../../db/rows';

/** A team with how many students are in it. */
export interface TeamWithMembers extends TeamRow {
  members: number;
}

/** A student's place in an event: their team, division and how far they got (no row: none of it yet). */
export interface Membership {
  team_id: number | null;
  division_id: number | null;
  pieces_found: number;
}

/**
 * Waits for the student's scan, reveal or team change in flight and holds theirs until commit
 * (hunt_record_scan takes the same lock): a student joins one team at a time, and never while a
 * scan of theirs decides what their team holds.
 */
export async function lockStudent(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?::text, 0))', [userId]);
}

/** The team's own lock (db/locks.ts): its members' scans and answers run one at a time. Taken after the student's. */
export async function lockTeam(trx: Knex.Transaction, teamId: number): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [TEAM_LOCK_CLASS, teamId]);
}

/** The team, its row locked until commit: joins to it are counted one at a time. */
export function findTeamForUpdate(trx: Knex.Transaction, where: { id: number } | { join_code: string }): Promise<TeamRow | undefined> {
  return trx<TeamRow>('teams').where(where).forUpdate().first();
}

export function findTeam(db: Knex, id: number): Promise<TeamRow | undefined> {
  return db<TeamRow>('teams').where({ id }).first();
}

/** The event's team of this name, whatever its case. */
export function findTeamByName(db: Knex, eventId: number, name: string): Promise<TeamRow | undefined> {
  return db<TeamRow>('teams').where({ event_id: eventId }).whereRaw('lower(name) = lower(?)', [name]).first();
}

const MEMBER_COUNT = `(select count(*)::int from participants p where p.team_id = teams.id) as members`;

/** The event's teams with their member counts, by name. */
export function listTeams(db: Knex, eventId: number): Promise<TeamWithMembers[]> {
  return db('teams').where({ event_id: eventId }).select('teams.*', db.raw(MEMBER_COUNT)).orderByRaw('lower(name), id');
}

/** One team with its member count (undefined: no such team). */
export function findTeamWithMembers(db: Knex, id: number): Promise<TeamWithMembers | undefined> {
  return db('teams').where({ id }).select('teams.*', db.raw(MEMBER_COUNT)).first();
}

export async function insertTeam(trx: Knex | Knex.Transaction, team: Pick<TeamRow, 'event_id' | 'name' | 'join_code' | 'created_by'>): Promise<TeamRow> {
  const [row] = await trx<TeamRow>('teams').insert(team).returning('*');
  if (!row) throw new Error('team insert returned no row');
  return row;
}

export async function renameTeam(db: Knex, id: number, name: string): Promise<TeamRow | undefined> {
  const [row] = await db<TeamRow>('teams').where({ id }).update({ name }).returning('*');
  return row;
}

/** Removes the team; its members stay in the event without one (the key sets their team to null). */
export async function deleteTeam(db: Knex | Knex.Transaction, id: number): Promise<boolean> {
  // The ids deleted, not a count: the embedded database's driver answers a delete with no count.
  return (await db('teams').where({ id }).delete().returning('id')).length > 0;
}

export function membershipOf(db: Knex | Knex.Transaction, eventId: number, userId: string): Promise<Membership | undefined> {
  return db('participants').where({ event_id: eventId, user_id: userId }).first<Membership | undefined>('team_id', 'division_id', 'pieces_found');
}

export async function countMembers(trx: Knex.Transaction, teamId: number): Promise<number> {
  const row = await trx('participants').where({ team_id: teamId }).first<{ count: number }>(trx.raw('count(*)::int as count'));
  return Number(row?.count ?? 0);
}

/** Puts the student in the team (or in none): their row in the event appears if it had not yet, with the rules' division. */
export async function setTeam(trx: Knex.Transaction, eventId: number, userId: string, teamId: number | null): Promise<void> {
  await trx('participants')
    .insert({ event_id: eventId, user_id: userId, team_id: teamId, division_id: trx.raw('hunt_division_for(?, ?)', [eventId, userId]) })
    .onConflict(['event_id', 'user_id'])
    .merge({ team_id: teamId });
}

const OPEN_MARKS = '(select count(*)::int from fair_play_marks m where m.user_id = p.user_id and m.event_id = p.event_id and m.cleared_at is null) as open_marks';

export interface TeamMemberRow {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  total_points: number;
  pieces_found: number;
  disqualified_at: Date | null;
  /** Fair Play marks on their scans in the event not cleared yet. */
  open_marks: number;
}

/** The team's members, first joined first. */
export function listMembers(db: Knex, teamId: number): Promise<TeamMemberRow[]> {
  return listMembersOfTeams(db, [teamId]);
}

/** The members of several teams (the organisers' list), first joined first. */
export function listMembersOfTeams(db: Knex, teamIds: readonly number[]): Promise<(TeamMemberRow & { team_id: number })[]> {
  return db('participants as p')
    .join('users as u', 'u.id', 'p.user_id')
    .whereIn('p.team_id', teamIds)
    .orderBy([{ column: 'p.joined_at' }, { column: 'u.id' }])
    .select('p.team_id', 'u.id as user_id', 'u.email', 'u.first_name', 'u.last_name', 'u.profile_image_url', 'p.total_points', 'p.pieces_found', 'p.disqualified_at', db.raw(OPEN_MARKS));
}

export interface TeamFindRow {
  puzzle_piece_id: number;
  piece_name: string;
  image_url: string | null;
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  found_at: Date;
}

/** What the team's members found in the event, each piece once (its first finder), in the order found. */
export function listTeamFinds(db: Knex, eventId: number, teamId: number): Promise<TeamFindRow[]> {
  return db
    .select('*')
    .from(
      db('collection_entries as c')
        .join('participants as m', (join) => join.on('m.user_id', 'c.user_id').andOn('m.event_id', 'c.event_id'))
        .join('users as u', 'u.id', 'c.user_id')
        .join('puzzle_pieces as p', 'p.id', 'c.puzzle_piece_id')
        .where({ 'c.event_id': eventId, 'm.team_id': teamId })
        .distinctOn('c.puzzle_piece_id')
        .orderBy([{ column: 'c.puzzle_piece_id' }, { column: 'c.collected_at' }])
        .select(
          'c.puzzle_piece_id',
          'p.name as piece_name',
          'p.image_url',
          'u.id as user_id',
          'u.email',
          'u.first_name',
          'u.last_name',
          db.raw('least(coalesce(c.claimed_at, c.collected_at), c.collected_at) as found_at'),
        )
        .as('finds'),
    )
    .orderBy('found_at');
}

/**
 * Disqualifies the team and, with the same stamp, every member not already disqualified (they
 * leave every board); lifting it reinstates those it disqualified. Members first, then the team:
 * a scan holds its member's row before it completes the team, so this order never waits in a
 * circle with one.
 */
export async function setTeamDisqualified(trx: Knex.Transaction, teamId: number, disqualified: boolean): Promise<TeamRow | undefined> {
  // The team's lock first, as its members' scans take it: a scan completing the team (and so
  // every member) is never half way through while the members are changed here.
  await lockTeam(trx, teamId);
  const team = await trx<TeamRow>('teams').where({ id: teamId }).first();
  if (!team) return undefined;
  if (disqualified) {
    if (team.disqualified_at) return team;
    await trx('participants').where({ team_id: teamId }).whereNull('disqualified_at').update({ disqualified_at: trx.fn.now() });
    const [row] = await trx<TeamRow>('teams').where({ id: teamId }).update({ disqualified_at: trx.fn.now() }).returning('*');
    return row;
  }
  if (!team.disqualified_at) return team;
  await trx('participants').where({ team_id: teamId, disqualified_at: team.disqualified_at }).update({ disqualified_at: null });
  const [row] = await trx<TeamRow>('teams').where({ id: teamId }).update({ disqualified_at: null }).returning('*');
  return row;
}

/** The student's team when the event is played as teams (they collect and answer with it), else null. */
export async function teamPlayOf(trx: Knex | Knex.Transaction, eventId: number, userId: string): Promise<number | null> {
  const row = await trx('participants as p')
    .join('events as e', 'e.id', 'p.event_id')
    .where({ 'p.event_id': eventId, 'p.user_id': userId, 'e.mode': 'teams' })
    .whereNotNull('p.team_id')
    .first<{ team_id: number } | undefined>('p.team_id');
  return row?.team_id ?? null;
}

/** Whether the team answered the questionnaire in the event. */
export async function answeredByTeam(trx: Knex.Transaction, eventId: number, questionnaireId: number, teamId: number): Promise<boolean> {
  return Boolean(await trx('survey_responses').where({ event_id: eventId, questionnaire_id: questionnaireId, team_id: teamId }).first('id'));
}
