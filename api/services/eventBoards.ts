import type { CurrentUser, UserRow } from '../../db/rows';
import { presentOwnEntry, presentTopList } from '../leaderboard/boardView';
import type { Position } from '../leaderboard/rankingIndex';
import type { Deps } from '../deps';
import { knownEvent } from './eventScope';
import { adminBoard, emailPolicyFor, participantBoard, type AdminBoard, type ParticipantBoard } from './leaderboard';
import { rankingOf } from '../leaderboard/eventRanking';

/** The boards of any event, past ones included (the current one's come from services/leaderboard.ts). */

/**
 * An event's board as `viewer` may see it: the current event's from memory, with its seal;
 * another event's is its final board (or, for one still to come, an empty one), read from the
 * database. 404 for an event that does not exist.
 */
export async function eventBoard(deps: Deps, viewer: CurrentUser, eventId: number): Promise<ParticipantBoard> {
  knownEvent(deps, eventId);
  if (eventId === deps.caches.events.currentEventId()) return participantBoard(deps, viewer);
  const ranking = await rankingOf(deps, eventId);
  const policy = emailPolicyFor(deps, viewer);
  const prizes = deps.caches.events.prizeRulesOf(eventId);
  return {
    published: true,
    viewerId: viewer.id,
    top: presentTopList(ranking, policy, prizes),
    me: presentOwnEntry(ranking, viewer.id, policy, prizes),
  };
}

/** The admins' dialog for any event: the current one live, another as it ended. */
export async function adminEventBoard(deps: Deps, admin: Pick<UserRow, 'id'>, eventId: number): Promise<AdminBoard> {
  knownEvent(deps, eventId);
  if (eventId === deps.caches.events.currentEventId()) return adminBoard(deps, admin);
  const ranking = await rankingOf(deps, eventId);
  const prizes = deps.caches.events.prizeRulesOf(eventId);
  return { top: presentTopList(ranking, 'full', prizes), mine: ranking.position(admin.id), prizes };
}

/** Everyone on the event's race board in rank order (finishers, then those still hunting), for its export. */
export async function fullRanking(deps: Deps, eventId: number | null): Promise<Position[]> {
  const ranking = await rankingOf(deps, eventId);
  return ranking.top(ranking.size);
}
