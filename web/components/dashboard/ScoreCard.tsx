import { Link } from 'react-router-dom';
import { CircleCheck, Lock, Trophy } from 'lucide-react';
import type { ScoreDto } from '../../../core/contracts';
import { PrizeClaim, TierLine } from '../FinalStanding';
import { useI18n } from '../../hooks/useI18n';
import { readerLocale } from '../../lib/readerLocale';

interface ScoreCardProps {
  score: ScoreDto | undefined;
  collected: number;
  total: number;
  complete: boolean;
}

/** The final score once the collection is complete; a locked teaser before that. */
export function ScoreCard({ score, collected, total, complete }: ScoreCardProps) {
  const i18n = useI18n();
  const scoreLabel = i18n._({ id: 'dashboard.score', message: 'Score' });
  if (!complete) {
    return (
      <section className="card score-card score-locked" aria-label={scoreLabel} data-testid="score-card">
        <div className="score-card-head">
          <Lock size={20} aria-hidden />
          <h2>{i18n._({ id: 'dashboard.score.locked', message: 'Score Locked' })}</h2>
        </div>
        <p className="muted">
          {i18n._({ id: 'dashboard.score.lockedText', message: 'Complete your puzzle collection to unlock your final score and compete on the leaderboard!' })}
        </p>
        <div className="score-locked-counts">
          <span>{i18n._({ id: 'dashboard.score.collected', message: '{collected} / {total, plural, one {# piece} other {# pieces}}', values: { collected, total } })}</span>
          <span className="muted">{i18n._({ id: 'dashboard.score.remaining', message: '{count} remaining', values: { count: Math.max(total - collected, 0) } })}</span>
        </div>
      </section>
    );
  }

  const completedAt = score?.score.completedAt;
  return (
    <section className="card score-card" aria-label={scoreLabel} data-testid="score-card">
      <div className="score-card-head">
        <Trophy size={20} aria-hidden />
        <h2>{i18n._({ id: 'dashboard.score.title', message: 'Your Score' })}</h2>
        <span className="badge badge-success">
          <CircleCheck size={14} aria-hidden />
          {i18n._({ id: 'dashboard.score.complete', message: 'Complete' })}
        </span>
      </div>
      <p className="score-points" data-testid="score-points">
        {i18n._({ id: 'score.points', message: '{points, plural, one {# point} other {# points}}', values: { points: score?.score.totalPoints ?? 0 } })}
      </p>
      {score?.rank != null && (
        <p className="muted" data-testid="score-rank">
          {i18n._({ id: 'score.rank', message: 'Rank #{rank}', values: { rank: score.rank } })}
        </p>
      )}
      <TierLine tierName={score?.tier ?? null} />
      {score?.prize && <PrizeClaim prize={score.prize} />}
      {completedAt && (
        <p className="muted small">{i18n._({ id: 'dashboard.score.completedOn', message: 'Completed on {date}', values: { date: new Date(completedAt).toLocaleDateString(readerLocale()) } })}</p>
      )}
      <Link to="/leaderboard" className="btn btn-outline btn-block">
        {i18n._({ id: 'dashboard.score.ranking', message: 'See Your Ranking' })}
      </Link>
    </section>
  );
}
