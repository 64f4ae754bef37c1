import type { ReactNode } from 'react';
import { useCellLabels } from './cellLabels';
import { ListState, TableScroll } from './ListState';
import tables from './tables.module.css';
import { useI18n } from '../../hooks/useI18n';

interface AdminTableProps {
  isLoading: boolean;
  error: Error | undefined;
  /** The rows' plural noun, translated ('puzzle pieces'): loading, error and empty texts and the region label. */
  what: string;
  /** How many rows there are; undefined while loading. */
  rowCount: number | undefined;
  /** The column headers, translated. */
  columns: readonly string[];
  testId: string;
  /** The table rows. */
  children: ReactNode;
}

/** An admin list: loading and error states, 'No … yet' when empty, else a table (stacked cards on a phone). */
export function AdminTable({ isLoading, error, what, rowCount, columns, testId, children }: AdminTableProps) {
  const table = useCellLabels(columns);
  const i18n = useI18n();
  return (
    <ListState isLoading={isLoading} error={error} what={what}>
      {rowCount === 0 ? (
        <p className="empty-state">{i18n._({ id: 'admin.shared.empty', message: 'No {what} yet', values: { what } })}</p>
      ) : (
        <TableScroll label={what.charAt(0).toUpperCase() + what.slice(1)}>
          <table className={tables.adminTable} data-testid={testId} ref={table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </TableScroll>
      )}
    </ListState>
  );
}
