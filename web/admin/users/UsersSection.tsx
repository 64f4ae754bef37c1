import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import { useAdminDivisions } from '../divisions/useAdminDivisions';
import { EventChoiceField, useChosenEvent } from '../shared/EventChoiceField';
import { SelectField } from '../shared/fields';
import { useCellLabels } from '../shared/cellLabels';
import { ListState, TableScroll } from '../shared/ListState';
import { useAdminTeams } from '../teams/useAdminTeams';
import { useAdminUsers } from './useAdminUsers';
import { UserRow } from './UserRow';
import { emptyUsersText, filterNames, filterOptions, filterUsers, filterValue, teamAndDivisionShown, userColumns, userFilterOf, withUserFilter, type FilterParam } from './users';
import type { AdminSectionProps } from '../shared/sectionProps';
import panel from '../shared/panel.module.css';
import tables from '../shared/tables.module.css';
import styles from './users.module.css';
import { useI18n } from '../../hooks/useI18n';

/**
 * Users: every account with its standing in the chosen event (the event kept in the address, as
 * Teams and Divisions keep it), narrowed to a team or a division of it by the server, and
 * searched by name or e-mail here.
 */
export default function UsersSection({ user: me }: AdminSectionProps) {
  const i18n = useI18n();
  const { events, event, choose, isLoading: eventsLoading } = useChosenEvent();
  const { teams } = useAdminTeams(event?.id);
  const { divisions } = useAdminDivisions(event?.id);
  const [params, setParams] = useSearchParams();
  const lists = { teams, divisions };
  const filter = userFilterOf(params, lists);
  // Without the events (none yet, or they failed) the list is the server's current event's.
  const { users, error, isLoading } = useAdminUsers(eventsLoading ? null : { eventId: event?.id, filter });
  const [query, setQuery] = useState('');
  const shown = teamAndDivisionShown(event, divisions);
  const columns = userColumns(i18n, shown);
  const rows = filterUsers(users ?? [], query);
  const table = useCellLabels(columns);
  const onFilter = (param: FilterParam) => (value: string) => setParams(withUserFilter(params, param, value), { replace: true });

  return (
    <div className={`card ${panel.adminPanel}`}>
      {event && (
        <div className={styles.filters}>
          <EventChoiceField id="users-event" events={events ?? []} event={event} onChoose={choose} />
          {shown.teams && (
            <SelectField
              id="users-team"
              label={i18n._({ id: 'admin.users.team', message: 'Team' })}
              value={filterValue(filter, 'team')}
              options={filterOptions(i18n._({ id: 'admin.users.allTeams', message: 'All teams' }), teams ?? [])}
              onChange={onFilter('team')}
            />
          )}
          {shown.divisions && (
            <SelectField
              id="users-division"
              label={i18n._({ id: 'admin.users.division', message: 'Division' })}
              value={filterValue(filter, 'division')}
              options={filterOptions(i18n._({ id: 'admin.users.allDivisions', message: 'All divisions' }), divisions ?? [])}
              onChange={onFilter('division')}
            />
          )}
        </div>
      )}
      <div className={tables.searchBox}>
        <label htmlFor="user-search" className="sr-only">
          {i18n._({ id: 'admin.users.search', message: 'Search users' })}
        </label>
        <Search size={18} className={tables.searchIcon} aria-hidden />
        <input
          id="user-search"
          type="search"
          className="input"
          placeholder={i18n._({ id: 'admin.users.searchPlaceholder', message: 'Search by name or email...' })}
          value={query}
          onChange={(changed) => setQuery(changed.target.value)}
          data-testid="user-search"
        />
      </div>
      <ListState isLoading={isLoading || eventsLoading} error={error} what={i18n._({ id: 'admin.users.what', message: 'users' })}>
        {rows.length === 0 ? (
          <p className="empty-state" data-testid="users-empty">
            {emptyUsersText(i18n, query, filterNames(i18n, filter, lists))}
          </p>
        ) : (
          <TableScroll label={i18n._({ id: 'admin.users.title', message: 'Users' })}>
            <table className={tables.adminTable} data-testid="users-table" ref={table}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <UserRow key={user.id} user={user} isMe={user.id === me.id} shown={shown} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </ListState>
    </div>
  );
}
