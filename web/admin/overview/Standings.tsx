import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trophy, UsersRound } from 'lucide-react';
import type { LiveOverviewDto } from '../../../core/liveOverview';
import { useCellLabels } from '../shared/cellLabels';
import { classNames } from '../shared/classNames';
import { TableScroll } from '../shared/ListState';
import tables from '../shared/tables.module.css';
import { DIVISION_STANDING_COLUMNS, DIVISION_STANDINGS_CAPTION, finishedText, TEAM_STANDING_COLUMNS, teamStandingsCaption } from './standings';
import { clock } from './clock';
import styles from './Standings.module.css';
import { useI18n } from '../../hooks/useI18n';

/** The first three's chips in gold, silver and bronze, as on the board. */
const MEDAL_CHIPS = [tables.rank1, tables.rank2, tables.rank3];

/** The Overview's 'Team standings': the current event's first ten teams; nothing for an event without teams. */
export function TeamStandingsCard({ teams }: { teams: LiveOverviewDto['teams'] }) {
  const i18n = useI18n();
  if (teams.length === 0) return null;
  return (
    <StandingsCard
      id="team-standings"
      title={i18n._({ id: 'admin.overview.teamStandings', message: 'Team standings' })}
      icon={<UsersRound size={20} aria-hidden />}
      caption={teamStandingsCaption(i18n, teams.length)}
      columns={TEAM_STANDING_COLUMNS}
    >
      {teams.map((team) => (
        <tr key={team.teamId} data-testid="team-standing">
          <RankCell rank={team.rank} />
          <td className={tables.strong}>{team.name}</td>
          <td className={tables.numeric}>{i18n.number(team.members)}</td>
          <td className={tables.numeric}>{i18n.number(team.totalPoints)}</td>
          <td className={tables.numeric}>{i18n.number(team.piecesFound)}</td>
          <td>
            {team.completedAt ? (
              <span className="badge badge-success">{i18n._({ id: 'admin.overview.completedAt', message: 'Completed {time}', values: { time: clock(team.completedAt) } })}</span>
            ) : (
              i18n._({ id: 'admin.overview.hunting', message: 'Hunting' })
            )}
          </td>
        </tr>
      ))}
    </StandingsCard>
  );
}

/** The Overview's 'Division standings': the current event's divisions against each other; nothing without divisions. */
export function DivisionStandingsCard({ divisions }: { divisions: LiveOverviewDto['divisions'] }) {
  const i18n = useI18n();
  if (divisions.length === 0) return null;
  return (
    <StandingsCard
      id="division-standings"
      title={i18n._({ id: 'admin.overview.divisionStandings', message: 'Division standings' })}
      icon={<Trophy size={20} aria-hidden />}
      caption={i18n._(DIVISION_STANDINGS_CAPTION)}
      columns={DIVISION_STANDING_COLUMNS}
    >
      {divisions.map((division) => (
        <tr key={division.divisionId} data-testid="division-standing">
          <RankCell rank={division.rank} />
          <td className={tables.strong}>{division.name}</td>
          <td className={tables.nowrap}>{finishedText(i18n, division)}</td>
          <td className={tables.numeric}>{i18n.number(division.averagePoints)}</td>
        </tr>
      ))}
    </StandingsCard>
  );
}

interface StandingsCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  /** Says what the table holds and how it ranks, above it. */
  caption: string;
  columns: readonly MessageDescriptor[];
  children: ReactNode;
}

/** A card with its heading and one ranked table, which becomes stacked cards on a phone as every admin table does. */
function StandingsCard({ id, title, icon, caption, columns, children }: StandingsCardProps) {
  const i18n = useI18n();
  const headers = columns.map((column) => i18n._(column));
  const table = useCellLabels(headers);
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="card-title">
        {icon}
        {title}
      </h2>
      <TableScroll label={title}>
        {/* Named by the card's heading; the caption, which says how it ranks, describes it. */}
        <table className={tables.adminTable} ref={table} aria-labelledby={`${id}-title`}>
          <caption className={classNames('muted small', styles.caption)}>{caption}</caption>
          <thead>
            <tr>
              {headers.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function RankCell({ rank }: { rank: number }) {
  return (
    <td>
      <span className={classNames(tables.rankChip, MEDAL_CHIPS[rank - 1])}>#{rank}</span>
    </td>
  );
}
