import type { CurrentUser, UserRow } from '../../db/rows';
import type { BoardView, OwnEntry, TopList } from '../leaderboard/boardView';
import type { Position } from '../leaderboard/rankingIndex';
import type { EmailPolicy } from '../../core/displayName';
import type { EventsCache } from '../caches/eventsCache';
import type { AppConfig } from '../config';
import type { LiveRanking } from '../leaderboard/liveRanking';

/**
 * What the board's reads need: the slice of the runtime's dependencies they use, so that the
 * leaderboard streams can be wired with these reads before the whole runtime exists.
 */
export interface BoardSources {
  config: Pick<AppConfig, 'leaderboardEmails'>;
  caches: { events: Pick<EventsCache, 'gate'> };
  board: BoardView;
  ranking: LiveRanking;
}

/**
 * What a participant's read of the board finds: sealed, or the top list for their e-mail policy
 * and their own entry, both taken from leaderboard/boardView.ts (serialised once per change).
 */
export type ParticipantBoard = { published: false } | { published: true; viewerId: string; top: TopList; me: OwnEntry };

/** The admins' board: always live, e-mails in full, and the admin's own position. */
export interface AdminBoard {
  top: TopList;
  mine: Position | null;
}

/** Participants see the live board unless the current event is sealed and not yet completed. */
export function isPublishedFor(deps: BoardSources, viewer: Pick<UserRow, 'role'>): boolean {
  if (viewer.role === 'admin') return true;
  const { current } = deps.caches.events.gate();
  return !current || current.leaderboard_visibility === 'live' || current.status === 'completed';
}

export function emailPolicyFor(deps: BoardSources, viewer: Pick<UserRow, 'role'>): EmailPolicy {
  // Admins always see full e-mails.
  return viewer.role === 'admin' ? 'full' : deps.config.leaderboardEmails;
}

/** The viewer's own entry as JSON (their e-mail in full), or 'null' when they are not ranked. */
export function ownEntryJson(deps: BoardSources, viewer: Pick<UserRow, 'id' | 'role'>): string {
  return deps.board.ownEntry(viewer.id, emailPolicyFor(deps, viewer)).json;
}

/** The participant board: the top 100 and the viewer's own position, from memory (no query). */
export function participantBoard(deps: BoardSources, viewer: UserRow): ParticipantBoard {
  if (!isPublishedFor(deps, viewer)) return { published: false };
  const policy = emailPolicyFor(deps, viewer);
  return { published: true, viewerId: viewer.id, top: deps.board.top(policy), me: deps.board.ownEntry(viewer.id, policy) };
}

/** The user's percentile, or null when unranked or while the board is sealed for them. */
export function visiblePercentile(deps: BoardSources, user: CurrentUser): number | null {
  const ranked = user.completed_at && isPublishedFor(deps, user) ? deps.ranking.current.position(user.id) : null;
  return ranked?.percentile ?? null;
}

/** The admins' dialog: always live (sealed or not). */
export function adminBoard(deps: BoardSources, admin: Pick<UserRow, 'id'>): AdminBoard {
  return { top: deps.board.top('full'), mine: deps.ranking.current.position(admin.id) };
}
