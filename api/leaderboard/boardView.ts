import { PARTICIPANT_LEADERBOARD_SIZE } from '../../core/constants';
import type { LeaderboardEntryDto } from '../../core/contracts';
import type { EmailPolicy } from '../../core/displayName';
import { SharedPrefix } from '../compression/sharedPrefix';
import type { PrizeTierRule } from '../../core/ranking';
import { boardResponseHeadBytes, NO_GROUP_NAMES, presentLeaderboardEntry, presentTopEntries, shortHash, type GroupNames } from '../presenters/leaderboardEntry';
import type { RankingIndex } from './rankingIndex';

/** A ranking that changes, with a number that grows with each change (the live board, or one division of it). */
export interface RankingSource {
  readonly version: number;
  readonly current: RankingIndex;
}

/** The names beside the entries, with a number that grows when one changes. */
export type VersionedNames = GroupNames & { readonly version: number };

/** The top of the board as every participant receives it, serialised once per change. */
export interface TopList {
  /** A hash of the content, so every instance in the same state names it the same. */
  version: string;
  entries: LeaderboardEntryDto[];
  /** Each entry as JSON, and all of them as a JSON array. */
  entryJson: string[];
  json: string;
  indexOf: Map<string, number>;
  totalRanked: number;
  /** The event's prize tiers, as JSON. */
  prizesJson: string;
  /** boardResponseHead for these entries, compressed once per encoding asked for. */
  responsePrefix: SharedPrefix;
  /** The board as it froze before the end (students' and the big screen's), not the live one. */
  frozen: boolean;
}

/** A reader's own entry as JSON ('null' when unranked), and its short hash for ETags. */
export interface OwnEntry {
  readonly json: string;
  readonly hash: string;
}

/** Hashed when first asked: a read's ETag needs it, a stream's message does not. */
class PresentedEntry implements OwnEntry {
  private hashed: string | null = null;

  constructor(readonly json: string) {}

  get hash(): string {
    this.hashed ??= shortHash(this.json);
    return this.hashed;
  }
}

/** Own entries remembered per change; beyond this many readers the memory is simply started over. */
const MAX_OWN_ENTRIES = 50_000;

/**
 * Presents the top of the ranking at most once per change and e-mail policy: thousands of
 * reads of an unchanged board cost a string concatenation each, not 100 presentations and a
 * JSON.stringify.
 */
export class BoardView {
  private lists = new Map<EmailPolicy, TopList>();
  /** The lists before the last change: one the change left as it was is kept, with its compressed bytes. */
  private previousLists = new Map<EmailPolicy, TopList>();
  private readonly ownEntries = new Map<string, OwnEntry>();
  private builtFor = -1;
  private builtForNames = -1;
  private builtForPrizes: readonly PrizeTierRule[] | null = null;

  constructor(
    private readonly ranking: RankingSource,
    /** The current event's prize tiers: the same array until they change. */
    private readonly prizes: () => readonly PrizeTierRule[],
    private readonly names: VersionedNames,
  ) {}

  top(policy: EmailPolicy): TopList {
    this.forgetIfChanged();
    let list = this.lists.get(policy);
    if (!list) {
      const built = this.build(policy);
      const before = this.previousLists.get(policy);
      list = before?.version === built.version ? before : built;
      this.lists.set(policy, list);
    }
    return list;
  }

  /**
   * The reader's own entry, with their e-mail in full. A reader asks for it with every read of
   * the board and every pushed change, so it is presented once per change.
   */
  ownEntry(viewerId: string, policy: EmailPolicy): OwnEntry {
    this.forgetIfChanged();
    const key = `${policy}:${viewerId}`;
    let entry = this.ownEntries.get(key);
    if (!entry) {
      entry = presentOwnEntry(this.ranking.current, viewerId, policy, this.prizes(), this.names);
      if (this.ownEntries.size >= MAX_OWN_ENTRIES) this.ownEntries.clear();
      this.ownEntries.set(key, entry);
    }
    return entry;
  }

  private forgetIfChanged(): void {
    const prizes = this.prizes();
    if (this.builtFor === this.ranking.version && this.builtForPrizes === prizes && this.builtForNames === this.names.version) return;
    // Most changes (a find in mid-field) leave the top of the board as it was.
    if (this.lists.size > 0) this.previousLists = this.lists;
    this.lists = new Map();
    this.ownEntries.clear();
    this.builtFor = this.ranking.version;
    this.builtForNames = this.names.version;
    this.builtForPrizes = prizes;
  }

  private build(policy: EmailPolicy): TopList {
    return presentTopList(this.ranking.current, policy, this.prizes(), false, this.names);
  }
}

/** The top of a ranking as participants receive it (the live one's through BoardView, a past event's or a frozen one as read). */
export function presentTopList(
  ranking: RankingIndex,
  policy: EmailPolicy,
  prizes: readonly PrizeTierRule[],
  frozen = false,
  names: GroupNames = NO_GROUP_NAMES,
): TopList {
  // Nobody's own row here: the reader's own row (with their full e-mail) is put in per request.
  const { entries, entryJson } = presentTopEntries(ranking.top(PARTICIPANT_LEADERBOARD_SIZE), policy, prizes, names);
  const json = `[${entryJson.join(',')}]`;
  const prizesJson = JSON.stringify(prizes);
  // Encoded once, for the version's hash and the response alike.
  const jsonBytes = Buffer.from(json);
  const version = shortHash(`${frozen ? 'frozen|' : ''}${ranking.finishers}|${prizesJson}|`, jsonBytes);
  return {
    version,
    entries,
    entryJson,
    json,
    indexOf: new Map(entries.map((entry, index) => [entry.userId, index])),
    totalRanked: ranking.finishers,
    prizesJson,
    responsePrefix: new SharedPrefix(boardResponseHeadBytes(version, ranking.finishers, prizesJson, jsonBytes, frozen)),
    frozen,
  };
}

/** A reader's own entry in a ranking, with their e-mail in full ('null' when unranked). */
export function presentOwnEntry(
  ranking: RankingIndex,
  viewerId: string,
  policy: EmailPolicy,
  prizes: readonly PrizeTierRule[],
  names: GroupNames = NO_GROUP_NAMES,
): OwnEntry {
  const position = ranking.position(viewerId);
  const json = position ? JSON.stringify(presentLeaderboardEntry(position, viewerId, policy, prizes, names)) : 'null';
  return new PresentedEntry(json);
}
