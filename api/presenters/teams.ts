import { displayName, type EmailPolicy } from '../../core/displayName';
import type { Language } from '../../core/language';
import type { AdminDivisionDto, AdminTeamDto, DivisionDto, DivisionStandingDto, ImportResultDto, MyTeamDto, TeamDto } from '../../core/teams';
import type { DivisionRow, TeamRow } from '../../db/rows';
import type { DivisionWithCounts } from '../repos/divisions';
import type { TeamMemberRow, TeamWithMembers } from '../repos/teams';
import type { DivisionStanding } from '../services/teamBoards';
import type { ImportOutcome } from '../services/importOutcome';
import type { MyTeam } from '../services/teams';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A team's points: its members' who are not disqualified. */
const teamPoints = (members: readonly TeamMemberRow[]) => members.reduce((sum, member) => sum + (member.disqualified_at ? 0 : member.total_points), 0);

const nameOf = (row: { user_id: string; first_name: string | null; last_name: string | null; email: string }, policy: EmailPolicy) =>
  displayName({ id: row.user_id, firstName: row.first_name, lastName: row.last_name, email: row.email }, policy);

/** The caller's team as its members see it: names as the boards show them, who found what. */
export function presentMyTeam(mine: MyTeam, viewerId: string, policy: EmailPolicy): MyTeamDto {
  const event = mine.event;
  const team = mine.team;
  return {
    mode: event?.mode ?? 'solo',
    teamSize: event?.team_size ?? 0,
    teamFormation: event?.team_formation ?? 'students',
    open: mine.open,
    team: team && {
      id: team.row.id,
      name: team.row.name,
      joinCode: team.row.join_code,
      members: team.members.map((member) => presentMember(member, viewerId, policy)),
      collection: team.finds.map((find) => ({
        pieceId: find.puzzle_piece_id,
        pieceName: find.piece_name,
        imageUrl: find.image_url,
        foundBy: nameOf(find, policy),
        foundAt: find.found_at.toISOString(),
      })),
      progress: { collected: team.finds.length, total: team.total, completedAt: iso(team.row.completed_at) },
      totalPoints: teamPoints(team.members),
      disqualified: team.row.disqualified_at !== null,
    },
  };
}

function presentMember(member: TeamMemberRow, viewerId: string, policy: EmailPolicy): TeamDto['members'][number] {
  return {
    userId: member.user_id,
    name: nameOf(member, policy),
    profileImageUrl: member.profile_image_url,
    totalPoints: member.total_points,
    piecesFound: member.pieces_found,
    me: member.user_id === viewerId,
  };
}

export function presentDivision(row: DivisionRow): DivisionDto {
  return { id: row.id, name: row.name };
}

export function presentDivisionStanding(standing: DivisionStanding): DivisionStandingDto {
  return {
    divisionId: standing.division.id,
    name: standing.division.name,
    rank: standing.rank,
    players: standing.players,
    finishers: standing.finishers,
    averagePoints: standing.averagePoints,
  };
}

export function presentAdminTeam(team: TeamWithMembers | TeamRow, members: readonly TeamMemberRow[], policy: EmailPolicy = 'full'): AdminTeamDto {
  return {
    id: team.id,
    eventId: team.event_id,
    name: team.name,
    joinCode: team.join_code,
    members: members.map((member) => ({ userId: member.user_id, name: nameOf(member, policy), email: member.email })),
    totalPoints: teamPoints(members),
    piecesFound: members.reduce((sum, member) => sum + member.pieces_found, 0),
    completedAt: iso(team.completed_at),
    disqualifiedAt: iso(team.disqualified_at),
    createdAt: team.created_at.toISOString(),
    openMarks: members.reduce((sum, member) => sum + Number(member.open_marks), 0),
  };
}

export function presentAdminDivision(row: DivisionWithCounts): AdminDivisionDto {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    emailDomains: row.email_domains,
    prizeTiers: row.prize_tiers,
    players: Number(row.players),
    waiting: Number(row.waiting),
  };
}

/** An import's answer, each row's problem in the reader's language (a program reads English). */
export function presentImport(outcome: ImportOutcome, language: Language): ImportResultDto {
  const problems = outcome.problems.map(({ problem, ...row }) => ({ ...row, problem: typeof problem === 'string' ? problem : problem.messageIn(language) }));
  return { applied: outcome.applied, problems };
}
