import { PARTICIPANT_LEADERBOARD_SIZE } from '../../core/constants';
import type { PrizeTierRule } from '../../core/ranking';
import type { CurrentUser, DivisionRow } from '../../db/rows';
import type { Deps } from '../deps';
import type { TeamPlace } from '../leaderboard/teamBoard';
import { emailPolicyFor, isPublishedFor, type ParticipantBoard } from './leaderboard';

/** The team board as a participant may see it: the top teams and the viewer's team. */
export interface TeamBoardView {
  published: boolean;
  version: string;
  places: readonly TeamPlace[];
  mine: TeamPlace | null;
  totalRanked: number;
  prizes: PrizeTierRule[];
}

/**
 * While the public board is frozen before the end, the team and division boards would show what
 * it hides: they are held back with it (an organiser still sees them).
 */
function hiddenFor(deps: Deps, viewer: CurrentUser): boolean {
  return !isPublishedFor(deps, viewer) || (viewer.role !== 'admin' && deps.frozen.current() !== null);
}

/** GET /api/leaderboard/teams, from memory. */
export function teamBoardFor(deps: Deps, viewer: CurrentUser): TeamBoardView {
  const prizes = [...deps.caches.events.prizeRulesOf(deps.caches.events.currentEventId())];
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
export function divisionBoardFor(deps: Deps, viewer: CurrentUser, divisionId: number): ParticipantBoard {
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
export function divisionStandings(deps: Deps, viewer: CurrentUser): DivisionStanding[] {
  if (hiddenFor(deps, viewer)) return [];
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
