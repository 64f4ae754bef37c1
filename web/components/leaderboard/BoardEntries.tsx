import { Trophy } from 'lucide-react';
import type { LeaderboardEntryDto } from '../../../core/contracts';
import { failureSummary } from '../../lib/api';
import { LoadingScreen } from '../LoadingScreen';
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
  if (isLoading) return <LoadingScreen label="Loading rankings..." />;
  if (error) {
    return (
      <p className="error-text" role="alert">
        Could not load the leaderboard ({failureSummary(error)}).
      </p>
    );
  }
  if (entries.length === 0 && final) {
    return (
      <div className="empty-state" data-testid="leaderboard-empty">
        <Trophy size={40} aria-hidden />
        <p className="empty-title">No Finishers</p>
        <p className="muted">Nobody completed the whole collection this time.</p>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="empty-state" data-testid="leaderboard-empty">
        <Trophy size={40} aria-hidden />
        <p className="empty-title">Results Not Published Yet</p>
        <p className="muted">Keep scanning QR codes and solving puzzles. Rankings will appear here!</p>
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
