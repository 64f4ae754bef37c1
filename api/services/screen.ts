import { firstNameOf, displayName } from '../../core/displayName';
import { SCREEN_BOARD_SIZE, SCREEN_FEED_SIZE, SCREEN_TEAMS_SIZE, screenPagePath, type ScreenDto, type ScreenLinkDto } from '../../core/screen';
import type { EventRow } from '../../db/rows';
import { notFound } from '../errors';
import { latestCollections } from '../repos/liveOverview';
import { countHuntingAndFinished, rotateScreenKey } from '../repos/screen';
import { rankingOf, type RankingSources } from '../leaderboard/eventRanking';
import type { AppConfig } from '../config';
import type { EventsCache } from '../caches/eventsCache';
import type { FrozenBoards } from '../leaderboard/frozenBoards';
import type { TeamsCache } from '../caches/teamsCache';
import type { LiveRanking } from '../leaderboard/liveRanking';
import type { TeamBoard } from '../leaderboard/teamBoard';
import { rankDivisions } from './teamBoards';

/** What the screens read (so the live streams can be wired before the whole runtime exists). */
export interface ScreenSources extends RankingSources {
  config: Pick<AppConfig, 'leaderboardEmails' | 'publicUrl'>;
  caches: { events: Pick<EventsCache, 'all' | 'currentEventId' | 'refresh'>; teams: Pick<TeamsCache, 'divisions'> };
  frozen: Pick<FrozenBoards, 'rankingOf'>;
  ranking: Pick<LiveRanking, 'current' | 'groups'>;
  teamBoard: Pick<TeamBoard, 'all'>;
}

const NOT_FOUND = 'Screen not found';

/** The event whose screen key this is, from memory (none for an empty key: no event has one). */
const screenEvent = (deps: ScreenSources, key: string) => (key ? deps.caches.events.all().find((candidate) => candidate.screen_key === key) : undefined);

/** The event whose screen key this is, from memory; 404 for a key no event has (or had before a new one was made). */
export function eventOfScreen(deps: ScreenSources, key: string): EventRow {
  const event = screenEvent(deps, key);
  if (!event) throw notFound(NOT_FOUND);
  return event;
}

/**
 * What the big screen shows of the event: its board's top (names as the board's e-mail policy
 * allows, no e-mail), how many hunt and have finished, and the latest finds by first name.
 */
export async function readScreen(deps: ScreenSources, event: EventRow): Promise<ScreenDto> {
  const policy = deps.config.leaderboardEmails;
  // The hall sees the board as it froze before the end, as students do.
  const frozen = deps.frozen.rankingOf(event.id);
  const [ranking, counts, finds] = await Promise.all([
    frozen ?? rankingOf(deps, event.id),
    countHuntingAndFinished(deps.db, event.id),
    latestCollections(deps.db, event.id, SCREEN_FEED_SIZE),
  ]);
  return {
    event: {
      name: event.name,
      status: event.status,
      startDate: event.start_date.toISOString(),
      endDate: event.end_date.toISOString(),
      completedAt: event.completed_at?.toISOString() ?? null,
      language: event.language,
    },
    frozen: frozen !== null,
    board: ranking.top(SCREEN_BOARD_SIZE).map(({ user, rank }) => ({
      userId: user.id,
      rank,
      name: displayName(user, policy),
      points: user.completedAtMs === null ? null : user.totalPoints,
      piecesFound: user.piecesFound,
    })),
    ...groupStandings(deps, event, frozen !== null),
    hunting: counts.hunting,
    // While frozen, who finished since is not told either: only those on the frozen board.
    finished: frozen ? frozen.size : counts.finished,
    feed: finds.map((find) => ({
      name: firstNameOf({ id: find.user_id, firstName: find.first_name, lastName: find.last_name, email: find.email }, policy),
      pieceName: find.piece_name ?? '',
      at: new Date(find.at).toISOString(),
    })),
    joinUrl: `${deps.config.publicUrl}/`,
  };
}

/** The teams' and divisions' standings: the current event's, from memory, held back while the board is frozen. */
function groupStandings(deps: ScreenSources, event: EventRow, frozen: boolean): Pick<ScreenDto, 'teams' | 'divisions'> {
  if (frozen || event.id !== deps.caches.events.currentEventId()) return { teams: [], divisions: [] };
  return {
    teams: deps.teamBoard
      .all()
      .slice(0, SCREEN_TEAMS_SIZE)
      .map(({ entry, rank }) => ({ teamId: entry.team.id, rank, name: entry.team.name, points: entry.completedAtMs === null ? null : entry.totalPoints, piecesFound: entry.piecesFound })),
    divisions: rankDivisions(deps).map((standing) => ({
      divisionId: standing.division.id,
      rank: standing.rank,
      name: standing.division.name,
      finishers: standing.finishers,
      averagePoints: standing.averagePoints,
    })),
  };
}

/** What the screen with this key shows now, or null when no event has the key (any more). */
export async function readScreenByKey(deps: ScreenSources, key: string): Promise<ScreenDto | null> {
  const event = screenEvent(deps, key);
  return event ? readScreen(deps, event) : null;
}

/** Makes the event's screen link, or a new one in place of the old (which then answers 404). */
export async function makeScreenLink(deps: ScreenSources, eventId: number): Promise<ScreenLinkDto> {
  const key = await rotateScreenKey(deps.db, eventId);
  if (!key) throw notFound('Event not found');
  await deps.caches.events.refresh();
  const path = screenPagePath(key);
  return { path, url: `${deps.config.publicUrl}${path}` };
}
