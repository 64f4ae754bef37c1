import { awardsOf, rankEntries, type PrizeTierRule, type Ranked, type RankKeys } from '../../core/ranking';
import type { CachedTeam } from '../caches/teamsCache';
import { teamRankKeys, type TeamTotals } from './groups';
import type { LiveRanking } from './liveRanking';

/** The team board as a participant may see it: the top teams and the viewer's team. */
export interface TeamBoardView {
  published: boolean;
  version: string;
  places: readonly TeamPlace[];
  mine: TeamPlace | null;
  totalRanked: number;
  prizes: readonly PrizeTierRule[];
}

/** A team on the team board: its keys, its place and what the place reached. */
export interface TeamStanding extends RankKeys {
  team: CachedTeam;
  members: number;
}

export interface TeamPlace extends Ranked<TeamStanding> {
  finishers: number;
  tier: ReturnType<typeof awardsOf>['tier'];
  prize: PrizeTierRule | null;
}

/** The teams and what the ranking knows of their members. */
export interface TeamSources {
  teams(): Iterable<CachedTeam>;
  readonly version: number;
}

/**
 * The team board of the current event, from memory: every team with a member on the race board
 * (or completed), not disqualified, ranked like the race board (finishers by points, then
 * completion; then the rest by finds and their latest find). Ranked again only after a change,
 * at the first read: a few thousand teams sort in well under a millisecond.
 */
export class TeamBoard {
  private places: TeamPlace[] = [];
  private byTeam = new Map<number, TeamPlace>();
  private builtFor = '';

  constructor(
    private readonly ranking: LiveRanking,
    private readonly teams: TeamSources,
    private readonly prizes: () => readonly PrizeTierRule[],
  ) {}

  /** Every team on the board, in rank order. */
  all(): readonly TeamPlace[] {
    this.build();
    return this.places;
  }

  of(teamId: number | null): TeamPlace | null {
    this.build();
    return teamId === null ? null : (this.byTeam.get(teamId) ?? null);
  }

  /** Changes whenever the board may have (this instance's counters: not the same on another). */
  get key(): string {
    return `${this.ranking.version}/${this.teams.version}`;
  }

  private build(): void {
    const prizes = this.prizes();
    if (this.builtFor === this.key && this.builtPrizes === prizes) return;
    const totals = this.ranking.groups.teamTotals();
    const standings: TeamStanding[] = [];
    for (const team of this.teams.teams()) {
      if (team.disqualified) continue;
      const found = totals.get(team.id);
      if (!found && team.completedAtMs === null) continue;
      const keys = teamRankKeys(found ?? NONE, team.completedAtMs);
      standings.push({ ...keys, team, members: team.members });
    }
    const ranked = rankEntries(standings.sort((a, b) => a.team.id - b.team.id));
    const finishers = ranked.filter((place) => place.entry.completedAtMs !== null).length;
    this.places = ranked.map((place) => ({ ...place, finishers, ...awardsOf(place.rank, finishers, prizes) }));
    this.byTeam = new Map(this.places.map((place) => [place.entry.team.id, place]));
    this.builtFor = this.key;
    this.builtPrizes = prizes;
  }

  private builtPrizes: readonly PrizeTierRule[] | null = null;
}

const NONE: TeamTotals = { totalPoints: 0, piecesFound: 0, lastFoundAtMs: null, ranked: 0 };
