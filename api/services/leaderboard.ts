import { awardsOf, type PrizeTierRule, type TierName } from '../../core/ranking';
import type { CurrentUser, PrizeTierRow, UserRow } from '../../db/rows';
import type { BoardView, OwnEntry, TopList } from '../leaderboard/boardView';
import type { Position, RankingIndex } from '../leaderboard/rankingIndex';
import type { EmailPolicy } from '../../core/displayName';
import type { EventsCache } from '../caches/eventsCache';
import type { AppConfig } from '../config';
import type { LiveRanking } from '../leaderboard/liveRanking';
import { presentOwnEntry } from '../leaderboard/boardView';
import type { FrozenBoards } from '../leaderboard/frozenBoards';
import type { TeamsCache } from '../caches/teamsCache';
import type { DivisionBoards } from '../leaderboard/divisionBoards';

/** The board a page follows: everyone's, or one division's of the current event. */
export type BoardChoice = { division: number } | null;

/**
 * What the board's reads need: the slice of the runtime's dependencies they use, so that the
 * leaderboard streams can be wired with these reads before the whole runtime exists.
 */
export interface BoardSources {
  config: Pick<AppConfig, 'leaderboardEmails'>;
  caches: { events: Pick<EventsCache, 'gate' | 'currentEventId' | 'prizeTierOf' | 'prizeRulesOf'>; teams: Pick<TeamsCache, 'division' | 'divisions'> };
  board: BoardView;
  /** Each division's own board (a stream may follow one). */
  divisionBoards: Pick<DivisionBoards, 'view'>;
  ranking: LiveRanking;
  /** The board as it froze before the end, which students see until the event is completed. */
  frozen: Pick<FrozenBoards, 'current' | 'top'>;
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
  prizes: readonly PrizeTierRule[];
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

/** The frozen ranking this viewer sees instead of the live one (students, while the board is frozen); null otherwise. */
function frozenFor(deps: BoardSources, viewer: Pick<UserRow, 'role'>): RankingIndex | null {
  return viewer.role === 'admin' ? null : deps.frozen.current();
}

/**
 * The top list this viewer may see and its key (the e-mail policy, and whether it is the frozen
 * board), for the live streams; null while sealed for them.
 */
export function boardViewFor(deps: BoardSources, viewer: Pick<UserRow, 'role'>, choice: BoardChoice = null): { key: string; top: TopList } | null {
  if (!isPublishedFor(deps, viewer)) return null;
  const policy = emailPolicyFor(deps, viewer);
  if (choice) {
    // A division's board is held back with the public board while it is frozen (it would show what that hides).
    if (!deps.caches.teams.division(choice.division) || (viewer.role !== 'admin' && deps.frozen.current())) return null;
    return { key: `${DIVISION_KEY}${choice.division}:${policy}`, top: deps.divisionBoards.view(choice.division).top(policy) };
  }
  const frozen = viewer.role === 'admin' ? null : deps.frozen.top(policy);
  return frozen ? { key: `${FROZEN_KEY}${policy}`, top: frozen } : { key: policy, top: deps.board.top(policy) };
}

/** The top list of a key boardViewFor gave (the frozen one's while it lasts, else the live one). */
export function topOfKey(deps: BoardSources, key: string): TopList {
  const division = DIVISION_KEY_PATTERN.exec(key);
  if (division) return deps.divisionBoards.view(Number(division[1])).top(division[2] as EmailPolicy);
  const policy = (key.startsWith(FROZEN_KEY) ? key.slice(FROZEN_KEY.length) : key) as EmailPolicy;
  return (key.startsWith(FROZEN_KEY) && deps.frozen.top(policy)) || deps.board.top(policy);
}

const FROZEN_KEY = 'frozen:';
const DIVISION_KEY = 'division:';
const DIVISION_KEY_PATTERN = /^division:(\d+):(\w+)$/;

/** The viewer's own entry as JSON (their e-mail in full), or 'null' when they are not ranked. */
export function ownEntryJson(deps: BoardSources, viewer: Pick<UserRow, 'id' | 'role'>, choice: BoardChoice = null): string {
  if (choice) return deps.divisionBoards.view(choice.division).ownEntry(viewer.id, emailPolicyFor(deps, viewer)).json;
  return ownEntryOf(deps, viewer).json;
}

function ownEntryOf(deps: BoardSources, viewer: Pick<UserRow, 'id' | 'role'>): OwnEntry {
  const policy = emailPolicyFor(deps, viewer);
  const frozen = frozenFor(deps, viewer);
  const prizes = deps.caches.events.prizeRulesOf(deps.caches.events.currentEventId());
  return frozen ? presentOwnEntry(frozen, viewer.id, policy, prizes) : deps.board.ownEntry(viewer.id, policy);
}

/** The participant board: the top 100 and the viewer's own position, from memory (no query); while frozen, as it froze. */
export function participantBoard(deps: BoardSources, viewer: UserRow): ParticipantBoard {
  const view = boardViewFor(deps, viewer);
  if (!view) return { published: false };
  return { published: true, viewerId: viewer.id, top: view.top, me: ownEntryOf(deps, viewer) };
}

/** Where a student stands on the board they may see, and the tier and prize their place reached. */
export interface VisibleStanding {
  percentile: number | null;
  rank: number | null;
  tier: TierName | null;
  prize: PrizeTierRow | null;
}

const NOT_SHOWN: VisibleStanding = { percentile: null, rank: null, tier: null, prize: null };

/**
 * The user's place on the race board (while frozen, as it froze), with the percentile, tier and
 * prize of a finisher; nothing while the board is sealed for them or they are not on it.
 */
export function visibleStanding(deps: BoardSources, user: CurrentUser): VisibleStanding {
  if (!isPublishedFor(deps, user)) return NOT_SHOWN;
  const position = (frozenFor(deps, user) ?? deps.ranking.current).position(user.id);
  if (!position) return NOT_SHOWN;
  const { events } = deps.caches;
  const eventId = events.currentEventId();
  const { tier, prize } = awardsOf(position.rank, position.finishers, events.prizeRulesOf(eventId));
  return { percentile: position.percentile, rank: position.rank, tier, prize: prize && events.prizeTierOf(eventId, prize) };
}

/** The admins' dialog: always live (sealed or not). */
export function adminBoard(deps: BoardSources, admin: Pick<UserRow, 'id'>): AdminBoard {
  const prizes = deps.caches.events.prizeRulesOf(deps.caches.events.currentEventId());
  return { top: deps.board.top('full'), mine: deps.ranking.current.position(admin.id), prizes };
}
