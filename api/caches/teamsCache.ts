import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { DivisionRow } from '../../db/rows';
import type { ChangeBus } from '../realtime/changeBus';
import { listDivisions } from '../repos/divisions';
import { findTeamWithMembers, listTeams, type TeamWithMembers } from '../repos/teams';

/** A team of the current event as the boards show it. */
export interface CachedTeam {
  id: number;
  name: string;
  members: number;
  completedAtMs: number | null;
  disqualified: boolean;
}

const RETRY_MS = 1000;

function cached(row: TeamWithMembers): CachedTeam {
  return { id: row.id, name: row.name, members: Number(row.members), completedAtMs: row.completed_at?.getTime() ?? null, disqualified: row.disqualified_at !== null };
}

/**
 * The current event's teams and divisions, in memory, for the boards (names, completions, member
 * counts): the database announces each team that changed (`team:<id>`, its members' moves too)
 * and every change of divisions, and this cache reads just that. Another event becoming the
 * current one, or the bus reconnecting, loads everything again.
 */
export class TeamsCache {
  private teamsById = new Map<number, CachedTeam>();
  private divisionsById = new Map<number, DivisionRow>();
  private eventId: number | null = null;
  private work: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private changeCount = 0;

  constructor(
    private readonly db: Knex,
    bus: ChangeBus,
    private readonly logger: Logger,
    private readonly currentEventId: () => number | null,
  ) {
    bus.subscribe((change) => {
      if (change.topic === 'team') void this.refreshTeam(change.id);
      if (change.topic === 'divisions' || change.topic === 'resync') void this.reload();
    });
  }

  start(): Promise<void> {
    return this.enqueue(() => this.load());
  }

  /** Loads the current event's teams and divisions when another event has become the current one. */
  followCurrentEvent(): void {
    if (this.currentEventId() !== this.eventId) void this.reload();
  }

  team(id: number | null): CachedTeam | undefined {
    return id === null ? undefined : this.teamsById.get(id);
  }

  teamName(id: number | null): string | null {
    return this.team(id)?.name ?? null;
  }

  divisionName(id: number | null): string | null {
    return this.division(id)?.name ?? null;
  }

  teams(): IterableIterator<CachedTeam> {
    return this.teamsById.values();
  }

  division(id: number | null): DivisionRow | undefined {
    return id === null ? undefined : this.divisionsById.get(id);
  }

  /** The current event's divisions, in the order they were made. */
  divisions(): DivisionRow[] {
    return [...this.divisionsById.values()];
  }

  /** Grows with every change: a key for what was computed from the teams and divisions. */
  get version(): number {
    return this.changeCount;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads one team again (this instance after changing it, or the announcement of it). */
  refreshTeam(id: number): Promise<void> {
    return this.enqueue(async () => {
      const row = await findTeamWithMembers(this.db, id);
      if (row && row.event_id === this.eventId) this.teamsById.set(id, cached(row));
      else if (!this.teamsById.delete(id)) return;
      this.changed();
    });
  }

  /** Reads the divisions again now (this instance after changing them). */
  reload(): Promise<void> {
    return this.enqueue(() => this.load());
  }

  /** Resolves once every queued read has been applied (tests). */
  async idle(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (seen !== this.work) {
      seen = this.work;
      await seen;
    }
  }

  close(): void {
    this.listeners.clear();
  }

  private async load(): Promise<void> {
    const eventId = this.currentEventId();
    const [teams, divisions] = eventId === null ? [[], []] : await Promise.all([listTeams(this.db, eventId), listDivisions(this.db, eventId)]);
    this.teamsById = new Map(teams.map((row) => [row.id, cached(row)]));
    this.divisionsById = new Map(divisions.map((row) => [row.id, row]));
    this.eventId = eventId;
    this.changed();
  }

  /** One read at a time, in order; a failed one is tried again until the database answers. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.work.then(task);
    this.work = run.catch((error: unknown) => {
      this.logger.error({ err: error }, 'reading the teams failed; loading them again');
      setTimeout(() => void this.reload(), RETRY_MS).unref();
    });
    return run;
  }

  private changed(): void {
    this.changeCount++;
    for (const listener of this.listeners) listener();
  }
}
