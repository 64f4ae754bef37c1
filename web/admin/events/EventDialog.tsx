import { useState, type FormEvent } from 'react';
import type { EventDto, LeaderboardVisibility } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import { asLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../core/language';
import type { LocationPolicy } from '../../../core/place';
import { useAdminAction } from '../shared/useAdminAction';
import { cloneFormOf, emptyEventForm, eventBody, eventChanges, eventFormOf, startIsFixed, validateEventForm, type EventForm } from './events';
import { AdminDialog } from '../shared/AdminDialog';
import { FormError, SelectField, TextAreaField, TextField } from '../shared/fields';
import { adminApi } from '../../lib/adminApi';
import { PrizeTiersEditor } from './PrizeTiersEditor';
import { TeamSettingsFields } from './TeamSettingsFields';
import forms from '../shared/forms.module.css';

/** What a scan far from its code's place does (codes without a place are never checked). */
const LOCATION_POLICIES = [
  { value: 'flag', label: 'Flag: collect, and mark far scans for Fair Play' },
  { value: 'enforce', label: 'Enforce: refuse scans away from the code' },
  { value: 'off', label: 'Off: no location checks' },
];

// Each language named in itself, as the header's switch names it.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

const VISIBILITY = [
  { value: 'live', label: 'Live: participants see rankings as they change' },
  { value: 'sealed', label: 'Sealed: rankings hidden until the event is completed' },
];

interface EventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit. */
  event?: EventDto;
  /** The event to clone: a new event from its settings, with copies of its own content. */
  cloneOf?: EventDto;
}

/** Creates an event, edits `event`, or clones `cloneOf`. */
export function EventDialog({ open, onOpenChange, event, cloneOf }: EventDialogProps) {
  const title = event ? 'Edit Event' : cloneOf ? `Clone ${cloneOf.name}` : 'Create Event';
  const description = cloneOf
    ? `Its own pieces (with new QR codes) and questionnaires are copied; content every event uses stays shared. Dates are in your local time.`
    : 'Dates are in your local time.';
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={title} description={description} wide testId="event-dialog">
      {open && <EventFormBody original={event} cloneOf={cloneOf} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

const ACTIONS = {
  create: { success: 'Event Created', failure: 'Creation Failed', fallback: 'Failed to create event', submit: 'Create Event', saving: 'Creating...' },
  edit: { success: 'Event Updated', failure: 'Update Failed', fallback: 'Failed to update event', submit: 'Save Changes', saving: 'Saving...' },
  clone: { success: 'Event Cloned', failure: 'Clone Failed', fallback: 'Failed to clone event', submit: 'Clone Event', saving: 'Cloning...' },
};

function EventFormBody({ original, cloneOf, onDone }: { original: EventDto | undefined; cloneOf: EventDto | undefined; onDone: () => void }) {
  const perform = useAdminAction();
  const [form, setForm] = useState<EventForm>(() => (original ? eventFormOf(original) : cloneOf ? cloneFormOf(cloneOf) : emptyEventForm()));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<EventForm>) => setForm((current) => ({ ...current, ...patch }));
  const words = original ? ACTIONS.edit : cloneOf ? ACTIONS.clone : ACTIONS.create;
  const fixedStart = original !== undefined && startIsFixed(original);

  async function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    const invalid = validateEventForm(form);
    setProblem(invalid);
    if (invalid || saving) return;
    const changes = original ? eventChanges(form, original) : null;
    if (changes && Object.keys(changes).length === 0) return onDone();
    setSaving(true);
    const save = () => {
      if (original && changes) return adminApi.updateEvent(original.id, changes);
      return cloneOf ? adminApi.cloneEvent(cloneOf.id, eventBody(form)) : adminApi.createEvent(eventBody(form));
    };
    const ok = await perform(save, {
      success: (saved) => ({ title: words.success, description: saved?.name ?? form.name.trim() }),
      failure: words.failure,
      fallback: words.fallback,
      // A clone adds pieces, QR links and questionnaires too.
      revalidate: [ADMIN_API.events, ADMIN_API.leaderboard, ADMIN_API.puzzles, ADMIN_API.qrLinks, ADMIN_API.questionnaires],
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
      <TextField
        id="event-freeze"
        label="Freeze the board (minutes before the end)"
        hint="Students and the big screen see the board as it was then; you see it live; completing the event reveals it. 0: never."
        type="number"
        inputMode="numeric"
        min={0}
        max={1440}
        step={1}
        value={form.freezeMinutes}
        onChange={(freezeMinutes) => set({ freezeMinutes })}
        data-testid="event-freeze-input"
      />
      <SelectField
        id="event-location-policy"
        label="Location checks"
        value={form.locationPolicy}
        options={LOCATION_POLICIES}
        onChange={(value) => set({ locationPolicy: value as LocationPolicy })}
      />
      <SelectField
        id="event-language"
        label="Language"
        hint="For students whose browser asks for none of the languages the hunt speaks, until they choose one."
        value={form.language}
        options={LANGUAGE_OPTIONS}
        onChange={(value) => set({ language: asLanguage(value) ?? form.language })}
      />
      <TeamSettingsFields form={form} onChange={set} />
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
