import { useState, type FormEvent } from 'react';
import { DIVISION_NAME_MAX_LENGTH, MAX_DIVISION_DOMAINS, type AdminDivisionDto } from '../../../core/teams';
import { AdminDialog } from '../shared/AdminDialog';
import { CheckboxField, FormError, TextField } from '../shared/fields';
import { PrizeTiersEditor } from '../events/PrizeTiersEditor';
import { useAdminAction } from '../shared/useAdminAction';
import forms from '../shared/forms.module.css';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
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
  const i18n = useI18n();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={division ? i18n._({ id: 'admin.divisions.editTitle', message: 'Edit Division' }) : i18n._({ id: 'admin.divisions.create', message: 'Create Division' })}
      description={i18n._({ id: 'admin.divisions.dialogDescription', message: 'A student whose e-mail is at one of its domains (or a subdomain) is given it.' })}
      testId="division-dialog"
    >
      {open && <DivisionFormBody eventId={eventId} division={division} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function DivisionFormBody({ eventId, division, onDone }: { eventId: number; division: AdminDivisionDto | undefined; onDone: () => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();
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
      success: (saved) => ({
        title: division ? i18n._({ id: 'admin.divisions.updated', message: 'Division Updated' }) : i18n._({ id: 'admin.divisions.created', message: 'Division Created' }),
        description: saved.name,
      }),
      failure: division ? i18n._({ id: 'admin.divisions.updateFailed', message: 'Update Failed' }) : i18n._({ id: 'admin.divisions.createFailed', message: 'Creation Failed' }),
      fallback: division
        ? i18n._({ id: 'admin.divisions.updateFailedFallback', message: 'Failed to update the division' })
        : i18n._({ id: 'admin.divisions.createFailedFallback', message: 'Failed to create the division' }),
      ...divisionChangeKeys(eventId),
    });
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
      <TextField
        id="division-name"
        label={i18n._({ id: 'admin.divisions.name', message: 'Name' })}
        required
        maxLength={DIVISION_NAME_MAX_LENGTH}
        value={form.name}
        onChange={(name) => setForm((current) => ({ ...current, name }))}
        data-testid="division-name-input"
      />
      <TextField
        id="division-domains"
        label={i18n._({ id: 'admin.divisions.domains', message: 'E-mail domains' })}
        hint={i18n._({
          id: 'admin.divisions.domainsHint',
          message: "Comma separated, up to {max}: sci.campus.edu, lab.campus.edu. Leave empty to give it by list or by the students' own pick.",
          values: { max: MAX_DIVISION_DOMAINS },
        })}
        autoComplete="off"
        spellCheck={false}
        value={form.domains}
        onChange={(domains) => setForm((current) => ({ ...current, domains }))}
        data-testid="division-domains-input"
      />
      <CheckboxField
        id="division-own-tiers"
        label={i18n._({ id: 'admin.divisions.ownTiers', message: "Prize tiers of its own (else the event's, within the division)" })}
        checked={form.ownTiers}
        onChange={(ownTiers) => setForm((current) => ({ ...current, ownTiers }))}
      />
      {form.ownTiers && <PrizeTiersEditor tiers={form.tiers} onChange={(tiers) => setForm((current) => ({ ...current, tiers }))} />}
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="division-submit">
          {saving
            ? i18n._({ id: 'admin.divisions.saving', message: 'Saving...' })
            : division
              ? i18n._({ id: 'admin.divisions.save', message: 'Save Changes' })
              : i18n._({ id: 'admin.divisions.create', message: 'Create Division' })}
        </button>
      </div>
    </form>
  );
}
