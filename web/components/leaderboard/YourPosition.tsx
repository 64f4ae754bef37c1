import type { LeaderboardEntryDto } from '../../../core/contracts';
import { tierNamed } from '../../../core/ranking';
import { useI18n } from '../../hooks/useI18n';
import { TierBadge } from '../TierBadge';

export function YourPosition({ me }: { me: LeaderboardEntryDto }) {
  const i18n = useI18n();
  const tier = tierNamed(me.tier);
  const hunting = me.completedAt === null;
  return (
    <section className="card your-position" aria-labelledby="your-position-title" data-testid="your-position">
      <h2 id="your-position-title">{i18n._({ id: 'leaderboard.you.title', message: 'Your Position' })}</h2>
      <div className="your-position-stats">
        <div>
          <span className="stat-value">#{me.rank}</span>
          <span className="muted small">{i18n._({ id: 'leaderboard.you.rank', message: 'Rank' })}</span>
        </div>
        {hunting ? (
          <div>
            <span className="stat-value">{i18n._({ id: 'pieces.count', message: '{count, plural, one {# piece} other {# pieces}}', values: { count: me.piecesFound } })}</span>
            <span className="muted small">{i18n._({ id: 'leaderboard.you.hunting', message: 'Still hunting' })}</span>
          </div>
        ) : (
          <div>
            <span className="stat-value">{i18n.number(me.totalPoints)}</span>
            <span className="muted small">{i18n._({ id: 'leaderboard.you.points', message: 'Total Points' })}</span>
          </div>
        )}
        {tier && <TierBadge tier={tier} />}
      </div>
    </section>
  );
}
