import type { EventDto } from '../../../core/admin';
import { useAdminLeaderboard } from './useAdminLeaderboard';
import { AdminDialog } from '../shared/AdminDialog';
import { ListState, TableScroll } from '../shared/ListState';
import tables from '../shared/tables.module.css';
import { classNames } from '../shared/classNames';
import { Breakable } from '../shared/Breakable';
import { useI18n } from '../../hooks/useI18n';

/** The first three's chips in gold, silver and bronze. */
const MEDAL_CHIPS = [tables.rank1, tables.rank2, tables.rank3];

/**
 * 'Overall Leaderboard': the top 50 with full e-mails, always live for admins; with an `event`,
 * that event's board (a completed one's as it ended).
 */
export function LeaderboardDialog({ open, onOpenChange, event }: { open: boolean; onOpenChange: (open: boolean) => void; event?: Pick<EventDto, 'id' | 'name'> }) {
  const i18n = useI18n();
  const { entries, error, isLoading } = useAdminLeaderboard(open, event?.id);
  const overall = i18n._({ id: 'admin.events.overallLeaderboard', message: 'Overall Leaderboard' });
  const title = event ? i18n._({ id: 'admin.events.eventLeaderboard', message: 'Leaderboard: {name}', values: { name: event.name } }) : overall;
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={title} description={i18n._({ id: 'admin.events.top50', message: 'Top 50 participants' })} wide testId="leaderboard-dialog">
      <ListState isLoading={isLoading || (!entries && !error)} error={error} what={i18n._({ id: 'admin.events.leaderboardWhat', message: 'the leaderboard' })}>
        {entries?.length === 0 ? (
          <p className="empty-state">{i18n._({ id: 'admin.events.noParticipants', message: 'No participants yet' })}</p>
        ) : (
          <TableScroll label={overall}>
            <table className={tables.adminTable}>
              <thead>
                <tr>
                  <th scope="col">{i18n._({ id: 'admin.events.column.rank', message: 'Rank' })}</th>
                  <th scope="col">{i18n._({ id: 'admin.events.column.name', message: 'Name' })}</th>
                  <th scope="col">{i18n._({ id: 'admin.events.column.email', message: 'Email' })}</th>
                  <th scope="col" className={tables.numeric}>
                    {i18n._({ id: 'admin.events.column.points', message: 'Points' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries?.map((entry) => (
                  <tr key={entry.userId} data-testid="admin-leaderboard-row">
                    <td>
                      <span className={classNames(tables.rankChip, MEDAL_CHIPS[entry.rank - 1])}>#{entry.rank}</span>
                    </td>
                    <td>{entry.userName}</td>
                    <td className={tables.breakCell}>
                      <Breakable text={entry.email ?? '—'} />
                    </td>
                    <td className={`${tables.numeric} ${tables.strong}`}>{i18n.number(entry.totalPoints)}</td>
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
