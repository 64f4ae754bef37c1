import type { TierName } from '../../core/ranking';
import { prizeFor, tierFor } from '../../core/ranking';
import type { UserRow } from '../../db/rows';
import { listPrizeTiers } from '../repos/events';
import type { Deps } from '../deps';

/** Where a student stands on the current board: what the organiser's lists and exports show. */
export interface Standing {
  totalPoints: number;
  completedAt: Date | null;
  /** Null until they completed (or while disqualified): only finishers are ranked. */
  rank: number | null;
  tier: TierName | null;
  /** The current event's prize tier they reached, by its name. */
  prize: string | null;
}

/**
 * Each user's standing, read from the ranking in memory and the current event's prize tiers
 * (one query): a lookup for a whole list at once.
 */
export async function standings(deps: Deps): Promise<(user: Pick<UserRow, 'id' | 'total_points' | 'completed_at'>) => Standing> {
  const ranking = deps.ranking.current;
  const current = deps.caches.events.gate().current;
  const tiers = current ? await listPrizeTiers(deps.db, [current.id]) : [];
  const prizeTiers = tiers.map((tier) => ({ percentile: tier.percentile, prizeName: tier.prize_name }));
  return (user) => {
    const position = ranking.position(user.id);
    return {
      totalPoints: user.total_points,
      completedAt: user.completed_at,
      rank: position?.rank ?? null,
      tier: tierFor(position?.percentile)?.name ?? null,
      prize: prizeFor(position?.percentile, prizeTiers),
    };
  };
}

/** One user's standing (after a change to them: a role, a disqualification). */
export async function standingOf(deps: Deps, user: Pick<UserRow, 'id' | 'total_points' | 'completed_at'>): Promise<Standing> {
  return (await standings(deps))(user);
}
