import { diffTeams } from '../../core/teamBoardPatch';
import type { TeamEntryDto } from '../../core/teams';
import type { SharedPrefix } from '../compression/sharedPrefix';

/** The team board as one reader receives it: the part every reader shares, then their own team's entry. */
export interface TeamBoardBody {
  /** Names the shared part. */
  version: string;
  /** Up to the reader's own team (`"mine":`), compressed once for the reads that ask. */
  head: SharedPrefix;
  tail: string;
  etag: string;
  /** The shared part's entries (null while the board is not published to this reader), its finishers and its prize tiers' JSON. */
  entries: readonly TeamEntryDto[] | null;
  totalRanked: number;
  prizes: string;
}

/** Versions of the team board remembered for patching: a reader further behind is sent the board whole. */
const KEPT_VERSIONS = 8;

/**
 * The team board's patches (core/teamBoardPatch.ts): the lists its readers were sent, by version,
 * and for each step from one version to another the part of the message every reader taking that
 * step shares, serialised once per broadcast.
 */
export class TeamBoardPatches {
  private readonly lists = new Map<string, { entries: readonly TeamEntryDto[]; prizes: string }>();
  private steps = new Map<string, string | null>();

  /** A reader now holds this body's version. */
  remember(body: TeamBoardBody): void {
    if (!body.entries) return;
    this.lists.delete(body.version);
    this.lists.set(body.version, { entries: body.entries, prizes: body.prizes });
    for (const version of this.lists.keys()) {
      if (this.lists.size <= KEPT_VERSIONS) break;
      this.lists.delete(version);
    }
  }

  /** A new broadcast: the steps of the last one are not needed again. */
  startBroadcast(): void {
    this.steps = new Map();
  }

  /**
   * The message from the version a reader holds to `body`, up to its reader's own team
   * (`"mine":`), or null when it must be sent whole: the held version is forgotten or not
   * published, the prize tiers changed, or the splices would be as long as the board.
   */
  prefix(from: string, body: TeamBoardBody): string | null {
    const step = `${from}>${body.version}`;
    let prefix = this.steps.get(step);
    if (prefix === undefined) {
      prefix = this.build(from, body);
      this.steps.set(step, prefix);
    }
    return prefix;
  }

  private build(from: string, body: TeamBoardBody): string | null {
    const held = this.lists.get(from);
    if (!held || !body.entries || held.prizes !== body.prizes) return null;
    const ops = from === body.version ? [] : diffTeams(held.entries, body.entries);
    if (!ops) return null;
    return `{"from":"${from}","v":"${body.version}","n":${body.totalRanked},"ops":${JSON.stringify(ops)},"mine":`;
  }
}
