import { Link } from 'react-router-dom';
import { Trophy } from 'lucide-react';
import { PrizeClaim, TierLine } from '../FinalStanding';
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
  const finished = Boolean(me?.completedAt ?? score?.score.completedAt);
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
          {me && <TierLine tierName={me.tier} testId="hunt-final-tier" />}
          {score?.prize && <PrizeClaim prize={score.prize} />}
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
