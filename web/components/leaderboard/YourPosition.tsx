import type { LeaderboardEntryDto } from '../../../core/contracts';
import { tierNamed } from '../../../core/ranking';
import { countOf } from '../../../core/plural';
import { TierBadge } from '../TierBadge';

export function YourPosition({ me }: { me: LeaderboardEntryDto }) {
  const tier = tierNamed(me.tier);
  const hunting = me.completedAt === null;
  return (
    <section className="card your-position" aria-labelledby="your-position-title" data-testid="your-position">
      <h2 id="your-position-title">Your Position</h2>
      <div className="your-position-stats">
        <div>
          <span className="stat-value">#{me.rank}</span>
          <span className="muted small">Rank</span>
        </div>
        {hunting ? (
          <div>
            <span className="stat-value">{countOf(me.piecesFound, 'piece')}</span>
            <span className="muted small">Still hunting</span>
          </div>
        ) : (
          <div>
            <span className="stat-value">{me.totalPoints}</span>
            <span className="muted small">Total Points</span>
          </div>
        )}
        {tier && <TierBadge tier={tier} />}
      </div>
    </section>
  );
}
