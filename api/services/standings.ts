import type { TierName } from '../../core/ranking';
import { awardsOf } from '../../core/ranking';
import type { CurrentUser } from '../../db/rows';
import { rankingOf } from '../leaderboard/eventRanking';
import type { Deps } from '../deps';

type Standee = Pick<CurrentUser, 'id' | 'total_points' | 'completed_at'>;

/** Where a student stands on an event's board: what the organiser's lists and exports show. */
export interface Standing {
  totalPoints: number;
  completedAt: Date | null;
  /** Their place on the race board (finishers first, then those still hunting); null when not on it (or disqualified). */
  rank: number | null;
  tier: TierName | null;
  /** The event's prize tier they reached, by its name. */
  prize: string | null;
}

/**
 * Each user's standing in the event (the current one unless named), read from its ranking and
 * its prize tiers: a lookup for a whole list at once, whose users carry their standing in that
 * event. The current event's ranking is the one in memory; another's is read.
 */
export async function standings(deps: Deps, eventId = deps.caches.events.currentEventId()): Promise<(user: Standee) => Standing> {
  const ranking = await rankingOf(deps, eventId);
  const prizeTiers = deps.caches.events.prizeRulesOf(eventId);
  return (user) => {
    const position = ranking.position(user.id);
    const { tier, prize } = awardsOf(position?.rank, position?.finishers ?? 0, prizeTiers);
    return {
      totalPoints: user.total_points,
      completedAt: user.completed_at,
      rank: position?.rank ?? null,
      tier,
      prize: prize?.prizeName ?? null,
    };
  };
}

/** One user's standing (after a change to them: a role, a disqualification). */
export async function standingOf(deps: Deps, user: Standee): Promise<Standing> {
  return (await standings(deps))(user);
}
