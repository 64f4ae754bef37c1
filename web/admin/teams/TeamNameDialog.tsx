import { useState, type FormEvent } from 'react';
import { TEAM_NAME_MAX_LENGTH, type AdminTeamDto } from '../../../core/teams';
import { AdminDialog } from '../shared/AdminDialog';
import { TextField } from '../shared/fields';
import { useAdminAction } from '../shared/useAdminAction';
import forms from '../shared/forms.module.css';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { teamChangeKeys, teamNameProblem } from './teams';

interface TeamNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: number;
  /** The team to rename; a new team when absent. */
  team?: AdminTeamDto;
}

/** 'Create Team' for the chosen event, or 'Rename Team'. */
export function TeamNameDialog({ open, onOpenChange, eventId, team }: TeamNameDialogProps) {
  const i18n = useI18n();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={team ? i18n._({ id: 'admin.teams.renameTitle', message: 'Rename Team' }) : i18n._({ id: 'admin.teams.create', message: 'Create Team' })}
      description={team ? undefined : i18n._({ id: 'admin.teams.createDescription', message: 'It gets a join code at once: share it, or put students in with Move Student or an import.' })}
      testId="team-dialog"
    >
      {open && <TeamNameForm eventId={eventId} team={team} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function TeamNameForm({ eventId, team, onDone }: { eventId: number; team: AdminTeamDto | undefined; onDone: () => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [name, setName] = useState(team?.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    const invalid = teamNameProblem(name);
    setProblem(invalid);
    if (invalid || saving) return;
    if (team && name.trim() === team.name) return onDone();
    setSaving(true);
    const ok = await perform(() => (team ? adminApi.renameTeam(team.id, name.trim()) : adminApi.createTeam({ eventId, name: name.trim() })), {
      success: (saved) =>
        team
          ? {
              title: i18n._({ id: 'admin.teams.renamed', message: 'Team Renamed' }),
              description: i18n._({ id: 'admin.teams.renamedDescription', message: '{old} is now {name}', values: { old: team.name, name: saved.name } }),
            }
          : {
              title: i18n._({ id: 'admin.teams.created', message: 'Team Created' }),
              description: i18n._({ id: 'admin.teams.createdDescription', message: '{name}, join code {code}', values: { name: saved.name, code: saved.joinCode } }),
            },
      failure: team ? i18n._({ id: 'admin.teams.renameFailed', message: 'Rename Failed' }) : i18n._({ id: 'admin.teams.createFailed', message: 'Creation Failed' }),
      fallback: team
        ? i18n._({ id: 'admin.teams.renameFailedFallback', message: 'Failed to rename the team' })
        : i18n._({ id: 'admin.teams.createFailedFallback', message: 'Failed to create the team' }),
      ...teamChangeKeys(eventId),
    });
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
      <TextField
        id="team-name"
        label={i18n._({ id: 'admin.teams.name', message: 'Name' })}
        required maxLength={TEAM_NAME_MAX_LENGTH} value={name} onChange={setName} error={problem} data-testid="team-name-input" />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="team-submit">
          {saving
            ? i18n._({ id: 'admin.teams.saving', message: 'Saving...' })
            : team
              ? i18n._({ id: 'admin.teams.renameSubmit', message: 'Rename' })
              : i18n._({ id: 'admin.teams.create', message: 'Create Team' })}
        </button>
      </div>
    </form>
  );
}
