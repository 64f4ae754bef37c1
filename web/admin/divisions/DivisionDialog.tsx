import { useState, type FormEvent } from 'react';
import { DIVISION_NAME_MAX_LENGTH, MAX_DIVISION_DOMAINS, type AdminDivisionDto } from '../../../core/teams';
import { AdminDialog } from '../shared/AdminDialog';
import { CheckboxField, FormError, TextField } from '../shared/fields';
import { PrizeTiersEditor } from '../events/PrizeTiersEditor';
import { useAdminAction } from '../shared/useAdminAction';
import forms from '../shared/forms.module.css';
import { adminApi } from '../../lib/adminApi';
import { divisionChangeKeys, divisionChanges, divisionFormOf, readDivisionForm, type DivisionForm } from './divisions';

interface DivisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: number;
  /** The division to edit; a new one when absent. */
  division?: AdminDivisionDto;
}

/** 'Create Division' for the chosen event, or 'Edit Division': its name, e-mail domains and prize tiers (its own, or the event's). */
export function DivisionDialog({ open, onOpenChange, eventId, division }: DivisionDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={division ? 'Edit Division' : 'Create Division'}
      description="A student whose e-mail is at one of its domains (or a subdomain) is given it."
      testId="division-dialog"
    >
      {open && <DivisionFormBody eventId={eventId} division={division} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function DivisionFormBody({ eventId, division, onDone }: { eventId: number; division: AdminDivisionDto | undefined; onDone: () => void }) {
  const perform = useAdminAction();
  const [form, setForm] = useState<DivisionForm>(() => divisionFormOf(division));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    const read = readDivisionForm(form);
    setProblem('problem' in read ? read.problem : null);
    if ('problem' in read || saving) return;
    const changes = division ? divisionChanges(read.fields, division) : null;
    if (changes && Object.keys(changes).length === 0) return onDone();
    setSaving(true);
    const save = () => (division && changes ? adminApi.updateDivision(division.id, changes) : adminApi.createDivision({ eventId, ...read.fields }));
    const ok = await perform(save, {
      success: (saved) => ({ title: division ? 'Division Updated' : 'Division Created', description: saved.name }),
      failure: division ? 'Update Failed' : 'Creation Failed',
      fallback: division ? 'Failed to update the division' : 'Failed to create the division',
      ...divisionChangeKeys(eventId),
    });
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
      <TextField
        id="division-name"
        label="Name"
        required
        maxLength={DIVISION_NAME_MAX_LENGTH}
        value={form.name}
        onChange={(name) => setForm((current) => ({ ...current, name }))}
        data-testid="division-name-input"
      />
      <TextField
        id="division-domains"
        label="E-mail domains"
        hint={`Comma separated, up to ${MAX_DIVISION_DOMAINS}: sci.campus.edu, lab.campus.edu. Leave empty to give it by list or by the students' own pick.`}
        autoComplete="off"
        spellCheck={false}
        value={form.domains}
        onChange={(domains) => setForm((current) => ({ ...current, domains }))}
        data-testid="division-domains-input"
      />
      <CheckboxField
        id="division-own-tiers"
        label="Prize tiers of its own (else the event's, within the division)"
        checked={form.ownTiers}
        onChange={(ownTiers) => setForm((current) => ({ ...current, ownTiers }))}
      />
      {form.ownTiers && <PrizeTiersEditor tiers={form.tiers} onChange={(tiers) => setForm((current) => ({ ...current, tiers }))} />}
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="division-submit">
          {saving ? 'Saving...' : division ? 'Save Changes' : 'Create Division'}
        </button>
      </div>
    </form>
  );
}
