import type { EventRow, TeamRow } from '../../db/rows';
import type { Deps } from '../deps';
import { AppError, conflict, notFound } from '../errors';
import type { ImportOutcome } from './importOutcome';
import { isUniqueViolation } from '../repos/pgErrors';
import {
  countMembers,
  deleteTeam,
  findTeamByName,
  findTeamForUpdate,
  insertTeam,
  listMembers,
  listMembersOfTeams,
  listTeams,
  lockStudent,
  membershipOf,
  renameTeam,
  setTeamDisqualified,
  setTeam,
  type TeamMemberRow,
  type TeamWithMembers,
} from '../repos/teams';
import { findUserByEmail } from '../repos/users';
import { knownEvent } from './eventScope';
import { showTeamChange, TEAM_NAME_TAKEN as NAME_TAKEN, withNewJoinCode } from './teams';

const NOT_FOUND = 'Team not found';

/** A team with its members, for the organisers. */
export interface TeamWithMemberRows {
  team: TeamWithMembers | TeamRow;
  members: TeamMemberRow[];
}

/** The event's teams (the teams' event when none is named), each with its members. */
export async function teamsForAdmin(deps: Deps, eventId: number | undefined): Promise<TeamWithMemberRows[]> {
  const event = eventId === undefined ? deps.caches.events.teamEvent() : knownEvent(deps, eventId);
  if (!event) return [];
  const teams = await listTeams(deps.db, event.id);
  const members = await listMembersOfTeams(deps.db, teams.map((team) => team.id));
  return teams.map((team) => ({ team, members: members.filter((member) => member.team_id === team.id) }));
}

async function withMembers(deps: Deps, team: TeamRow): Promise<TeamWithMemberRows> {
  return { team, members: await listMembers(deps.db, team.id) };
}

function refuseSolo(event: EventRow): void {
  if (event.mode === 'solo') throw conflict('This event is played solo: set its mode to teams or solo-and-teams first');
}

/** A team the organisers make (no student made it: it stays when its last member leaves). */
export async function createTeamForEvent(deps: Deps, eventId: number, name: string): Promise<TeamWithMemberRows> {
  const event = knownEvent(deps, eventId);
  refuseSolo(event);
  const team = await insertNamedTeam(deps, event.id, name);
  await deps.caches.teams.refreshTeam(team.id);
  return withMembers(deps, team);
}

/** Inserts a team the organisers make; 409 for a name taken. */
function insertNamedTeam(deps: Deps, eventId: number, name: string): Promise<TeamRow> {
  return withNewJoinCode(deps, eventId, name, (joinCode) => insertTeam(deps.db, { event_id: eventId, name, join_code: joinCode, created_by: null }));
}

export async function renameTeamById(deps: Deps, id: number, name: string): Promise<TeamWithMemberRows> {
  let team: TeamRow | undefined;
  try {
    team = await renameTeam(deps.db, id, name);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
  if (!team) throw notFound(NOT_FOUND);
  await deps.caches.teams.refreshTeam(id);
  return withMembers(deps, team);
}

export async function removeTeam(deps: Deps, id: number): Promise<void> {
  const members = await listMembers(deps.db, id);
  if (!(await deleteTeam(deps.db, id))) throw notFound(NOT_FOUND);
  await deps.caches.teams.refreshTeam(id);
  if (members.length > 0) await deps.ranking.refreshNow(members.map((member) => member.user_id));
}

/** Disqualifies the whole team (every member leaves every board) or lifts it. */
export async function disqualifyTeam(deps: Deps, id: number, disqualified: boolean): Promise<TeamWithMemberRows> {
  const team = await deps.db.transaction((trx) => setTeamDisqualified(trx, id, disqualified));
  if (!team) throw notFound(NOT_FOUND);
  const result = await withMembers(deps, team);
  for (const member of result.members) deps.caches.users.forget(member.user_id);
  await deps.caches.teams.refreshTeam(id);
  await deps.ranking.refreshNow(result.members.map((member) => member.user_id));
  return result;
}

/**
 * Puts the student with this e-mail in the event's team of this name (or in none), whatever
 * the window for students: the organisers' word. The cap still holds, under the team's row lock.
 */
export async function moveStudent(deps: Deps, move: { eventId: number; email: string; team: string | null }): Promise<TeamWithMemberRows | null> {
  const event = knownEvent(deps, move.eventId);
  refuseSolo(event);
  const user = await findUserByEmail(deps.db, move.email);
  if (!user || user.erased_at) throw notFound('No student has this e-mail: they must sign in once first');
  const { from, to } = await deps.db.transaction(async (trx) => {
    await lockStudent(trx, user.id);
    const before = (await membershipOf(trx, event.id, user.id))?.team_id ?? null;
    if (move.team === null) {
      await setTeam(trx, event.id, user.id, null);
      return { from: before, to: null };
    }
    const named = await findTeamByName(trx, event.id, move.team);
    const team = named && (await findTeamForUpdate(trx, { id: named.id }));
    if (!team) throw notFound(NOT_FOUND);
    if (before !== team.id && (await countMembers(trx, team.id)) >= event.team_size) throw conflict('This team is full: at most {max} members', { max: event.team_size });
    await setTeam(trx, event.id, user.id, team.id);
    return { from: before, to: team };
  });
  deps.caches.users.forget(user.id);
  await showTeamChange(deps, user.id, [from, to?.id]);
  return to ? withMembers(deps, to) : null;
}

/** `team,email` rows: each team made when missing, each student put in it; what could not be done is said per row. */
export async function importTeams(deps: Deps, eventId: number, rows: readonly { team: string; email: string }[]): Promise<ImportOutcome> {
  const event = knownEvent(deps, eventId);
  refuseSolo(event);
  const result: ImportOutcome = { applied: 0, problems: [] };
  for (const [index, row] of rows.entries()) {
    try {
      if (!(await findTeamByName(deps.db, event.id, row.team))) await insertNamedTeam(deps, event.id, row.team).catch(ignoreTakenName);
      await moveStudent(deps, { eventId, email: row.email, team: row.team });
      result.applied++;
    } catch (error) {
      result.problems.push({ row: index + 1, email: row.email, problem: error instanceof AppError ? error : error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

/** Another import made the team meanwhile: the move finds it. */
function ignoreTakenName(error: unknown): void {
  if (!(error instanceof Error && error.message === NAME_TAKEN)) throw error;
}

