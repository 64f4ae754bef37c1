import { applySplices, diffList, rerankTop, type Splice } from './leaderboardPatch';
import type { TeamBoardDto, TeamEntryDto } from './teams';

/**
 * The team board's stream sends changes the way the race board's does: which version of the
 * board a message applies to (`from`), the splices that make the next one (`ops`), the new count
 * of finishing teams, and the reader's own team (`mine`). Places, percentiles, tiers and prizes
 * follow from the order and that count. A reader that holds another version, or a change a patch
 * cannot say (new prize tiers, a board sealed or opened), gets the whole board: a TeamBoardDto.
 */
export interface TeamBoardPatch {
  from: string;
  v: string;
  n: number;
  ops: Splice<TeamEntryDto>[];
  mine: TeamEntryDto | null;
}

export type TeamBoardMessage = TeamBoardPatch | TeamBoardDto;

/** Same team showing the same things (its place and what it reached follow from the order). */
function sameTeam(a: TeamEntryDto, b: TeamEntryDto): boolean {
  return (
    a.teamId === b.teamId &&
    a.name === b.name &&
    a.members === b.members &&
    a.totalPoints === b.totalPoints &&
    a.completedAt === b.completedAt &&
    a.piecesFound === b.piecesFound &&
    a.lastFoundAt === b.lastFoundAt
  );
}

/** Splices that turn one team board's entries into the next's (null when sending it whole is as short). */
export function diffTeams(previous: readonly TeamEntryDto[], next: readonly TeamEntryDto[]): Splice<TeamEntryDto>[] | null {
  return diffList(previous, next, (entry) => entry.teamId, sameTeam);
}

export function isTeamBoardPatch(message: TeamBoardMessage): message is TeamBoardPatch {
  return 'from' in message;
}

/** The board after a message, or null when a patch is for another version than the one held (then read it again). */
export function applyTeamBoardMessage(board: TeamBoardDto | undefined, message: TeamBoardMessage): TeamBoardDto | null {
  if (!isTeamBoardPatch(message)) return message;
  if (!board?.published) return null;
  if (message.v === board.version) return { ...board, mine: message.mine };
  if (message.from !== board.version) return null;
  return {
    published: true,
    version: message.v,
    entries: rerankTop(applySplices(board.entries, message.ops), message.n, board.prizes),
    mine: message.mine,
    totalRanked: message.n,
    prizes: board.prizes,
  };
}
