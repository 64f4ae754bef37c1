import { Link } from 'react-router-dom';
import { Trophy } from 'lucide-react';
import { tierFor, topPercentLabel } from '../../../core/ranking';
import { useCollection } from '../../hooks/useCollection';
import { useLeaderboard } from '../../hooks/useLeaderboard';
import { usePuzzles } from '../../hooks/usePuzzles';
import { useScore } from '../../hooks/useScore';
import { summariseCollection } from '../../lib/collection';
import { countOf, nounFor } from '../../../core/plural';

/**
 * The student's result once the hunt is over: a finisher's rank, points and tier (from the final
 * board); anyone else their collection so far. Both lead to the final leaderboard.
 */
export function HuntResult() {
  const { leaderboard } = useLeaderboard();
  const { score } = useScore();
  const { puzzles } = usePuzzles();
  const { collection } = useCollection();
  const me = leaderboard?.published ? leaderboard.me : null;
  const finished = Boolean(me ?? score?.score.completedAt);
  const summary = summariseCollection(puzzles ?? [], collection ?? []);

  return (
    <div className="hunt-result" data-testid="hunt-result">
      {finished ? (
        <>
          <p className="hunt-result-line">
            {me ? (
              <>
                You finished <strong data-testid="hunt-final-rank">#{me.rank}</strong> of {leaderboard?.totalRanked ?? me.rank} with{' '}
                <strong>{countOf(me.totalPoints, 'point')}</strong>.
              </>
            ) : (
              <>
                You finished the hunt with <strong>{countOf(score?.score.totalPoints ?? 0, 'point')}</strong>.
              </>
            )}
          </p>
          {me && <FinalTier percentile={me.percentile} />}
        </>
      ) : (
        <p className="hunt-result-line" data-testid="hunt-final-collection">
          You collected <strong>{summary.collected} of {summary.total}</strong> {nounFor(summary.total, 'piece')}. See how the
          finishers ranked:
        </p>
      )}
      <Link to="/leaderboard" className="btn btn-primary btn-block">
        <Trophy size={18} aria-hidden />
        View Final Leaderboard
      </Link>
    </div>
  );
}

function FinalTier({ percentile }: { percentile: number | null }) {
  const tier = tierFor(percentile);
  return (
    <p className="hunt-result-tier">
      <span className={`badge tier-badge${tier ? ` tier-${tier.name.toLowerCase()}` : ''}`} data-testid="hunt-final-tier">
        {tier ? tier.name : 'Participation'}
      </span>
      {/* "Top N%" only beside a tier: below them it would read as "Top 100%". */}
      {tier && percentile !== null && <span className="muted">{topPercentLabel(percentile)}</span>}
    </p>
  );
}
