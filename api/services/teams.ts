import { randomInt } from 'node:crypto';
import { generateJoinCode, teamChangesOpen } from '../../core/teams';
import type { EventRow, TeamRow } from '../../db/rows';
import type { Deps } from '../deps';
import { conflict, forbidden, notFound } from '../errors';
import { isUniqueViolation } from '../repos/pgErrors';
import {
  countMembers,
  deleteTeam,
  findTeam,
  findTeamByName,
  findTeamForUpdate,
  insertTeam,
  listMembers,
  listTeamFinds,
  lockStudent,
  membershipOf,
  setTeam,
  type Membership,
  type TeamFindRow,
  type TeamMemberRow,
} from '../repos/teams';
import { countPieces } from '../repos/pieces';

/** The caller's team and what it holds, with the event's settings. */
export interface MyTeam {
  event: EventRow | null;
  open: boolean;
  team: { row: TeamRow; members: TeamMemberRow[]; finds: TeamFindRow[]; total: number } | null;
}

const NO_TEAMS = 'This event is played without teams';

/** The event students form teams for now (core's rule in the events cache), or a 403 when there is none with teams. */
function teamEventOf(deps: Deps): EventRow {
  const event = deps.caches.events.teamEvent();
  if (!event || event.mode === 'solo') throw forbidden(NO_TEAMS);
  return event;
}

function windowOf(event: EventRow, membership: Membership | undefined): boolean {
  return teamChangesOpen({ mode: event.mode, status: event.status, lateJoining: event.late_joining }, membership?.pieces_found ?? 0);
}

function refuseWhenLocked(event: EventRow, membership: Membership | undefined): void {
  if (windowOf(event, membership)) return;
  throw forbidden(event.status === 'completed' ? 'The event is over: teams no longer change' : 'Teams are locked: the event has started');
}

export async function readMyTeam(deps: Deps, userId: string): Promise<MyTeam> {
  const event = deps.caches.events.teamEvent();
  if (!event) return { event: null, open: false, team: null };
  const membership = await membershipOf(deps.db, event.id, userId);
  const open = windowOf(event, membership);
  const row = membership?.team_id ? await findTeam(deps.db, membership.team_id) : undefined;
  if (!row) return { event, open, team: null };
  const [members, finds, total] = await Promise.all([listMembers(deps.db, row.id), listTeamFinds(deps.db, event.id, row.id), countPieces(deps.db, event.id)]);
  return { event, open, team: { row, members, finds, total } };
}

/** A new team with the caller as its first member; its join code is new (drawn again in the rare clash). */
export async function createTeam(deps: Deps, userId: string, name: string): Promise<void> {
  const event = teamEventOf(deps);
  if (event.team_formation !== 'students') throw forbidden('Teams in this event are formed by the organisers: ask them to put you in one');
  const team = await withNewJoinCode(deps, event.id, name, (joinCode) =>
    deps.db.transaction(async (trx) => {
      await lockStudent(trx, userId);
      const membership = await membershipOf(trx, event.id, userId);
      refuseWhenLocked(event, membership);
      if (membership?.team_id) throw conflict('You are already in a team: leave it first');
      const made = await insertTeam(trx, { event_id: event.id, name, join_code: joinCode, created_by: userId });
      await setTeam(trx, event.id, userId, made.id);
      return made;
    }),
  );
  await showTeamChange(deps, userId, [team.id]);
}

export const TEAM_NAME_TAKEN = 'A team with this name already exists in this event';

/**
 * Makes a team with `insert`, given a new join code: a unique key broken by the name is a 409;
 * by the code (a rare clash of random codes), it is drawn again.
 */
export async function withNewJoinCode<T>(deps: Deps, eventId: number, name: string, insert: (joinCode: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(generateJoinCode(randomInt));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await findTeamByName(deps.db, eventId, name)) throw conflict(TEAM_NAME_TAKEN);
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * The database tells every instance of a team change; this one shows it before answering: the
 * teams' member counts and the student's row on the boards.
 */
export async function showTeamChange(deps: Deps, userId: string, teamIds: readonly (number | null | undefined)[]): Promise<void> {
  for (const id of new Set(teamIds)) if (id) await deps.caches.teams.refreshTeam(id);
  await deps.ranking.refreshNow([userId]);
}

/**
 * Joins the team by its code. The caller's lock first (they join one team at a time, so two
 * joins at once end in one team), then the team's row (its joins are counted one at a time, so
 * the cap holds). Joining the team one is in already is answered as done.
 */
export async function joinTeam(deps: Deps, userId: string, code: string): Promise<void> {
  const event = teamEventOf(deps);
  const teamId = await deps.db.transaction(async (trx) => {
    await lockStudent(trx, userId);
    const team = await findTeamForUpdate(trx, { join_code: code });
    if (!team || team.event_id !== event.id) throw notFound('No team has this code in this event');
    const membership = await membershipOf(trx, event.id, userId);
    if (membership?.team_id === team.id) return team.id;
    refuseWhenLocked(event, membership);
    if (membership?.team_id) throw conflict('You are already in a team: leave it first');
    if (team.disqualified_at) throw forbidden('This team was disqualified');
    if ((await countMembers(trx, team.id)) >= event.team_size) throw conflict('This team is full: at most {max} members', { max: event.team_size });
    await setTeam(trx, event.id, userId, team.id);
    return team.id;
  });
  await showTeamChange(deps, userId, [teamId]);
}

/** Leaves the caller's team; a team a student made goes when its last member leaves (its name is free again). */
export async function leaveTeam(deps: Deps, userId: string): Promise<void> {
  const event = teamEventOf(deps);
  const teamId = await deps.db.transaction(async (trx) => {
    await lockStudent(trx, userId);
    const membership = await membershipOf(trx, event.id, userId);
    if (!membership?.team_id) throw notFound('You are not in a team');
    refuseWhenLocked(event, membership);
    const team = await findTeamForUpdate(trx, { id: membership.team_id });
    await setTeam(trx, event.id, userId, null);
    if (team?.created_by && (await countMembers(trx, team.id)) === 0) await deleteTeam(trx, team.id);
    return membership.team_id;
  });
  await showTeamChange(deps, userId, [teamId]);
}
