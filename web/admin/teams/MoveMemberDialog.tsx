import { useState, type FormEvent } from 'react';
import type { AdminTeamDto } from '../../../core/teams';
import { AdminDialog } from '../shared/AdminDialog';
import { FormError, SelectField, TextField } from '../shared/fields';
import { useAdminAction } from '../shared/useAdminAction';
import forms from '../shared/forms.module.css';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { membersText, moveBody, moveOutcome, NO_TEAM, teamChangeKeys } from './teams';

interface MoveMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: number;
  teamSize: number;
  teams: readonly AdminTeamDto[];
}

/** 'Move Student': a student, by e-mail, into a team of the event (out of any other) or into none. */
export function MoveMemberDialog({ open, onOpenChange, ...form }: MoveMemberDialogProps) {
  const i18n = useI18n();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._({ id: 'admin.teams.moveStudent', message: 'Move Student' })}
      description={i18n._({ id: 'admin.teams.moveDescription', message: 'The student must have signed in once. A full team takes no one more.' })}
      testId="move-member-dialog"
    >
      {open && <MoveMemberForm {...form} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function MoveMemberForm({ eventId, teamSize, teams, onDone }: Omit<MoveMemberDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    const move = moveBody(eventId, email, choice, teams);
    setProblem('problem' in move ? move.problem : null);
    if ('problem' in move || saving) return;
    setSaving(true);
    const ok = await perform(() => adminApi.moveTeamMember(move.body), {
      success: (team) => ({ title: i18n._({ id: 'admin.teams.moved', message: 'Student Moved' }), description: moveOutcome(move.body.email, team) }),
      failure: i18n._({ id: 'admin.teams.moveFailed', message: 'Move Failed' }),
      fallback: i18n._({ id: 'admin.teams.moveFailedFallback', message: 'Failed to move the student' }),
      ...teamChangeKeys(eventId),
    });
    setSaving(false);
    if (ok) onDone();
  }

  const options = [
    { value: NO_TEAM, label: i18n._({ id: 'admin.teams.noTeam', message: 'No team' }) },
    ...teams.map((team) => ({ value: String(team.id), label: `${team.name} (${membersText(team, teamSize)})` })),
  ];
  return (
    <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
      <TextField
        id="move-email"
        label={i18n._({ id: 'admin.teams.studentEmail', message: "Student's e-mail" })}
        type="email" autoComplete="off" value={email} onChange={setEmail} data-testid="move-email-input" />
      <SelectField
        id="move-team"
        label={i18n._({ id: 'admin.teams.team', message: 'Team' })}
        placeholder={i18n._({ id: 'admin.teams.choose', message: 'Choose a team' })}
        value={choice} options={options} onChange={setChoice} />
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="move-submit">
          {saving ? i18n._({ id: 'admin.teams.moving', message: 'Moving...' }) : i18n._({ id: 'admin.teams.move', message: 'Move' })}
        </button>
      </div>
    </form>
  );
}
