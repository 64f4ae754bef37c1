import { parse as parseQuery } from 'node:querystring';
import type { z } from 'zod';
import { API } from '../../core/apiPaths';
import { TEAM_API } from '../../core/teamPaths';
import { leaderboardQuerySchema } from '../../core/teams';
import type { CurrentUser } from '../../db/rows';
import type { AppContext } from '../context';
import type { Deps } from '../deps';
import { Remembered } from '../remembered';
import { requireUser } from '../policies/roles';
import { presentParticipantBoard, presentScore } from '../presenters/leaderboard';
import type { JsonBody } from '../presenters/leaderboardEntry';
import { teamBoardJson } from '../presenters/teamBoard';
import { eventBoard } from '../services/eventBoards';
import { participantBoard, visibleStanding } from '../services/leaderboard';
import { divisionBoardFor, teamBoardFor } from '../services/teamBoards';
import { parseRequest } from '../validation';
import { sendJsonBody } from './respond';

/**
 * A student's read served from memory, serialised once per change: the boards and the score,
 * which every open page reads again after each change. The router serves them like any route;
 * api/memoryReads.ts answers the common case (a signed-in student, nothing to write back) before
 * the middleware chain, with the same function and the same reply. `query` is the text after
 * the `?` ('' without one).
 */
export type MemoryRead = (deps: Deps, viewer: CurrentUser, query: string) => JsonBody | Promise<JsonBody>;

type BoardQuery = z.infer<typeof leaderboardQuerySchema>;
const NO_QUERY: BoardQuery = {};
/** Every open page of a division repeats the same query after each change: it is read once. */
const boardQueries = new Remembered<BoardQuery>(256, 64);
const boardQueryOf = (query: string): BoardQuery => (query ? boardQueries.of(query, (text) => parseRequest(leaderboardQuerySchema, parseQuery(text))) : NO_QUERY);

/** The race board; `?event={id}` reads another event's (final) board, `?division={id}` a division's. */
const leaderboard: MemoryRead = (deps, viewer, query) => {
  const { event, division } = boardQueryOf(query);
  // Only a past event's board waits for the database; the others answer at once.
  if (event !== undefined) return eventBoard(deps, viewer, event).then(presentParticipantBoard);
  return presentParticipantBoard(division !== undefined ? divisionBoardFor(deps, viewer, division) : participantBoard(deps, viewer));
};

/** The team board, like the race board. */
const teamLeaderboard: MemoryRead = (deps, viewer) => teamBoardJson(deps.teamBoardBodies(teamBoardFor(deps, viewer), deps.teamBoard.key));

/** The student's own score: the user's row is cached and the ranking is kept in this instance. */
const score: MemoryRead = (deps, viewer) => presentScore(viewer, visibleStanding(deps, viewer));

/** Every memory read by its path (GET). */
export const MEMORY_READS: ReadonlyMap<string, MemoryRead> = new Map([
  [API.leaderboard, leaderboard],
  [TEAM_API.teamLeaderboard, teamLeaderboard],
  [API.score, score],
]);

/** The route that serves the memory read at `path`. */
export function memoryReadRoute(path: string): (ctx: AppContext) => Promise<void> {
  const read = MEMORY_READS.get(path);
  if (!read) throw new Error(`No memory read at ${path}`);
  return async (ctx: AppContext) => sendJsonBody(ctx, await read(ctx.state.deps, requireUser(ctx), ctx.querystring));
}
