import { Link } from 'react-router-dom';
import { Trophy } from 'lucide-react';
import { PrizeClaim, TierLine } from '../FinalStanding';
import { useCollection } from '../../hooks/useCollection';
import { useLeaderboard } from '../../hooks/useLeaderboard';
import { usePuzzles } from '../../hooks/usePuzzles';
import { useScore } from '../../hooks/useScore';
import { summariseCollection } from '../../lib/collection';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

/**
 * The student's result once the hunt is over: a finisher's rank, points and tier (from the final
 * board); anyone else their collection so far. Both lead to the final leaderboard.
 */
export function HuntResult() {
  const i18n = useI18n();
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
            {me
              ? withParts(
                  i18n._({
                    id: 'hunt.result.ranked',
                    message: 'You finished <0>#{rank}</0> of {ranked} with <1>{points, plural, one {# point} other {# points}}</1>.',
                    values: { rank: me.rank, ranked: leaderboard?.totalRanked ?? me.rank, points: me.totalPoints },
                  }),
                  [(rank) => <strong data-testid="hunt-final-rank">{rank}</strong>, (points) => <strong>{points}</strong>],
                )
              : withParts(
                  i18n._({
                    id: 'hunt.result.finished',
                    message: 'You finished the hunt with <0>{points, plural, one {# point} other {# points}}</0>.',
                    values: { points: score?.score.totalPoints ?? 0 },
                  }),
                  [(points) => <strong>{points}</strong>],
                )}
          </p>
          {me && <TierLine tierName={me.tier} testId="hunt-final-tier" />}
          {score?.prize && <PrizeClaim prize={score.prize} />}
        </>
      ) : (
        <p className="hunt-result-line" data-testid="hunt-final-collection">
          {withParts(
            i18n._({
              id: 'hunt.result.collected',
              message: 'You collected <0>{collected} of {total}</0> {total, plural, one {piece} other {pieces}}. See how the finishers ranked:',
              values: { collected: summary.collected, total: summary.total },
            }),
            [(count) => <strong>{count}</strong>],
          )}
        </p>
      )}
      <Link to="/leaderboard" className="btn btn-primary btn-block">
        <Trophy size={18} aria-hidden />
        {i18n._({ id: 'hunt.result.leaderboard', message: 'View Final Leaderboard' })}
      </Link>
    </div>
  );
}
