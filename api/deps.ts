import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { poolSizeOf, type DbHandle } from '../db';
import { EventsCache } from './caches/eventsCache';
import { AnnouncementClock } from './realtime/announcementClock';
import { AnnouncementPushes } from './realtime/announcementPushes';
import { ScreenStreams } from './realtime/screenStreams';
import { readScreenByKey } from './services/screen';
import { TokenCache } from './caches/tokenCache';
import { UserCache } from './caches/userCache';
import type { AppConfig } from './config';
import { BoardView } from './leaderboard/boardView';
import { LiveRanking } from './leaderboard/liveRanking';
import { RaceAnnouncer } from './leaderboard/raceAnnouncer';
import { Reconciliation } from './leaderboard/reconciliation';
import { createMetrics, type Metrics } from './metrics/metrics';
import { AdminLiveStreams } from './realtime/adminLiveStreams';
import { createPgChangeBus, createPgliteChangeBus, type ChangeBus } from './realtime/changeBus';
import { createHuntStreams, huntMessage, teamMessage } from './realtime/huntStreams';
import { LeaderboardStreams } from './realtime/leaderboardStreams';
import type { SignedInStreams } from './realtime/signedInStreams';
import { ActivityRecorder } from './services/activity';
import { EventClock } from './services/eventClock';
import { applyDueEventTransitions } from './services/eventTransitions';
import { currentHuntState } from './services/huntState';
import { boardViewFor, ownEntryJson, topOfKey, type BoardSources } from './services/leaderboard';
import { FrozenBoards } from './leaderboard/frozenBoards';
import { TeamsCache } from './caches/teamsCache';
import { DivisionBoards } from './leaderboard/divisionBoards';
import { TeamBoard } from './leaderboard/teamBoard';
import { createTeamBoardBodies, type TeamBoardBodies } from './presenters/teamBoard';
import { teamBoardFor } from './services/teamBoards';
import type { SignInProvider } from './services/signInProviders';
import { sessionParts, type SessionParts } from './middleware/session';
import { WriteLimit } from './writeLimit';
import { collectByCode, collectTogether, type ScanCall } from './repos/scans';
import { ScanBatches } from './services/scanBatches';

/** What services, routes and middleware need from the outside world; built once at start-up. */
export interface Deps {
  db: Knex;
  config: AppConfig;
  /** The providers people sign in with, their endpoints discovered at start-up. */
  signInProviders: readonly SignInProvider[];
  bus: ChangeBus;
  /** Copies of what every request reads, kept current through the bus. */
  caches: { users: UserCache; tokens: TokenCache; events: EventsCache; teams: TeamsCache };
  /** The session cookie's keys and the sessions' store (middleware/session.ts). */
  sessions: SessionParts;
  activity: ActivityRecorder;
  ranking: LiveRanking;
  board: BoardView;
  /** Each division's board, and the team board, of the current event. */
  divisionBoards: DivisionBoards;
  teamBoard: TeamBoard;
  /** The team board's bodies, the shared part serialised once per change (reads and streams alike). */
  teamBoardBodies: TeamBoardBodies;
  streams: LeaderboardStreams;
  /** GET /api/hunt/stream: where the hunt stands, for pages without the leaderboard stream. */
  huntStreams: SignedInStreams;
  /** The admin Overview's live streams: told of each collection on this instance. */
  adminLive: AdminLiveStreams;
  /** The big screens' streams (GET /api/screen/{key}/stream). */
  screens: ScreenStreams;
  /** The running event's board as it froze before its end (students' and the big screen's). */
  frozen: FrozenBoards;
  /** Pushes the announcements this instance claims to the phones that subscribed. */
  pushes: AnnouncementPushes;
  /** This instance's Prometheus figures (GET /metrics). */
  metrics: Metrics;
  /** The per-student limit on changes (the middleware's and the direct scans'). */
  writeLimit: WriteLimit;
  /** The scans on their way to the database, sent together when it is busy. */
  scans: ScanBatches;
  logger: Logger;
}

/** The dependencies and the one way to stop everything they started, in the reverse order. */
export interface Wiring {
  deps: Deps;
  /** Reads the participant changes nobody announced, now rather than at the next look (tests). */
  reconcile(): Promise<void>;
  close(): Promise<void>;
}

function listenForChanges(db: DbHandle, logger: Logger): Promise<ChangeBus> {
  if (db.kind === 'pglite') return createPgliteChangeBus({ pglite: db.pglite, knex: db.knex, logger });
  if (!db.config.databaseUrl) throw new Error('PostgreSQL needs a databaseUrl');
  return createPgChangeBus({ databaseUrl: db.config.databaseUrl, knex: db.knex, logger });
}

/** The role a stream's owner has now, so a demoted admin's admin-only stream ends. */
const currentRoleFrom = (users: UserCache) => async (userId: string) => (await users.find(userId))?.role ?? null;

/**
 * Builds the dependencies over a migrated database: the change bus first, then the in-memory
 * copies it keeps current (events, ranking, users, tokens), then the live streams that read
 * them, then the figures and the activity recorder. Each part is made from the parts above it.
 */
export async function createDeps(config: AppConfig, db: DbHandle, logger: Logger, signInProviders: readonly SignInProvider[]): Promise<Wiring> {
  const knex = db.knex;

  // Listen first, then load: a change committed in between is heard and applied after the load.
  const bus = await listenForChanges(db, logger);
  const events = new EventsCache(knex, bus, logger);
  const currentEventId = () => events.currentEventId();
  const raceAnnouncer = new RaceAnnouncer(knex, logger);
  const ranking = new LiveRanking(knex, bus, logger, currentEventId, raceAnnouncer);
  // What another instance committed but never announced (it stopped in between) is read every
  // few seconds, from a horizon taken before the first load.
  const reconciliation = new Reconciliation(knex, bus, ranking, currentEventId, logger);
  // Transitions already due (the server was down at the moment) are applied before the first
  // load; the ranking is the current event's.
  await applyDueEventTransitions({ db: knex });
  await events.start();
  await reconciliation.start();
  await ranking.start();
  const teams = new TeamsCache(knex, bus, logger, currentEventId);
  await teams.start();
  const eventClock = new EventClock(events, () => applyDueEventTransitions({ db: knex }), logger);
  const users = new UserCache(knex, bus, currentEventId);
  const tokens = new TokenCache(knex, bus);
  const currentPrizes = () => events.prizeRulesOf(events.currentEventId());
  const board = new BoardView(ranking, currentPrizes, teams);
  const divisionBoards = new DivisionBoards(ranking, (divisionId) => teams.divisionPrizeRules(divisionId) ?? currentPrizes(), teams);
  const teamBoard = new TeamBoard(ranking, teams, currentPrizes);
  // A team's or a division's name or a team's completion shows on the boards: they change with it.
  teams.onChange(() => ranking.touch());

  // The board that froze before the end: when it appears or goes, every page reads the board again.
  const frozen = new FrozenBoards(knex, events, logger, () => {
    leaderboardStreams.reloadAll();
    screens.changed();
  });
  await frozen.plan();
  const boardSources: BoardSources = { config, caches: { events, teams }, board, divisionBoards, ranking, frozen };
  const teamBoardBody = createTeamBoardBodies();
  // Whose team is whose, for the live streams: the cached rows (or the place on the board), so a
  // broadcast reads nothing.
  const teamOf = (userId: string) => users.held(userId)?.team_id ?? ranking.current.get(userId)?.teamId ?? null;
  const leaderboardStreams = new LeaderboardStreams(
    {
      view: (viewer, choice) => boardViewFor(boardSources, viewer, choice),
      top: (key) => topOfKey(boardSources, key),
      ownEntryJson: (viewer, choice) => ownEntryJson(boardSources, viewer, choice),
      teams: (viewer) => teamBoardBody(teamBoardFor({ ...boardSources, teamBoard }, { role: viewer.role, team_id: teamOf(viewer.id) }), teamBoard.key),
      currentRole: currentRoleFrom(users),
    },
    bus,
  );
  const huntStreams = createHuntStreams(() => currentHuntState(events), bus);
  // Announcements reach students on the hunt stream, at their time, from whichever instance.
  const pushes = new AnnouncementPushes(knex, config, logger);
  const announcementClock = new AnnouncementClock(
    knex,
    bus,
    logger,
    (message) => huntStreams.send(message),
    (ids) => pushes.send(ids),
  );
  announcementClock.start();
  // A team's members see its collection and progress change live: their hunt streams hear which
  // team changed, and the page reads the team again.
  const tellTeams = (teamIds: ReadonlySet<number>) => huntStreams.sendWhere(teamMessage([...teamIds]), (userId) => teamIds.has(teamOf(userId) ?? -1));
  ranking.onTeamChange(tellTeams);
  teams.onTeamChange((teamId) => tellTeams(new Set([teamId])));
  const screens = new ScreenStreams((key) => readScreenByKey({ db: knex, config, caches: { events, teams }, ranking, frozen, teamBoard }, key), logger);
  ranking.onChange(() => screens.changed());
  const adminLive = new AdminLiveStreams(bus, currentRoleFrom(users));
  ranking.onChange(() => leaderboardStreams.changed());
  // Which event is current decides the board's seal and where the hunt stands: every page hears.
  events.onChange(() => {
    ranking.followCurrentEvent();
    teams.followCurrentEvent();
    divisionBoards.clear();
    void frozen.plan();
    leaderboardStreams.reloadAll();
    const message = huntMessage(currentHuntState(events));
    leaderboardStreams.sendAll(message);
    huntStreams.send(message);
    screens.changed();
  });

  const activity = new ActivityRecorder(knex, logger);
  const metrics = createMetrics({ knex, streams: leaderboardStreams });

  const deps: Deps = {
    db: knex,
    config,
    signInProviders,
    bus,
    caches: { users, tokens, events, teams },
    sessions: sessionParts(config, knex, bus, users),
    activity,
    ranking,
    board,
    divisionBoards,
    teamBoard,
    teamBoardBodies: teamBoardBody,
    streams: leaderboardStreams,
    huntStreams,
    adminLive,
    screens,
    frozen,
    pushes,
    metrics,
    writeLimit: new WriteLimit(config.participantWriteLimit),
    scans: scanBatchesFor(db, logger),
    logger,
  };
  return {
    deps,
    reconcile: () => reconciliation.lookNow(),
    async close() {
      leaderboardStreams.shutdown();
      huntStreams.shutdown();
      adminLive.shutdown();
      eventClock.close();
      announcementClock.close();
      await pushes.idle();
      frozen.close();
      screens.shutdown();
      events.close();
      teams.close();
      await reconciliation.close();
      ranking.close();
      await raceAnnouncer.close();
      await activity.close();
      await bus.close();
    },
  };
}

/**
 * A quarter of the pool's connections at most carry scans (two of the default ten), the rest
 * left to every other read and write; the scans that come while those are out go together
 * (services/scanBatches.ts). Fewer calls out make bigger batches: on two cores, two calls out
 * answered more scans a second than five, and sooner.
 */
function scanBatchesFor(db: DbHandle, logger: Logger): ScanBatches {
  const sender = {
    one: (scan: ScanCall) => collectByCode(db.knex, scan),
    together: (scans: readonly ScanCall[]) => collectTogether(db.knex, scans),
    refused: (error: unknown, scans: number) => logger.warn({ err: error, scans }, 'a batch of scans was refused; sending them one at a time'),
  };
  return new ScanBatches(sender, Math.max(1, Math.floor(poolSizeOf(db.config) / 4)));
}
