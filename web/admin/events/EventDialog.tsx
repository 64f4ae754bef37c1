import { useState, type FormEvent } from 'react';
import type { LeaderboardVisibility } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import type { LocationPolicy } from '../../../core/place';
import { useAdminAction } from '../shared/useAdminAction';
import { emptyEventForm, eventBody, validateEventForm, type EventForm } from './events';
import { AdminDialog } from '../shared/AdminDialog';
import { FormError, SelectField, TextAreaField, TextField } from '../shared/fields';
import { adminApi } from '../../lib/adminApi';
import { PrizeTiersEditor } from './PrizeTiersEditor';
import forms from '../shared/forms.module.css';

/** What a scan far from its code's place does (codes without a place are never checked). */
const LOCATION_POLICIES = [
  { value: 'flag', label: 'Flag: collect, and mark far scans for Fair Play' },
  { value: 'enforce', label: 'Enforce: refuse scans away from the code' },
  { value: 'off', label: 'Off: no location checks' },
];

const VISIBILITY = [
  { value: 'live', label: 'Live: participants see rankings as they change' },
  { value: 'sealed', label: 'Sealed: rankings hidden until the event is completed' },
];

export function EventDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Create Event" description="Dates are in your local time." wide testId="event-dialog">
      {open && <EventFormBody onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function EventFormBody({ onDone }: { onDone: () => void }) {
  const perform = useAdminAction();
  const [form, setForm] = useState<EventForm>(emptyEventForm);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<EventForm>) => setForm((current) => ({ ...current, ...patch }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateEventForm(form);
    setProblem(invalid);
    if (invalid || saving) return;
    setSaving(true);
    const ok = await perform(() => adminApi.createEvent(eventBody(form)), {
      success: (created) => ({ title: 'Event Created', description: created?.name ?? form.name.trim() }),
      failure: 'Creation Failed',
      fallback: 'Failed to create event',
      revalidate: [ADMIN_API.events, ADMIN_API.leaderboard],
      participantKeys: [API.leaderboard],
    });
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField id="event-name" label="Name" required maxLength={200} value={form.name} onChange={(name) => set({ name })} data-testid="event-name-input" />
      <TextAreaField id="event-description" label="Description" maxLength={2000} value={form.description} onChange={(description) => set({ description })} />
      <div className={forms.formGrid}>
        <TextField id="event-start" label="Start" type="datetime-local" required value={form.startDate} onChange={(startDate) => set({ startDate })} data-testid="event-start-input" />
        <TextField id="event-end" label="End" type="datetime-local" required value={form.endDate} onChange={(endDate) => set({ endDate })} data-testid="event-end-input" />
      </div>
      <PrizeTiersEditor tiers={form.prizeTiers} onChange={(prizeTiers) => set({ prizeTiers })} />
      <SelectField
        id="event-visibility"
        label="Leaderboard visibility"
        value={form.leaderboardVisibility}
        options={VISIBILITY}
        onChange={(value) => set({ leaderboardVisibility: value as LeaderboardVisibility })}
      />
      <SelectField
        id="event-location-policy"
        label="Location checks"
        value={form.locationPolicy}
        options={LOCATION_POLICIES}
        onChange={(value) => set({ locationPolicy: value as LocationPolicy })}
      />
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="event-submit">
          {saving ? 'Creating...' : 'Create Event'}
        </button>
      </div>
    </form>
  );
}
