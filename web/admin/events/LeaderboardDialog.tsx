import { useAdminLeaderboard } from './useAdminLeaderboard';
import { AdminDialog } from '../shared/AdminDialog';
import { ListState, TableScroll } from '../shared/ListState';

/** 'Overall Leaderboard': the top 50 with full e-mails, always live for admins. */
export function LeaderboardDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { entries, error, isLoading } = useAdminLeaderboard(open);
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Overall Leaderboard" description="Top 50 participants" wide testId="leaderboard-dialog">
      <ListState isLoading={isLoading || (!entries && !error)} error={error} what="the leaderboard">
        {entries?.length === 0 ? (
          <p className="empty-state">No participants yet</p>
        ) : (
          <TableScroll label="Overall leaderboard">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col" className="numeric">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries?.map((entry) => (
                  <tr key={entry.userId} data-testid="admin-leaderboard-row">
                    <td>
                      <span className={`rank-chip${entry.rank <= 3 ? ` rank-${entry.rank}` : ''}`}>#{entry.rank}</span>
                    </td>
                    <td>{entry.userName}</td>
                    <td className="break-cell">{entry.email ?? '—'}</td>
                    <td className="numeric strong">{entry.totalPoints}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </ListState>
    </AdminDialog>
  );
}
