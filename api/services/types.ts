import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { ChangeBus } from '../realtime/changeBus';
import type { SseHub } from '../realtime/sseHub';
import type { LeaderboardSnapshot } from './leaderboardSnapshot';

/** What services need from the outside world; built once at start-up. */
export interface Deps {
  db: Knex;
  config: AppConfig;
  bus: ChangeBus;
  leaderboard: LeaderboardSnapshot;
  sse: SseHub;
  logger: Logger;
}
