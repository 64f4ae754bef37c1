import { i18n, type MessageDescriptor } from '@lingui/core';
import { TEAM_API } from '../../../core/teamPaths';
import type { z } from 'zod';
import type { EventDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { teamMoveSchema, teamNameSchema, type AdminTeamDto } from '../../../core/teams';
import type { AdminKey } from '../shared/adminKeys';
import { coreText, zodWords } from '../shared/coreWords';

type TeamMove = z.output<typeof teamMoveSchema>;

/**
 * What a change to a team touches: the event's team list, the boards, the users (a member's
 * standing and team) and the Overview's team standings, and the students' own team and team board.
 */
export const teamChangeKeys = (eventId: number): { revalidate: AdminKey[]; participantKeys: string[] } => ({
  revalidate: [ADMIN_API.teamsOf(eventId), ADMIN_API.leaderboard, ADMIN_API.users, ADMIN_API.live],
  participantKeys: [TEAM_API.team, TEAM_API.teamLeaderboard],
});

/** The move dialog's value for 'no team' (team ids are numbers, so it names none of them). */
export const NO_TEAM = 'none';

/** '3 / 5': members against the event's team size. */
export function membersText(team: Pick<AdminTeamDto, 'members'>, teamSize: number): string {
  return `${team.members.length} / ${teamSize}`;
}

/** A team's state in the table: disqualified above all, then whether it has completed. */
export function teamStatus(team: Pick<AdminTeamDto, 'disqualifiedAt' | 'completedAt'>): 'Disqualified' | 'Completed' | 'Hunting' {
  if (team.disqualifiedAt) return 'Disqualified';
  return team.completedAt ? 'Completed' : 'Hunting';
}

/** What is wrong with a team name, in the server's words, or null. */
export function teamNameProblem(name: string): string | null {
  const parsed = teamNameSchema.safeParse(name, zodWords(i18n));
  return parsed.success ? null : coreText(i18n, parsed.error.issues[0]?.message ?? 'invalid name');
}

/**
 * The body of a move: the student by e-mail, into the team chosen (by id) or NO_TEAM; or what
 * is wrong with it, in the server's words.
 */
export function moveBody(eventId: number, email: string, choice: string, teams: readonly Pick<AdminTeamDto, 'id' | 'name'>[]): { body: TeamMove } | { problem: string } {
  const team = choice === NO_TEAM ? null : (teams.find((candidate) => String(candidate.id) === choice)?.name ?? '');
  if (team === '') return { problem: i18n._({ id: 'admin.teams.chooseTeam', message: 'Choose a team, or No team' }) };
  const parsed = teamMoveSchema.safeParse({ eventId, email, team }, zodWords(i18n));
  return parsed.success ? { body: parsed.data } : { problem: coreText(i18n, parsed.error.issues[0]?.message ?? 'invalid move') };
}

/** The toast after a move: where the student is now. */
export function moveOutcome(email: string, team: Pick<AdminTeamDto, 'name'> | null): string {
  return team
    ? i18n._({ id: 'admin.teams.movedInto', message: '{email} is in {team}', values: { email, team: team.name } })
    : i18n._({ id: 'admin.teams.movedOut', message: '{email} is in no team', values: { email } });
}

const FORMED_BY: Record<EventDto['teamFormation'], MessageDescriptor> = {
  students: /*i18n*/ { id: 'admin.teams.formedByStudents', message: 'students create them and join by code' },
  organisers: /*i18n*/ { id: 'admin.teams.formedByOrganisers', message: 'only you make them and put students in' },
};

/** The line above the table: how the event is played, and who forms its teams. */
export function teamsNote(event: Pick<EventDto, 'mode' | 'teamSize' | 'teamFormation' | 'lateJoining'>): string {
  if (event.mode === 'solo') {
    return i18n._({ id: 'admin.teams.soloNote', message: 'This event is played solo: teams count once its mode (Events, Edit) is Teams or Solo and teams.' });
  }
  const how =
    event.mode === 'teams'
      ? i18n._({ id: 'admin.teams.howTeams', message: 'A team collects, answers and completes together' })
      : i18n._({ id: 'admin.teams.howSoloAndTeams', message: 'Everyone plays alone and also scores for their team' });
  const lock = event.lateJoining
    ? i18n._({ id: 'admin.teams.lateJoining', message: 'after the start, a student may still join or leave until their first find' })
    : i18n._({ id: 'admin.teams.locked', message: 'teams lock when the event starts' });
  return i18n._({
    id: 'admin.teams.note',
    message: '{how}. Teams of up to {size}: {formedBy}; {lock}.',
    values: { how, size: event.teamSize, formedBy: i18n._(FORMED_BY[event.teamFormation]), lock },
  });
}
