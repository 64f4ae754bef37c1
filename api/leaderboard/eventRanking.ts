import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Knex } from 'knex';
import type { EventsCache } from '../caches/eventsCache';
import { listOnBoardInRankOrder } from '../repos/leaderboard';
import type { LiveRanking } from './liveRanking';
import { toRankedUser } from './rankingRows';
import { RankingIndex } from './rankingIndex';

/** What reading any event's ranking needs. */
export interface RankingSources {
  db: Knex;
  caches: { events: Pick<EventsCache, 'currentEventId'> };
  ranking: Pick<LiveRanking, 'current'>;
}

/** An event's ranking: the current event's from memory, another's (a past event's final board) read from the database. */
export async function rankingOf(sources: RankingSources, eventId: number | null): Promise<RankingIndex> {
  if (eventId === sources.caches.events.currentEventId()) return sources.ranking.current;
  const rows = await listOnBoardInRankOrder(sources.db, eventId);
  return RankingIndex.build(rows.map(toRankedUser), 5000, yieldToEventLoop);
}
