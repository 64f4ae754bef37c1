import { useState } from 'react';
import { Pencil, Plus, Upload } from 'lucide-react';
import { domainListText } from '../../../core/divisionDomains';
import { countOf } from '../../../core/plural';
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
import { DivisionDialog } from './DivisionDialog';
import { divisionChangeKeys, divisionsNote } from './divisions';
import { useAdminDivisions } from './useAdminDivisions';

/** Divisions: the chosen event's divisions; create, edit or delete one, import a division,email list. */
export default function DivisionsSection() {
  const { events, event, choose, error: eventsError, isLoading: eventsLoading } = useChosenEvent();
  const { divisions, error, isLoading } = useAdminDivisions(event?.id);
  const [editing, setEditing] = useState<{ division?: AdminDivisionDto } | null>(null);
  const [importing, setImporting] = useState(false);

  return (
    <div className={`card ${panel.adminPanel}`}>
      <ListState isLoading={eventsLoading} error={eventsError} what="events">
        {!event ? (
          <p className="empty-state">No events yet: create one under Events first.</p>
        ) : (
          <>
            <div className={panel.panelToolbar}>
              <EventChoiceField id="divisions-event" events={events ?? []} event={event} onChoose={choose} />
              <div className={panel.toolbarButtons}>
                <button type="button" className="btn btn-outline" onClick={() => setImporting(true)} data-testid="import-divisions">
                  <Upload size={18} aria-hidden />
                  Import CSV
                </button>
                <button type="button" className="btn btn-primary" onClick={() => setEditing({})} data-testid="create-division">
                  <Plus size={18} aria-hidden />
                  Create Division
                </button>
              </div>
            </div>
            <p className="muted small" data-testid="divisions-note">
              {divisionsNote(event)}
            </p>
            <AdminTable
              isLoading={isLoading}
              error={error}
              what="divisions"
              rowCount={divisions?.length}
              columns={['Division', 'E-mail Domains', 'Players', 'Waiting', 'Actions']}
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
              title="Import Divisions"
              description={`Gives each student their division in ${event.name}; one who has not signed in yet gets it at their first sign-in.`}
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

  function remove() {
    void perform(() => adminApi.deleteDivision(division.id), {
      success: { title: 'Division Deleted', description: division.name },
      failure: 'Deletion Failed',
      fallback: 'Failed to delete the division',
      ...divisionChangeKeys(division.eventId),
    });
  }

  return (
    <tr data-testid="division-row">
      <td className={tables.strong}>{division.name}</td>
      <td className={`muted small ${tables.breakCell}`}>{domainListText(division.emailDomains) || '—'}</td>
      <td className={tables.numeric}>{division.players}</td>
      <td className={tables.numeric}>{division.waiting}</td>
      <td>
        <div className={tables.rowActions}>
          <IconButton label="Edit division" onClick={onEdit}>
            <Pencil size={16} aria-hidden />
          </IconButton>
          <DeleteRowAction
            label="Delete division"
            title={`Delete ${division.name}?`}
            description={`Its ${countOf(division.players, 'student')} will have no division, and ${countOf(division.waiting, 'listed e-mail')} waiting for a first sign-in will get none. This cannot be undone.`}
            onConfirm={remove}
          />
        </div>
      </td>
    </tr>
  );
}
