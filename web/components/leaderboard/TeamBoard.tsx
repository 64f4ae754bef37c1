import { Users } from 'lucide-react';
import type { TeamEntryDto } from '../../../core/teams';
import { useI18n } from '../../hooks/useI18n';
import { tierNamed } from '../../../core/ranking';
import { useTeamBoard } from '../../hooks/useTeamBoard';
import { failureSummary } from '../../lib/api';
import { Avatar } from '../Avatar';
import { LoadingScreen } from '../LoadingScreen';
import { TierBadge } from '../TierBadge';
import { RankBadge } from './RankBadge';

/** The teams ranked like the race board (finishers by points, then the rest), the reader's team marked. */
export function TeamBoard({ final }: { final: boolean }) {
  const i18n = useI18n();
  const { board, error, isLoading } = useTeamBoard(true);
  const entries = board?.published ? board.entries : [];
  const mine = board?.published ? board.mine : null;
  return (
    <>
      {mine && <YourTeamPosition mine={mine} />}
      <section className="card" aria-labelledby="team-board-title" data-testid="team-board">
        <h2 id="team-board-title" className="card-title">
          <Users size={20} aria-hidden />
          {i18n._({ id: 'board.teams', message: 'Teams' })}
        </h2>
        <p className="muted small">
          {i18n._({ id: 'teamBoard.lead', message: 'Teams that completed the collection by points, then those still hunting by pieces found' })}
        </p>
        {isLoading && !board ? (
          <LoadingScreen label={i18n._({ id: 'teamBoard.loading', message: 'Loading the teams...' })} />
        ) : error && !board ? (
          <p className="error-text" role="alert">
            {i18n._({ id: 'teamBoard.failed', message: 'Could not load the team board ({reason}).', values: { reason: failureSummary(error) } })}
          </p>
        ) : entries.length === 0 ? (
          <div className="empty-state" data-testid="team-board-empty">
            <Users size={40} aria-hidden />
            <p className="empty-title">{final ? i18n._({ id: 'teamBoard.noTeams', message: 'No Teams Ranked' }) : i18n._({ id: 'leaderboard.notPublished', message: 'Results Not Published Yet' })}</p>
            <p className="muted">{final
                ? i18n._({ id: 'teamBoard.noTeamsText', message: 'No team found a piece this time.' })
                : i18n._({ id: 'teamBoard.notPublishedText', message: 'Teams appear here once they find their first piece.' })}</p>
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
  const i18n = useI18n();
  const tier = tierNamed(entry.tier);
  return (
    <li className={`leaderboard-row${isMine ? ' is-me' : ''}`} data-testid="team-board-row">
      <RankBadge rank={entry.rank} />
      <Avatar name={entry.name} size="sm" />
      <div className="leaderboard-who">
        <span className="leaderboard-name">
          {entry.name}
          {isMine && ` ${i18n._({ id: 'teamBoard.yours', message: '(Your team)' })}`}
        </span>
        <span className="muted small">{i18n._({ id: 'teamBoard.members', message: '{count, plural, one {# member} other {# members}}', values: { count: entry.members } })}</span>
      </div>
      {entry.completedAt === null ? (
        <div className="leaderboard-score">
          <span className="leaderboard-points">{i18n._({ id: 'pieces.count', message: '{count, plural, one {# piece} other {# pieces}}', values: { count: entry.piecesFound } })}</span>
          <span className="muted small">{i18n._({ id: 'leaderboard.row.hunting', message: 'Hunting' })}</span>
        </div>
      ) : (
        <div className="leaderboard-score">
          <span className="leaderboard-points">{i18n._({ id: 'leaderboard.row.points', message: '{points, number} pts', values: { points: entry.totalPoints } })}</span>
          {tier && <TierBadge tier={tier} />}
          {entry.prize && <span className="muted small">{entry.prize}</span>}
        </div>
      )}
    </li>
  );
}

function YourTeamPosition({ mine }: { mine: TeamEntryDto }) {
  const i18n = useI18n();
  const tier = tierNamed(mine.tier);
  return (
    <section className="card your-position" aria-labelledby="your-team-position-title" data-testid="your-team-position">
      <h2 id="your-team-position-title">{i18n._({ id: 'teamBoard.yourTeam', message: 'Your Team: {team}', values: { team: mine.name } })}</h2>
      <div className="your-position-stats">
        <div>
          <span className="stat-value">#{mine.rank}</span>
          <span className="muted small">{i18n._({ id: 'leaderboard.you.rank', message: 'Rank' })}</span>
        </div>
        {mine.completedAt === null ? (
          <div>
            <span className="stat-value">{i18n._({ id: 'pieces.count', message: '{count, plural, one {# piece} other {# pieces}}', values: { count: mine.piecesFound } })}</span>
            <span className="muted small">{i18n._({ id: 'leaderboard.you.hunting', message: 'Still hunting' })}</span>
          </div>
        ) : (
          <div>
            <span className="stat-value">{mine.totalPoints}</span>
            <span className="muted small">{i18n._({ id: 'leaderboard.you.points', message: 'Total Points' })}</span>
          </div>
        )}
        {tier && <TierBadge tier={tier} />}
      </div>
    </section>
  );
}
