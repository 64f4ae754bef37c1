import { Users } from 'lucide-react';
import type { TeamEntryDto } from '../../../core/teams';
import { countOf } from '../../../core/plural';
import { tierNamed } from '../../../core/ranking';
import { useTeamBoard } from '../../hooks/useTeamBoard';
import { failureSummary } from '../../lib/api';
import { Avatar } from '../Avatar';
import { LoadingScreen } from '../LoadingScreen';
import { TierBadge } from '../TierBadge';
import { RankBadge } from './RankBadge';

/** The teams ranked like the race board (finishers by points, then the rest), the reader's team marked. */
export function TeamBoard({ final }: { final: boolean }) {
  const { board, error, isLoading } = useTeamBoard(true);
  const entries = board?.published ? board.entries : [];
  const mine = board?.published ? board.mine : null;
  return (
    <>
      {mine && <YourTeamPosition mine={mine} />}
      <section className="card" aria-labelledby="team-board-title" data-testid="team-board">
        <h2 id="team-board-title" className="card-title">
          <Users size={20} aria-hidden />
          Teams
        </h2>
        <p className="muted small">Teams that completed the collection by points, then those still hunting by pieces found</p>
        {isLoading && !board ? (
          <LoadingScreen label="Loading the teams..." />
        ) : error && !board ? (
          <p className="error-text" role="alert">
            Could not load the team board ({failureSummary(error)}).
          </p>
        ) : entries.length === 0 ? (
          <div className="empty-state" data-testid="team-board-empty">
            <Users size={40} aria-hidden />
            <p className="empty-title">{final ? 'No Teams Ranked' : 'Results Not Published Yet'}</p>
            <p className="muted">{final ? 'No team found a piece this time.' : 'Teams appear here once they find their first piece.'}</p>
          </div>
        ) : (
          <ol className="leaderboard-list">
            {entries.map((entry) => (
              <TeamRow key={entry.teamId} entry={entry} isMine={entry.teamId === mine?.teamId} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function TeamRow({ entry, isMine }: { entry: TeamEntryDto; isMine: boolean }) {
  const tier = tierNamed(entry.tier);
  return (
    <li className={`leaderboard-row${isMine ? ' is-me' : ''}`} data-testid="team-board-row">
      <RankBadge rank={entry.rank} />
      <Avatar name={entry.name} size="sm" />
      <div className="leaderboard-who">
        <span className="leaderboard-name">
          {entry.name}
          {isMine && ' (Your team)'}
        </span>
        <span className="muted small">{countOf(entry.members, 'member')}</span>
      </div>
      {entry.completedAt === null ? (
        <div className="leaderboard-score">
          <span className="leaderboard-points">{countOf(entry.piecesFound, 'piece')}</span>
          <span className="muted small">Hunting</span>
        </div>
      ) : (
        <div className="leaderboard-score">
          <span className="leaderboard-points">{entry.totalPoints} pts</span>
          {tier && <TierBadge tier={tier} />}
          {entry.prize && <span className="muted small">{entry.prize}</span>}
        </div>
      )}
    </li>
  );
}

function YourTeamPosition({ mine }: { mine: TeamEntryDto }) {
  const tier = tierNamed(mine.tier);
  return (
    <section className="card your-position" aria-labelledby="your-team-position-title" data-testid="your-team-position">
      <h2 id="your-team-position-title">Your Team: {mine.name}</h2>
      <div className="your-position-stats">
        <div>
          <span className="stat-value">#{mine.rank}</span>
          <span className="muted small">Rank</span>
        </div>
        {mine.completedAt === null ? (
          <div>
            <span className="stat-value">{countOf(mine.piecesFound, 'piece')}</span>
            <span className="muted small">Still hunting</span>
          </div>
        ) : (
          <div>
            <span className="stat-value">{mine.totalPoints}</span>
            <span className="muted small">Total Points</span>
          </div>
        )}
        {tier && <TierBadge tier={tier} />}
      </div>
    </section>
  );
}
