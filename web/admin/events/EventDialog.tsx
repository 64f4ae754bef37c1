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
import { optionsIn, type OptionText } from '../shared/options';
import { useI18n } from '../../hooks/useI18n';
/** What a scan far from its code's place does (codes without a place are never checked). */
const LOCATION_POLICIES: OptionText[] = [
  { value: 'flag', label: /*i18n*/ { id: 'admin.events.location.flag', message: 'Flag: collect, and mark far scans for Fair Play' } },
  { value: 'enforce', label: /*i18n*/ { id: 'admin.events.location.enforce', message: 'Enforce: refuse scans away from the code' } },
  { value: 'off', label: /*i18n*/ { id: 'admin.events.location.off', message: 'Off: no location checks' } },
];

// Each language named in itself, as the header's switch names it.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

const VISIBILITY: OptionText[] = [
  { value: 'live', label: /*i18n*/ { id: 'admin.events.visibility.live', message: 'Live: participants see rankings as they change' } },
  { value: 'sealed', label: /*i18n*/ { id: 'admin.events.visibility.sealed', message: 'Sealed: rankings hidden until the event is completed' } },
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
  const i18n = useI18n();
  const title = event
    ? i18n._({ id: 'admin.events.editTitle', message: 'Edit Event' })
    : cloneOf
      ? i18n._({ id: 'admin.events.cloneTitle', message: 'Clone {name}', values: { name: cloneOf.name } })
      : i18n._({ id: 'admin.events.create', message: 'Create Event' });
  const description = cloneOf
    ? i18n._({
        id: 'admin.events.cloneDescription',
        message: 'Its own pieces (with new QR codes) and questionnaires are copied; content every event uses stays shared. Dates are in your local time.',
      })
    : i18n._({ id: 'admin.events.localTime', message: 'Dates are in your local time.' });
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={title} description={description} wide testId="event-dialog">
      {open && <EventFormBody original={event} cloneOf={cloneOf} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

const ACTIONS = {
  create: {
    success: /*i18n*/ { id: 'admin.events.created', message: 'Event Created' },
    failure: /*i18n*/ { id: 'admin.events.createFailed', message: 'Creation Failed' },
    fallback: /*i18n*/ { id: 'admin.events.createFailedFallback', message: 'Failed to create event' },
    submit: /*i18n*/ { id: 'admin.events.create', message: 'Create Event' },
    saving: /*i18n*/ { id: 'admin.events.creating', message: 'Creating...' },
  },
  edit: {
    success: /*i18n*/ { id: 'admin.events.updated', message: 'Event Updated' },
    failure: /*i18n*/ { id: 'admin.events.updateFailed', message: 'Update Failed' },
    fallback: /*i18n*/ { id: 'admin.events.updateFailedFallback', message: 'Failed to update event' },
    submit: /*i18n*/ { id: 'admin.events.save', message: 'Save Changes' },
    saving: /*i18n*/ { id: 'admin.events.saving', message: 'Saving...' },
  },
  clone: {
    success: /*i18n*/ { id: 'admin.events.cloned', message: 'Event Cloned' },
    failure: /*i18n*/ { id: 'admin.events.cloneFailed', message: 'Clone Failed' },
    fallback: /*i18n*/ { id: 'admin.events.cloneFailedFallback', message: 'Failed to clone event' },
    submit: /*i18n*/ { id: 'admin.events.cloneSubmit', message: 'Clone Event' },
    saving: /*i18n*/ { id: 'admin.events.cloning', message: 'Cloning...' },
  },
};

function EventFormBody({ original, cloneOf, onDone }: { original: EventDto | undefined; cloneOf: EventDto | undefined; onDone: () => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();
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
      success: (saved) => ({ title: i18n._(words.success), description: saved?.name ?? form.name.trim() }),
      failure: i18n._(words.failure),
      fallback: i18n._(words.fallback),
      // A clone adds pieces, QR links and questionnaires too.
      revalidate: [ADMIN_API.events, ADMIN_API.leaderboard, ADMIN_API.puzzles, ADMIN_API.qrLinks, ADMIN_API.questionnaires],
      participantKeys: [API.leaderboard],
    });
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
      <TextField id="event-name" label={i18n._({ id: 'admin.events.name', message: 'Name' })} required maxLength={200} value={form.name} onChange={(name) => set({ name })} data-testid="event-name-input" />
      <TextAreaField
        id="event-description"
        label={i18n._({ id: 'admin.events.description', message: 'Description' })}
        maxLength={2000} value={form.description} onChange={(description) => set({ description })} />
      <div className={forms.formGrid}>
        <TextField
          id="event-start"
          label={i18n._({ id: 'admin.events.start', message: 'Start' })}
          type="datetime-local"
          required
          disabled={fixedStart}
          hint={fixedStart ? i18n._({ id: 'admin.events.startFixed', message: 'A running event keeps its start.' }) : undefined}
          value={form.startDate}
          onChange={(startDate) => set({ startDate })}
          data-testid="event-start-input"
        />
        <TextField
          id="event-end"
          label={i18n._({ id: 'admin.events.end', message: 'End' })}
          type="datetime-local" required value={form.endDate} onChange={(endDate) => set({ endDate })} data-testid="event-end-input" />
      </div>
      <PrizeTiersEditor tiers={form.prizeTiers} onChange={(prizeTiers) => set({ prizeTiers })} />
      <SelectField
        id="event-visibility"
        label={i18n._({ id: 'admin.events.visibility', message: 'Leaderboard visibility' })}
        value={form.leaderboardVisibility}
        options={optionsIn(i18n, VISIBILITY)}
        onChange={(value) => set({ leaderboardVisibility: value as LeaderboardVisibility })}
      />
      <TextField
        id="event-freeze"
        label={i18n._({ id: 'admin.events.freeze', message: 'Freeze the board (minutes before the end)' })}
        hint={i18n._({
          id: 'admin.events.freezeHint',
          message: 'Students and the big screen see the board as it was then; you see it live; completing the event reveals it. 0: never.',
        })}
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
        label={i18n._({ id: 'admin.events.locationChecks', message: 'Location checks' })}
        value={form.locationPolicy}
        options={optionsIn(i18n, LOCATION_POLICIES)}
        onChange={(value) => set({ locationPolicy: value as LocationPolicy })}
      />
      <SelectField
        id="event-language"
        label={i18n._({ id: 'admin.events.language', message: 'Language' })}
        hint={i18n._({ id: 'admin.events.languageHint', message: 'For students whose browser asks for none of the languages the hunt speaks, until they choose one.' })}
        value={form.language}
        options={LANGUAGE_OPTIONS}
        onChange={(value) => set({ language: asLanguage(value) ?? form.language })}
      />
      <TeamSettingsFields form={form} onChange={set} />
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="event-submit">
          {i18n._(saving ? words.saving : words.submit)}
        </button>
      </div>
    </form>
  );
}
