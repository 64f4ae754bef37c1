import { useSearchParams } from 'react-router-dom';
import type { EventDto } from '../../../core/admin';
import { useAdminEvents } from '../events/useAdminEvents';
import { chosenEventId } from './eventChoice';
import { SelectField } from './fields';
import { EVENT_STATUS_NAMES } from '../events/eventStatus';
import { useI18n } from '../../hooks/useI18n';

/**
 * The event a section about one event's teams or divisions shows. It is kept in the address
 * (`?event=`), so Teams and Divisions stay on the same event and a reload keeps it.
 */
export function useChosenEvent() {
  const { events, error, isLoading } = useAdminEvents();
  const [params, setParams] = useSearchParams();
  const id = chosenEventId(events ?? [], params.get('event'));
  const event = events?.find((candidate) => candidate.id === id);
  const choose = (eventId: number) => setParams({ event: String(eventId) }, { replace: true });
  return { events, event, choose, error, isLoading };
}

/** The select of events above such a section's table. */
export function EventChoiceField({ id, events, event, onChoose }: { id: string; events: readonly EventDto[]; event: EventDto | undefined; onChoose: (eventId: number) => void }) {
  const i18n = useI18n();
  return (
    <SelectField
      id={id}
      label={i18n._({ id: 'admin.shared.event', message: 'Event' })}
      placeholder={i18n._({ id: 'admin.shared.noEvents', message: 'No events yet' })}
      value={event ? String(event.id) : ''}
      options={events.map((candidate) => ({ value: String(candidate.id), label: `${candidate.name} (${i18n._(EVENT_STATUS_NAMES[candidate.status])})` }))}
      onChange={(value) => onChoose(Number(value))}
    />
  );
}
