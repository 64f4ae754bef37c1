import { useState, type FormEvent } from 'react';
import type { EventDto, LeaderboardVisibility } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import type { LocationPolicy } from '../../../core/place';
import { useAdminAction } from '../shared/useAdminAction';
import { emptyEventForm, eventBody, eventChanges, eventFormOf, startIsFixed, validateEventForm, type EventForm } from './events';
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

/** Creates an event, or edits `event` when one is given. */
export function EventDialog({ open, onOpenChange, event }: { open: boolean; onOpenChange: (open: boolean) => void; event?: EventDto }) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Event' : 'Create Event'}
      description="Dates are in your local time."
      wide
      testId="event-dialog"
    >
      {open && <EventFormBody original={event} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

const ACTIONS = {
  create: { success: 'Event Created', failure: 'Creation Failed', fallback: 'Failed to create event', submit: 'Create Event', saving: 'Creating...' },
  edit: { success: 'Event Updated', failure: 'Update Failed', fallback: 'Failed to update event', submit: 'Save Changes', saving: 'Saving...' },
};

function EventFormBody({ original, onDone }: { original: EventDto | undefined; onDone: () => void }) {
  const perform = useAdminAction();
  const [form, setForm] = useState<EventForm>(() => (original ? eventFormOf(original) : emptyEventForm()));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<EventForm>) => setForm((current) => ({ ...current, ...patch }));
  const words = original ? ACTIONS.edit : ACTIONS.create;
  const fixedStart = original !== undefined && startIsFixed(original);

  async function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    const invalid = validateEventForm(form);
    setProblem(invalid);
    if (invalid || saving) return;
    const changes = original ? eventChanges(form, original) : null;
    if (changes && Object.keys(changes).length === 0) return onDone();
    setSaving(true);
    const ok = await perform(() => (original && changes ? adminApi.updateEvent(original.id, changes) : adminApi.createEvent(eventBody(form))), {
      success: (saved) => ({ title: words.success, description: saved?.name ?? form.name.trim() }),
      failure: words.failure,
      fallback: words.fallback,
      revalidate: [ADMIN_API.events, ADMIN_API.leaderboard],
      participantKeys: [API.leaderboard],
    });
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
      <TextField id="event-name" label="Name" required maxLength={200} value={form.name} onChange={(name) => set({ name })} data-testid="event-name-input" />
      <TextAreaField id="event-description" label="Description" maxLength={2000} value={form.description} onChange={(description) => set({ description })} />
      <div className={forms.formGrid}>
        <TextField
          id="event-start"
          label="Start"
          type="datetime-local"
          required
          disabled={fixedStart}
          hint={fixedStart ? 'A running event keeps its start.' : undefined}
          value={form.startDate}
          onChange={(startDate) => set({ startDate })}
          data-testid="event-start-input"
        />
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
          {saving ? words.saving : words.submit}
        </button>
      </div>
    </form>
  );
}
