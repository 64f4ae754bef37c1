import { PARTICIPANT_LEADERBOARD_SIZE } from '../../core/constants';
import type { CurrentUser, DivisionRow } from '../../db/rows';
import type { TeamBoard, TeamBoardView } from '../leaderboard/teamBoard';
import type { TeamsCache } from '../caches/teamsCache';
import type { LiveRanking } from '../leaderboard/liveRanking';
import { emailPolicyFor, isPublishedFor, type BoardSources, type ParticipantBoard } from './leaderboard';

/**
 * While the public board is frozen before the end, the team and division boards would show what
 * it hides: they are held back with it (an organiser still sees them).
 */
function hiddenFor(deps: BoardSources, viewer: Pick<CurrentUser, 'role'>): boolean {
  return !isPublishedFor(deps, viewer) || (viewer.role !== 'admin' && deps.frozen.current() !== null);
}

/** GET /api/leaderboard/teams and its stream, from memory. */
export function teamBoardFor(deps: BoardSources & { teamBoard: TeamBoard }, viewer: Pick<CurrentUser, 'role' | 'team_id'>): TeamBoardView {
  // The same array until the tiers change: the serialised board is kept while it is.
  const prizes = deps.caches.events.prizeRulesOf(deps.caches.events.currentEventId());
  if (hiddenFor(deps, viewer)) return { published: false, version: '', places: [], mine: null, totalRanked: 0, prizes };
  const all = deps.teamBoard.all();
  return {
    published: true,
    version: deps.teamBoard.key,
    places: all.slice(0, PARTICIPANT_LEADERBOARD_SIZE),
    mine: deps.teamBoard.of(viewer.team_id),
    totalRanked: all[0]?.finishers ?? 0,
    prizes,
  };
}

/** GET /api/leaderboard?division={id}: the division's own board, presented like the whole board. */
export function divisionBoardFor(deps: BoardSources, viewer: CurrentUser, divisionId: number): ParticipantBoard {
  if (!deps.caches.teams.division(divisionId)) return { published: false };
  if (hiddenFor(deps, viewer)) return { published: false };
  const view = deps.divisionBoards.view(divisionId);
  const policy = emailPolicyFor(deps, viewer);
  return { published: true, viewerId: viewer.id, top: view.top(policy), me: view.ownEntry(viewer.id, policy) };
}

/** A division against the others. */
export interface DivisionStanding {
  division: DivisionRow;
  rank: number;
  players: number;
  finishers: number;
  averagePoints: number;
}

/**
 * The current event's divisions ranked against each other: by the average points of their
 * finishers, then by how many finished (a division with none is last); from memory.
 */
export function divisionStandings(deps: BoardSources, viewer: CurrentUser): DivisionStanding[] {
  return hiddenFor(deps, viewer) ? [] : rankDivisions(deps);
}

/** The current event's divisions against each other, whoever asks (the big screen holds them back itself while frozen). */
export function rankDivisions(deps: { caches: { teams: Pick<TeamsCache, 'divisions'> }; ranking: Pick<LiveRanking, 'groups'> }): DivisionStanding[] {
  const rows = deps.caches.teams.divisions().map((division) => {
    const index = deps.ranking.groups.division(division.id);
    const finishers = index.top(index.finishers);
    const points = finishers.reduce((sum, position) => sum + position.user.totalPoints, 0);
    const averagePoints = finishers.length === 0 ? 0 : Math.round((points / finishers.length) * 10) / 10;
    return { division, players: index.size, finishers: finishers.length, averagePoints };
  });
  rows.sort((a, b) => b.averagePoints - a.averagePoints || b.finishers - a.finishers || a.division.id - b.division.id);
  const ranked: DivisionStanding[] = [];
  rows.forEach((row, at) => {
    const previous = ranked[at - 1];
    const tied = previous && previous.averagePoints === row.averagePoints && previous.finishers === row.finishers;
    ranked.push({ ...row, rank: tied ? previous.rank : at + 1 });
  });
  return ranked;
}
