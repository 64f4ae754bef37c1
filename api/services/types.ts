import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { EventsCache } from '../caches/eventsCache';
import type { TokenCache } from '../caches/tokenCache';
import type { UserCache } from '../caches/userCache';
import type { AppConfig } from '../config';
import type { BoardView } from '../leaderboard/boardView';
import type { LiveRanking } from '../leaderboard/liveRanking';
import type { Metrics } from '../metrics/metrics';
import type { ChangeBus } from '../realtime/changeBus';
import type { AdminLiveStreams } from '../realtime/adminLiveStreams';
import type { SignedInStreams } from '../realtime/signedInStreams';
import type { LeaderboardStreams } from '../realtime/leaderboardStreams';
import type { ActivityRecorder } from './activity';

/** What services need from the outside world; built once at start-up. */
export interface Deps {
  db: Knex;
  config: AppConfig;
  bus: ChangeBus;
  /** Copies of what every request reads, kept current through the bus. */
  caches: { users: UserCache; tokens: TokenCache; events: EventsCache };
  activity: ActivityRecorder;
  ranking: LiveRanking;
  board: BoardView;
  streams: LeaderboardStreams;
  /** GET /api/hunt/stream: where the hunt stands, for pages without the leaderboard stream. */
  huntStreams: SignedInStreams;
  /** The admin Overview's live streams: told of each collection on this instance. */
  adminLive: AdminLiveStreams;
  /** This instance's Prometheus figures (GET /metrics). */
  metrics: Metrics;
  logger: Logger;
}
