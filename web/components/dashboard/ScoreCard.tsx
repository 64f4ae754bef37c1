import { Link } from 'react-router-dom';
import { CircleCheck, Lock, Trophy } from 'lucide-react';
import type { ScoreDto } from '../../../core/contracts';
import { PrizeClaim, TierLine } from '../FinalStanding';
import { countOf, nounFor } from '../../../core/plural';

interface ScoreCardProps {
  score: ScoreDto | undefined;
  collected: number;
  total: number;
  complete: boolean;
}

/** The final score once the collection is complete; a locked teaser before that. */
export function ScoreCard({ score, collected, total, complete }: ScoreCardProps) {
  if (!complete) {
    return (
      <section className="card score-card score-locked" aria-label="Score" data-testid="score-card">
        <div className="score-card-head">
          <Lock size={20} aria-hidden />
          <h2>Score Locked</h2>
        </div>
        <p className="muted">
          Complete your puzzle collection to unlock your final score and compete on the leaderboard!
        </p>
        <div className="score-locked-counts">
          <span>
            {collected} / {total} {nounFor(total, 'piece')}
          </span>
          <span className="muted">{Math.max(total - collected, 0)} remaining</span>
        </div>
      </section>
    );
  }

  const completedAt = score?.score.completedAt;
  return (
    <section className="card score-card" aria-label="Score" data-testid="score-card">
      <div className="score-card-head">
        <Trophy size={20} aria-hidden />
        <h2>Your Score</h2>
        <span className="badge badge-success">
          <CircleCheck size={14} aria-hidden />
          Complete
        </span>
      </div>
      <p className="score-points" data-testid="score-points">
        {countOf(score?.score.totalPoints ?? 0, 'point')}
      </p>
      {score?.rank != null && (
        <p className="muted" data-testid="score-rank">
          Rank #{score.rank}
        </p>
      )}
      <TierLine tierName={score?.tier ?? null} />
      {score?.prize && <PrizeClaim prize={score.prize} />}
      {completedAt && (
        <p className="muted small">Completed on {new Date(completedAt).toLocaleDateString()}</p>
      )}
      <Link to="/leaderboard" className="btn btn-outline btn-block">
        See Your Ranking
      </Link>
    </section>
  );
}
