import type { I18n } from '@lingui/core';
import type { EventDto } from '../../../core/admin';
import { useI18n } from '../../hooks/useI18n';
import { useAdminEvents } from '../events/useAdminEvents';
import { SelectField } from './fields';

/** The select's value for content every event uses (a select's items cannot be ''). */
export const EVERY_EVENT = 'every';

/** An event's form value for content: EVERY_EVENT for every event's, else the event's id. */
export const contentEventValue = (eventId: number | null) => (eventId === null ? EVERY_EVENT : String(eventId));
export const contentEventId = (value: string) => (value === EVERY_EVENT ? null : Number(value));

/** The events content can be given to: those not completed, and the one it has now. */
export function contentEventOptions(i18n: I18n, events: readonly EventDto[], current: string): { value: string; label: string }[] {
  const choices = events.filter((event) => event.status !== 'completed' || String(event.id) === current);
  return [
    { value: EVERY_EVENT, label: i18n._({ id: 'admin.shared.everyEvent', message: 'Every event' }) },
    ...choices.map((event) => ({ value: String(event.id), label: i18n._({ id: 'admin.shared.eventOnly', message: '{name} only', values: { name: event.name } }) })),
  ];
}

/** Under a piece's or questionnaire's name: the one event it belongs to, or nothing when every event uses it. */
export function ContentEventNote({ eventId, className }: { eventId: number | null; className?: string }) {
  const { events } = useAdminEvents();
  const i18n = useI18n();
  if (eventId === null) return null;
  const name = events?.find((event) => event.id === eventId)?.name ?? i18n._({ id: 'admin.shared.eventNumber', message: 'event {id}', values: { id: eventId } });
  return (
    <span className={className} data-testid="content-event">
      {i18n._({ id: 'admin.shared.eventOnly', message: '{name} only', values: { name } })}
    </span>
  );
}

/** Which event a piece or questionnaire belongs to: every event's (shared), or one event's own, which its clone copies. */
export function ContentEventField({ id, value, onChange, disabled }: { id: string; value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const { events } = useAdminEvents();
  const i18n = useI18n();
  return (
    <SelectField
      id={id}
      label={i18n._({ id: 'admin.shared.event', message: 'Event' })}
      hint={
        disabled
          ? i18n._({ id: 'admin.shared.eventFixed', message: 'Already found or answered: it stays with its event.' })
          : i18n._({ id: 'admin.shared.eventHint', message: "Every event uses it, or only one event (an event's clone copies its own)." })
      }
      value={value}
      options={contentEventOptions(i18n, events ?? [], value)}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
