import { useState } from 'react';
import { Pencil, Plus, Upload } from 'lucide-react';
import { domainListText } from '../../../core/divisionDomains';
import type { AdminDivisionDto } from '../../../core/teams';
import { AdminTable } from '../shared/AdminTable';
import { DeleteRowAction } from '../shared/ConfirmAction';
import { EventChoiceField, useChosenEvent } from '../shared/EventChoiceField';
import { IconButton } from '../shared/IconButton';
import { ListState } from '../shared/ListState';
import { RosterImportDialog } from '../shared/RosterImportDialog';
import { useAdminAction } from '../shared/useAdminAction';
import panel from '../shared/panel.module.css';
import tables from '../shared/tables.module.css';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { DivisionDialog } from './DivisionDialog';
import { divisionChangeKeys, divisionsNote } from './divisions';
import { useAdminDivisions } from './useAdminDivisions';

/** Divisions: the chosen event's divisions; create, edit or delete one, import a division,email list. */
export default function DivisionsSection() {
  const i18n = useI18n();
  const { events, event, choose, error: eventsError, isLoading: eventsLoading } = useChosenEvent();
  const { divisions, error, isLoading } = useAdminDivisions(event?.id);
  const [editing, setEditing] = useState<{ division?: AdminDivisionDto } | null>(null);
  const [importing, setImporting] = useState(false);

  return (
    <div className={`card ${panel.adminPanel}`}>
      <ListState isLoading={eventsLoading} error={eventsError} what={i18n._({ id: 'admin.events.what', message: 'events' })}>
        {!event ? (
          <p className="empty-state">{i18n._({ id: 'admin.divisions.noEvents', message: 'No events yet: create one under Events first.' })}</p>
        ) : (
          <>
            <div className={panel.panelToolbar}>
              <EventChoiceField id="divisions-event" events={events ?? []} event={event} onChoose={choose} />
              <div className={panel.toolbarButtons}>
                <button type="button" className="btn btn-outline" onClick={() => setImporting(true)} data-testid="import-divisions">
                  <Upload size={18} aria-hidden />
                  {i18n._({ id: 'admin.divisions.importCsv', message: 'Import CSV' })}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => setEditing({})} data-testid="create-division">
                  <Plus size={18} aria-hidden />
                  {i18n._({ id: 'admin.divisions.create', message: 'Create Division' })}
                </button>
              </div>
            </div>
            <p className="muted small" data-testid="divisions-note">
              {divisionsNote(event)}
            </p>
            <AdminTable
              isLoading={isLoading}
              error={error}
              what={i18n._({ id: 'admin.divisions.what', message: 'divisions' })}
              rowCount={divisions?.length}
              columns={[
                i18n._({ id: 'admin.divisions.column.division', message: 'Division' }),
                i18n._({ id: 'admin.divisions.column.domains', message: 'E-mail Domains' }),
                i18n._({ id: 'admin.divisions.column.players', message: 'Players' }),
                i18n._({ id: 'admin.divisions.column.waiting', message: 'Waiting' }),
                i18n._({ id: 'admin.divisions.column.actions', message: 'Actions' }),
              ]}
              testId="divisions-table"
            >
              {divisions?.map((division) => (
                <DivisionRow key={division.id} division={division} onEdit={() => setEditing({ division })} />
              ))}
            </AdminTable>
            <DivisionDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} eventId={event.id} division={editing?.division} />
            <RosterImportDialog
              open={importing}
              onOpenChange={setImporting}
              kind="division"
              title={i18n._({ id: 'admin.divisions.importTitle', message: 'Import Divisions' })}
              description={i18n._({
                id: 'admin.divisions.importDescription',
                message: 'Gives each student their division in {name}; one who has not signed in yet gets it at their first sign-in.',
                values: { name: event.name },
              })}
              send={(rows) => adminApi.assignDivisions({ eventId: event.id, rows })}
              {...divisionChangeKeys(event.id)}
            />
          </>
        )}
      </ListState>
    </div>
  );
}

function DivisionRow({ division, onEdit }: { division: AdminDivisionDto; onEdit: () => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();

  function remove() {
    void perform(() => adminApi.deleteDivision(division.id), {
      success: { title: i18n._({ id: 'admin.divisions.deleted', message: 'Division Deleted' }), description: division.name },
      failure: i18n._({ id: 'admin.divisions.deleteFailed', message: 'Deletion Failed' }),
      fallback: i18n._({ id: 'admin.divisions.deleteFailedFallback', message: 'Failed to delete the division' }),
      ...divisionChangeKeys(division.eventId),
    });
  }

  return (
    <tr data-testid="division-row">
      <td className={tables.strong}>{division.name}</td>
      <td className={`muted small ${tables.breakCell}`}>{domainListText(division.emailDomains) || '—'}</td>
      <td className={tables.numeric}>{i18n.number(division.players)}</td>
      <td className={tables.numeric}>{i18n.number(division.waiting)}</td>
      <td>
        <div className={tables.rowActions}>
          <IconButton label={i18n._({ id: 'admin.divisions.edit', message: 'Edit division' })} onClick={onEdit}>
            <Pencil size={16} aria-hidden />
          </IconButton>
          <DeleteRowAction
            label={i18n._({ id: 'admin.divisions.delete', message: 'Delete division' })}
            title={i18n._({ id: 'admin.divisions.deleteTitle', message: 'Delete {name}?', values: { name: division.name } })}
            description={i18n._({
              id: 'admin.divisions.deleteDescription',
              message:
                'Its {players, plural, one {# student} other {# students}} will have no division, and {waiting, plural, one {# listed e-mail} other {# listed e-mails}} waiting for a first sign-in will get none. This cannot be undone.',
              values: { players: division.players, waiting: division.waiting },
            })}
            onConfirm={remove}
          />
        </div>
      </td>
    </tr>
  );
}
