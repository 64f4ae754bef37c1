import { createHash } from 'node:crypto';
import { PARTICIPANT_LEADERBOARD_SIZE } from '../../core/constants';
import type { LeaderboardEntryDto } from '../../core/contracts';
import { presentLeaderboardEntry, type EmailPolicy } from '../presenters/leaderboard';
import type { LiveRanking } from './liveRanking';

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
}

export const shortHash = (text: string) => createHash('md5').update(text).digest('base64url').slice(0, 16);

/**
 * Presents the top of the ranking at most once per change and e-mail policy: thousands of
 * reads of an unchanged board cost a string concatenation each, not 100 presentations and a
 * JSON.stringify.
 */
export class BoardView {
  private readonly lists = new Map<EmailPolicy, TopList>();
  private builtFor = -1;

  constructor(private readonly ranking: LiveRanking) {}

  top(policy: EmailPolicy): TopList {
    if (this.builtFor !== this.ranking.version) {
      this.lists.clear();
      this.builtFor = this.ranking.version;
    }
    let list = this.lists.get(policy);
    if (!list) {
      list = this.build(policy);
      this.lists.set(policy, list);
    }
    return list;
  }

  private build(policy: EmailPolicy): TopList {
    const ranking = this.ranking.current;
    // Nobody's own row here: the reader's own row (with their full e-mail) is put in per request.
    const entries = ranking.top(PARTICIPANT_LEADERBOARD_SIZE).map((position) => presentLeaderboardEntry(position, '', policy));
    const entryJson = entries.map((entry) => JSON.stringify(entry));
    const json = `[${entryJson.join(',')}]`;
    return {
      version: shortHash(`${ranking.size}|${json}`),
      entries,
      entryJson,
      json,
      indexOf: new Map(entries.map((entry, index) => [entry.userId, index])),
      totalRanked: ranking.size,
    };
  }
}
