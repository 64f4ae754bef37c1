import { useState } from 'react';
import { ArrowRightLeft, Plus, Upload } from 'lucide-react';
import type { AdminTeamDto } from '../../../core/teams';
import { AdminTable } from '../shared/AdminTable';
import { EventChoiceField, useChosenEvent } from '../shared/EventChoiceField';
import { ListState } from '../shared/ListState';
import { RosterImportDialog } from '../shared/RosterImportDialog';
import panel from '../shared/panel.module.css';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { MoveMemberDialog } from './MoveMemberDialog';
import { TeamNameDialog } from './TeamNameDialog';
import { TeamRow } from './TeamRow';
import { playsInTeams } from '../events/events';
import { teamChangeKeys, teamsNote } from './teams';
import { useAdminTeams } from './useAdminTeams';

/** Teams: the chosen event's teams; create, rename, disqualify or delete one, move a student, import a list. */
export default function TeamsSection() {
  const i18n = useI18n();
  const { events, event, choose, error: eventsError, isLoading: eventsLoading } = useChosenEvent();
  const { teams, error, isLoading } = useAdminTeams(event?.id);
  const [naming, setNaming] = useState<{ team?: AdminTeamDto } | null>(null);
  const [moving, setMoving] = useState(false);
  const [importing, setImporting] = useState(false);
  // The server takes no team into a solo event; the note says how to change its mode.
  const solo = event !== undefined && !playsInTeams(event.mode);

  return (
    <div className={`card ${panel.adminPanel}`}>
      <ListState isLoading={eventsLoading} error={eventsError} what={i18n._({ id: 'admin.events.what', message: 'events' })}>
        {!event ? (
          <p className="empty-state">{i18n._({ id: 'admin.divisions.noEvents', message: 'No events yet: create one under Events first.' })}</p>
        ) : (
          <>
            <div className={panel.panelToolbar}>
              <EventChoiceField id="teams-event" events={events ?? []} event={event} onChoose={choose} />
              <div className={panel.toolbarButtons}>
                <button type="button" className="btn btn-outline" onClick={() => setMoving(true)} disabled={solo} data-testid="move-member">
                  <ArrowRightLeft size={18} aria-hidden />
                  {i18n._({ id: 'admin.teams.moveStudent', message: 'Move Student' })}
                </button>
                <button type="button" className="btn btn-outline" onClick={() => setImporting(true)} disabled={solo} data-testid="import-teams">
                  <Upload size={18} aria-hidden />
                  {i18n._({ id: 'admin.divisions.importCsv', message: 'Import CSV' })}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => setNaming({})} disabled={solo} data-testid="create-team">
                  <Plus size={18} aria-hidden />
                  {i18n._({ id: 'admin.teams.create', message: 'Create Team' })}
                </button>
              </div>
            </div>
            <p className="muted small" data-testid="teams-note">
              {teamsNote(event)}
            </p>
            <AdminTable
              isLoading={isLoading}
              error={error}
              what={i18n._({ id: 'admin.teams.what', message: 'teams' })}
              rowCount={teams?.length}
              columns={[
                i18n._({ id: 'admin.teams.column.team', message: 'Team' }),
                i18n._({ id: 'admin.teams.column.joinCode', message: 'Join Code' }),
                i18n._({ id: 'admin.teams.column.members', message: 'Members' }),
                i18n._({ id: 'admin.teams.column.points', message: 'Points' }),
                i18n._({ id: 'admin.teams.column.pieces', message: 'Pieces' }),
                i18n._({ id: 'admin.teams.column.status', message: 'Status' }),
                i18n._({ id: 'admin.teams.column.actions', message: 'Actions' }),
              ]}
              testId="teams-table"
            >
              {teams?.map((team) => (
                <TeamRow key={team.id} team={team} teamSize={event.teamSize} onRename={() => setNaming({ team })} />
              ))}
            </AdminTable>
            <TeamNameDialog open={naming !== null} onOpenChange={(open) => !open && setNaming(null)} eventId={event.id} team={naming?.team} />
            <MoveMemberDialog open={moving} onOpenChange={setMoving} eventId={event.id} teamSize={event.teamSize} teams={teams ?? []} />
            <RosterImportDialog
              open={importing}
              onOpenChange={setImporting}
              kind="team"
              title={i18n._({ id: 'admin.teams.importTitle', message: 'Import Teams' })}
              description={i18n._({
                id: 'admin.teams.importDescription',
                message: 'Puts each student in their team in {name}, out of any other; a team not there yet is made.',
                values: { name: event.name },
              })}
              send={(rows) => adminApi.importTeams({ eventId: event.id, rows })}
              {...teamChangeKeys(event.id)}
            />
          </>
        )}
      </ListState>
    </div>
  );
}
