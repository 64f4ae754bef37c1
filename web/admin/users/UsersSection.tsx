import { useState } from 'react';
import { Search } from 'lucide-react';
import { useCellLabels } from '../shared/cellLabels';
import { ListState, TableScroll } from '../shared/ListState';
import { useAdminUsers } from './useAdminUsers';
import { UserRow } from './UserRow';
import { emptyUsersText, filterUsers } from './users';
import type { AdminSectionProps } from '../shared/sectionProps';
import panel from '../shared/panel.module.css';
import tables from '../shared/tables.module.css';

const USER_COLUMNS = ['User', 'Email', 'Role', 'Progress', 'Actions'];

export default function UsersSection({ user: me }: AdminSectionProps) {
  const { users, error, isLoading } = useAdminUsers();
  const [query, setQuery] = useState('');
  const shown = filterUsers(users ?? [], query);
  const table = useCellLabels(USER_COLUMNS);

  return (
    <div className={`card ${panel.adminPanel}`}>
      <div className={tables.searchBox}>
        <label htmlFor="user-search" className="sr-only">
          Search users
        </label>
        <Search size={18} className={tables.searchIcon} aria-hidden />
        <input
          id="user-search"
          type="search"
          className="input"
          placeholder="Search by name or email..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="user-search"
        />
      </div>
      <ListState isLoading={isLoading} error={error} what="users">
        {shown.length === 0 ? (
          <p className="empty-state" data-testid="users-empty">
            {emptyUsersText(query)}
          </p>
        ) : (
          <TableScroll label="Users">
            <table className={tables.adminTable} data-testid="users-table" ref={table}>
              <thead>
                <tr>
                  {USER_COLUMNS.map((column) => (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((user) => (
                  <UserRow key={user.id} user={user} isMe={user.id === me.id} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </ListState>
    </div>
  );
}
