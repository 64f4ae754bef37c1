import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ChangeBus } from '../realtime/changeBus';
import { stampOfRow, type RankStamp } from '../realtime/changes';
import type { RaceAnnouncer } from './raceAnnouncer';
import { findRankingRows, listOnBoardInRankOrder, type RankingRow } from '../repos/leaderboard';
import { absentUser, rankFieldsOf, rowOf, sameRankedUser, sameStanding, toRankedUser } from './rankingRows';
import { BoardGroups } from './groups';
import { RankingIndex, type RankedUser } from './rankingIndex';

/** Rows converted per turn of the event loop while loading, so a load never stalls requests. */
const LOAD_CHUNK = 5000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
const GATHER_MS = 20;

/**
 * This instance's race board of the current event (its finishers, then everyone still hunting), loaded once at
 * start and then changed one participant at a time: the database announces each user whose rank
 * fields change (`rank:<id>`), and the ranking reads just those rows, a batch at a time. The
 * instance that made a change applies it at once, without waiting for the announcement. If the
 * bus lost its connection, or another event became the current one, everything is loaded again.
 */
export class LiveRanking {
  private index = new RankingIndex();
  private groupIndex = new BoardGroups();
  private changeCount = 0;
  private readonly pending = new Set<string>();
  /** Set while changes are being gathered for the next read. */
  private gathering: Promise<void> | null = null;
  /** What the latest announcement of each pending user said their row is now. */
  private readonly heard = new Map<string, RankStamp>();
  /** The queue: one read or load at a time, in order, so a later read never loses to an older one. */
  private work: Promise<void> = Promise.resolve();
  private reloadQueued = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly teamListeners = new Set<(teamIds: ReadonlySet<number>) => void>();
  /** The event the ranking holds (null before any event exists). */
  private eventId: number | null = null;

  constructor(
    private readonly db: Knex,
    bus: ChangeBus,
    private readonly logger: Logger,
    /** The event the board is about: the events cache's current one. */
    private readonly currentEventId: () => number | null,
    /** Tells the other instances of this one's finds. */
    private readonly announcer: Pick<RaceAnnouncer, 'announce' | 'flush'>,
  ) {
    bus.subscribe((change) => {
      if (change.topic === 'rank') this.heardOf(change.id, change.stamp);
      if (change.topic === 'race') this.heardFinds(change.finds);
      if (change.topic === 'resync') this.queueReload();
    });
  }

  /** One student's row as announced: read again unless the board shows it so already. */
  private heardOf(id: string, stamp: RankStamp | undefined): void {
    if (this.shows(id, stamp)) return;
    if (stamp) this.heard.set(id, stamp);
    else this.heard.delete(id);
    this.refresh(id);
  }

  /**
   * Rows an instance wrote and announced after commit (api/leaderboard/raceAnnouncer.ts; this
   * instance's own come back too), or that the reconciliation read. Pieces only grow, so a stamp
   * with more pieces than the board shows is newer than everything the board shows of that
   * student (points, completion, team included) and is applied as it is, without a read; one
   * with fewer is older than the board and changes nothing. With as many pieces, a stamp that
   * differs (points, say) cannot be ordered against the board, and the row is read; so is a
   * student new to the board.
   */
  private heardFinds(finds: readonly { id: string; stamp: RankStamp }[]): void {
    const moved: RankingRow[] = [];
    for (const { id, stamp } of finds) {
      if (stamp.eventId !== this.eventId) continue;
      const user = this.index.get(id);
      if (user && !stamp.disqualified && stamp.piecesFound > user.piecesFound) moved.push(rowOf({ ...user, ...rankFieldsOf(stamp) }));
      else if (!user || stamp.piecesFound === user.piecesFound) this.heardOf(id, stamp);
    }
    if (moved.length > 0) this.apply(moved);
  }

  /** The first full load; it fails the start-up rather than serve an empty board. */
  start(): Promise<void> {
    return this.enqueue(() => this.reload());
  }

  get current(): RankingIndex {
    return this.index;
  }

  /** The same board by division and by team. */
  get groups(): BoardGroups {
    return this.groupIndex;
  }

  /**
   * Loads the current event's ranking when another event has become the current one. Until it is
   * in, the board is the new event's and empty: the old event's places must not be read as this
   * event's (a student starting at zero shown first, with its prize).
   */
  followCurrentEvent(): void {
    const eventId = this.currentEventId();
    if (eventId === this.eventId) return;
    this.show(eventId, new RankingIndex(), new BoardGroups());
    this.queueReload();
  }

  /** Grows by one with every applied change: a cheap key for what was computed from the ranking. */
  get version(): number {
    return this.changeCount;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called with the teams whose members' rows changed in an applied batch (their collection, points or members). */
  onTeamChange(listener: (teamIds: ReadonlySet<number>) => void): () => void {
    this.teamListeners.add(listener);
    return () => this.teamListeners.delete(listener);
  }

  /**
   * A row of the current event this instance just wrote and committed (a find, a completion,
   * points), shown at once: its own next answer must not wait for an announcement. The other
   * instances hear of it from this one, after commit and in batches (the announcer): the
   * transaction that wrote it held no NOTIFY. When another instance's later change came first,
   * the row is read again and has the last word.
   */
  applyOwn(row: RankingRow): void {
    const before = this.index.get(row.id);
    this.apply([row]);
    // An announcement of the row may have come first: when it said what this row is, the read
    // it asked for would bring nothing new.
    const heard = this.heard.get(row.id);
    if (heard && this.shows(row.id, heard)) {
      this.pending.delete(row.id);
      this.heard.delete(row.id);
    }
    // Not a disqualified student's row: the database announces those itself.
    if (this.eventId !== null) this.announcer.announce(row.id, stampOfRow(row, this.eventId, false), !before || !sameStanding(before, row));
  }

  /** Whether the board already shows the user as the stamp says the row is now (then reading it again would change nothing). */
  shows(id: string, stamp: RankStamp | undefined): boolean {
    if (!stamp || stamp.eventId !== this.eventId) return false;
    const user = this.index.get(id);
    const onBoard = !stamp.disqualified && (stamp.completedAtMs !== null || stamp.piecesFound > 0);
    if (!user) return !onBoard;
    return (
      onBoard &&
      user.totalPoints === stamp.totalPoints &&
      user.piecesFound === stamp.piecesFound &&
      user.lastFoundAtMs === stamp.lastFoundAtMs &&
      user.completedAtMs === stamp.completedAtMs &&
      user.teamId === stamp.teamId &&
      user.divisionId === stamp.divisionId
    );
  }

  /** Reads this user again soon (batched with whatever else arrives meanwhile). */
  refresh(id: string): void {
    this.pending.add(id);
    if (this.gathering) return;
    // A short wait gathers the changes of a busy moment into one read, and lets the instance
    // that made a change show it (applyOwn) before reading it back would cost a query.
    this.gathering = new Promise((resolve) => {
      setTimeout(() => {
        this.gathering = null;
        void this.enqueue(() => this.fetchPending()).catch(() => undefined);
        resolve();
      }, GATHER_MS).unref();
    });
  }

  /** Reads these users again and resolves once their rows are on the board. */
  refreshNow(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.pending.add(id);
    return this.enqueue(() => this.fetchPending());
  }

  /** Announces the rows still gathered (tests). */
  flushFinds(): Promise<void> {
    return this.announcer.flush();
  }

  /** Resolves once every queued read and load has been applied (tests). */
  async idle(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (this.gathering || seen !== this.work) {
      if (this.gathering) await this.gathering;
      seen = this.work;
      await seen;
    }
  }

  close(): void {
    this.listeners.clear();
    this.teamListeners.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  /** Applies users' current rows (one not on the board leaves it). */
  private apply(rows: readonly RankingRow[]): void {
    let changed = false;
    const teams = new Set<number>();
    for (const row of rows) {
      const before = this.index.get(row.id);
      if (before?.teamId) teams.add(before.teamId);
      if (row.team_id) teams.add(row.team_id);
      if (row.on_board) {
        const user = toRankedUser(row);
        if (before && sameRankedUser(before, user)) continue;
        this.index.upsert(user);
        this.groupIndex.apply(before, user);
        changed = true;
      } else if (before) {
        this.index.remove(row.id);
        this.groupIndex.apply(before, undefined);
        changed = true;
      }
    }
    // A row read again unchanged moves nothing.
    if (changed) this.changed();
    if (changed && teams.size > 0) for (const listener of this.teamListeners) listener(teams);
  }

  private queueReload(): void {
    if (this.reloadQueued) return;
    this.reloadQueued = true;
    void this.enqueue(() => {
      this.reloadQueued = false;
      return this.reload();
    }).catch(() => this.retryLater(() => this.queueReload()));
  }

  /** Runs `task` after everything queued before it; the returned promise is the task's own. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.work.then(task);
    this.work = run.then(
      () => {
        this.retryMs = RETRY_MIN_MS;
      },
      (error: unknown) => this.logger.error({ err: error }, 'updating the ranking failed; trying again'),
    );
    return run;
  }

  /** A failed read is tried again with backoff until the database answers: a change is never dropped. */
  private retryLater(again: () => void): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      again();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private async fetchPending(): Promise<void> {
    const ids = [...this.pending];
    this.pending.clear();
    for (const id of ids) this.heard.delete(id);
    if (ids.length === 0) return;
    let rows: RankingRow[];
    try {
      rows = await findRankingRows(this.db, this.eventId, ids);
    } catch (error) {
      for (const id of ids) this.pending.add(id);
      this.retryLater(() => void this.enqueue(() => this.fetchPending()).catch(() => undefined));
      throw error;
    }
    const found = new Set(rows.map((row) => row.id));
    // A user who no longer exists leaves the board too.
    this.apply([...rows, ...ids.filter((id) => !found.has(id)).map(absentUser)]);
  }

  private async reload(): Promise<void> {
    const eventId = this.currentEventId();
    const rows = await listOnBoardInRankOrder(this.db, eventId);
    const users: RankedUser[] = [];
    for (let start = 0; start < rows.length; start += LOAD_CHUNK) {
      for (const row of rows.slice(start, start + LOAD_CHUNK)) users.push(toRankedUser(row));
      await yieldToEventLoop();
    }
    // The database orders completion to the microsecond, the ranking to the millisecond: a
    // stable sort of the almost-sorted rows settles the difference in one linear pass.
    const index = await RankingIndex.build(users, LOAD_CHUNK, yieldToEventLoop);
    const groups = await BoardGroups.build(users, yieldToEventLoop);
    // Another event became the current one meanwhile: this load is stale, that event's comes next.
    if (eventId !== this.currentEventId()) return this.queueReload();
    this.show(eventId, index, groups);
  }

  /** Makes this the board every read sees: an event's whole ranking, and the same by group. */
  private show(eventId: number | null, index: RankingIndex, groups: BoardGroups): void {
    this.index = index;
    this.groupIndex = groups;
    this.eventId = eventId;
    this.changed();
  }

  /** Something the board shows beside the ranking changed (a team's name or completion, a division's name). */
  touch(): void {
    this.changed();
  }

  private changed(): void {
    this.changeCount++;
    for (const listener of this.listeners) listener();
  }
}
