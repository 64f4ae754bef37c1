import { Trophy } from 'lucide-react';
import type { LeaderboardEntryDto } from '../../../core/contracts';
import { failureSummary } from '../../lib/api';
import { LoadingScreen } from '../LoadingScreen';
import { useI18n } from '../../hooks/useI18n';
import { LeaderboardRow } from './LeaderboardRow';

interface BoardEntriesProps {
  entries: readonly LeaderboardEntryDto[];
  isLoading: boolean;
  error: Error | undefined;
  /** The board is a finished hunt's final one: an empty one means nobody finished. */
  final: boolean;
  userId: string;
}

/** A race board's rows (everyone's or a division's), or why there are none. */
export function BoardEntries({ entries, isLoading, error, final, userId }: BoardEntriesProps) {
  const i18n = useI18n();
  if (isLoading) return <LoadingScreen label={i18n._({ id: 'leaderboard.loading', message: 'Loading rankings...' })} />;
  if (error) {
    return (
      <p className="error-text" role="alert">
        {i18n._({ id: 'leaderboard.failed', message: 'Could not load the leaderboard ({reason}).', values: { reason: failureSummary(error) } })}
      </p>
    );
  }
  if (entries.length === 0 && final) {
    return (
      <div className="empty-state" data-testid="leaderboard-empty">
        <Trophy size={40} aria-hidden />
        <p className="empty-title">{i18n._({ id: 'leaderboard.noFinishers', message: 'No Finishers' })}</p>
        <p className="muted">{i18n._({ id: 'leaderboard.noFinishersText', message: 'Nobody completed the whole collection this time.' })}</p>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="empty-state" data-testid="leaderboard-empty">
        <Trophy size={40} aria-hidden />
        <p className="empty-title">{i18n._({ id: 'leaderboard.notPublished', message: 'Results Not Published Yet' })}</p>
        <p className="muted">
          {i18n._({ id: 'leaderboard.notPublishedText', message: 'Keep scanning QR codes and solving puzzles. Rankings will appear here!' })}
        </p>
      </div>
    );
  }
  return (
    <ol className="leaderboard-list">
      {entries.map((entry) => (
        <LeaderboardRow key={entry.userId} entry={entry} isMe={entry.userId === userId} />
      ))}
    </ol>
  );
}
