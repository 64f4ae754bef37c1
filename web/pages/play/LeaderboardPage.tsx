import { useNavigate } from 'react-router-dom';
import { Trophy } from 'lucide-react';
import type { UserDto } from '../../../core/contracts';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { isFinalBoard, LeaderboardHuntNotice } from '../../components/hunt/LeaderboardHuntNotice';
import { LeaderboardRow } from '../../components/leaderboard/LeaderboardRow';
import { YourPosition } from '../../components/leaderboard/YourPosition';
import { useHuntState } from '../../hooks/useHuntState';
import { useLeaderboard } from '../../hooks/useLeaderboard';
import { useLeaderboardStream } from '../../hooks/useLeaderboardStream';
import { failureSummary } from '../../lib/api';

export function LeaderboardPage({ user }: { user: UserDto }) {
  const navigate = useNavigate();
  const { leaderboard, error, isLoading } = useLeaderboard();
  useLeaderboardStream();
  const { hunt } = useHuntState();
  // Once a hunt is over the board is its final one, never 'not published'.
  const final = isFinalBoard(hunt);

  const entries = leaderboard?.published ? leaderboard.entries : [];
  const me = leaderboard?.published ? leaderboard.me : null;

  return (
    <div className="page">
      <PageHeader title="Leaderboard" backTo="/" backLabel="Back to home" />
      <main className="container leaderboard">
        <div role="status" aria-live="polite">
          <LeaderboardHuntNotice hunt={hunt} />
          {leaderboard?.published && leaderboard.frozen && (
            <p className="card board-frozen" data-testid="board-frozen">
              <strong>Board frozen</strong>: the rankings stay as they were until the final results are revealed.
            </p>
          )}
        </div>
        {me && <YourPosition me={me} />}
        <section className="card" aria-labelledby="top-performers-title">
          <h2 id="top-performers-title" className="card-title">
            <Trophy size={20} aria-hidden />
            Top Performers
          </h2>
          <p className="muted small">Rankings based on puzzle completion speed and accuracy</p>
          {isLoading ? (
            <LoadingScreen label="Loading rankings..." />
          ) : error ? (
            <p className="error-text" role="alert">
              Could not load the leaderboard ({failureSummary(error)}).
            </p>
          ) : entries.length === 0 && final ? (
            <div className="empty-state" data-testid="leaderboard-empty">
              <Trophy size={40} aria-hidden />
              <p className="empty-title">No Finishers</p>
              <p className="muted">Nobody completed the whole collection this time.</p>
            </div>
          ) : entries.length === 0 ? (
            <div className="empty-state" data-testid="leaderboard-empty">
              <Trophy size={40} aria-hidden />
              <p className="empty-title">Results Not Published Yet</p>
              <p className="muted">Keep scanning QR codes and solving puzzles. Rankings will appear here!</p>
            </div>
          ) : (
            <ol className="leaderboard-list">
              {entries.map((entry) => (
                <LeaderboardRow key={entry.userId} entry={entry} isMe={entry.userId === user.id} />
              ))}
            </ol>
          )}
        </section>
        <button type="button" className="btn btn-outline btn-block" onClick={() => navigate('/dashboard')}>
          Back to Dashboard
        </button>
      </main>
    </div>
  );
}
