import type { LeaderboardEntryDto } from '../../../core/contracts';
import { tierNamed } from '../../../core/ranking';
import { countOf } from '../../../core/plural';
import { Avatar } from '../Avatar';
import { TierBadge } from '../TierBadge';
import { RankBadge } from './RankBadge';

export function LeaderboardRow({ entry, isMe }: { entry: LeaderboardEntryDto; isMe: boolean }) {
  const tier = tierNamed(entry.tier);
  return (
    <li className={`leaderboard-row${isMe ? ' is-me' : ''}`} data-testid="leaderboard-row">
      <RankBadge rank={entry.rank} />
      <Avatar imageUrl={entry.profileImageUrl} name={entry.userName} size="sm" />
      <div className="leaderboard-who">
        <span className="leaderboard-name">
          {entry.userName}
          {isMe && ' (You)'}
        </span>
        {entry.email && <span className="muted small truncate">{entry.email}</span>}
        {(entry.team || entry.division) && (
          <span className="muted small truncate" data-testid="leaderboard-affiliation">
            {entry.team && (
              <>
                <span className="sr-only">Team </span>
                {entry.team}
              </>
            )}
            {entry.team && entry.division && ' · '}
            {entry.division && (
              <>
                <span className="sr-only">Division </span>
                {entry.division}
              </>
            )}
          </span>
        )}
      </div>
      {entry.completedAt === null ? (
        <div className="leaderboard-score" data-testid="leaderboard-hunting">
          <span className="leaderboard-points">{countOf(entry.piecesFound, 'piece')}</span>
          <span className="muted small">Hunting</span>
        </div>
      ) : (
        <div className="leaderboard-score">
          <span className="leaderboard-points">{entry.totalPoints} pts</span>
          {tier && <TierBadge tier={tier} />}
        </div>
      )}
    </li>
  );
}
