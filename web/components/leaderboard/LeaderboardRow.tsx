import type { LeaderboardEntryDto } from '../../../core/contracts';
import { tierNamed } from '../../../core/ranking';
import { Avatar } from '../Avatar';
import { TierBadge } from '../TierBadge';
import { useI18n } from '../../hooks/useI18n';
import { RankBadge } from './RankBadge';

export function LeaderboardRow({ entry, isMe }: { entry: LeaderboardEntryDto; isMe: boolean }) {
  const i18n = useI18n();
  const tier = tierNamed(entry.tier);
  return (
    <li className={`leaderboard-row${isMe ? ' is-me' : ''}`} data-testid="leaderboard-row">
      <RankBadge rank={entry.rank} />
      <Avatar imageUrl={entry.profileImageUrl} name={entry.userName} size="sm" />
      <div className="leaderboard-who">
        <span className="leaderboard-name">
          {entry.userName}
          {isMe && ` ${i18n._({ id: 'leaderboard.row.you', message: '(You)' })}`}
        </span>
        {entry.email && <span className="muted small truncate">{entry.email}</span>}
        {(entry.team || entry.division) && (
          <span className="muted small truncate" data-testid="leaderboard-affiliation">
            {entry.team && (
              <>
                <span className="sr-only">{i18n._({ id: 'leaderboard.row.team', message: 'Team' })} </span>
                {entry.team}
              </>
            )}
            {entry.team && entry.division && ' · '}
            {entry.division && (
              <>
                <span className="sr-only">{i18n._({ id: 'leaderboard.row.division', message: 'Division' })} </span>
                {entry.division}
              </>
            )}
          </span>
        )}
      </div>
      {entry.completedAt === null ? (
        <div className="leaderboard-score" data-testid="leaderboard-hunting">
          <span className="leaderboard-points">{i18n._({ id: 'pieces.count', message: '{count, plural, one {# piece} other {# pieces}}', values: { count: entry.piecesFound } })}</span>
          <span className="muted small">{i18n._({ id: 'leaderboard.row.hunting', message: 'Hunting' })}</span>
        </div>
      ) : (
        <div className="leaderboard-score">
          <span className="leaderboard-points">{i18n._({ id: 'leaderboard.row.points', message: '{points, number} pts', values: { points: entry.totalPoints } })}</span>
          {tier && <TierBadge tier={tier} />}
        </div>
      )}
    </li>
  );
}
