import type { PrizeTierRule } from '../../core/ranking';
import { BoardView, type VersionedNames } from './boardView';
import type { LiveRanking } from './liveRanking';

/**
 * A board per division, each over the division's own ranking (leaderboard/groups.ts) and
 * presented like the whole board: serialised once per change, per e-mail policy.
 */
export class DivisionBoards {
  private readonly views = new Map<number, BoardView>();

  constructor(
    private readonly ranking: LiveRanking,
    private readonly prizes: () => readonly PrizeTierRule[],
    private readonly names: VersionedNames,
  ) {}

  view(divisionId: number): BoardView {
    let view = this.views.get(divisionId);
    if (!view) {
      const ranking = this.ranking;
      view = new BoardView(
        {
          get version() {
            return ranking.version;
          },
          get current() {
            return ranking.groups.division(divisionId);
          },
        },
        this.prizes,
        this.names,
      );
      this.views.set(divisionId, view);
    }
    return view;
  }

  /** Another event's divisions: the views of the last one's go. */
  clear(): void {
    this.views.clear();
  }
}
