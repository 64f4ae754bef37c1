import type { LeaderboardEntryDto } from '../../../core/contracts';
import { tierFor } from '../../../core/ranking';
import { TierBadge } from '../TierBadge';

export function YourPosition({ me }: { me: LeaderboardEntryDto }) {
  // The tier badge shows from the 75th percentile up, which is exactly where tiers start.
  const tier = tierFor(me.percentile);
  return (
    <section className="card your-position" aria-labelledby="your-position-title" data-testid="your-position">
      <h2 id="your-position-title">Your Position</h2>
      <div className="your-position-stats">
        <div>
          <span className="stat-value">#{me.rank}</span>
          <span className="muted small">Rank</span>
        </div>
        <div>
          <span className="stat-value">{me.totalPoints}</span>
          <span className="muted small">Total Points</span>
        </div>
        {tier && <TierBadge tier={tier} />}
      </div>
    </section>
  );
}
