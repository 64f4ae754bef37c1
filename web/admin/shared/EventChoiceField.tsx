import { useSearchParams } from 'react-router-dom';
import type { EventDto } from '../../../core/admin';
import { useAdminEvents } from '../events/useAdminEvents';
import { chosenEventId } from './eventChoice';
import { SelectField } from './fields';

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
  return (
    <SelectField
      id={id}
      label="Event"
      placeholder="No events yet"
      value={event ? String(event.id) : ''}
      options={events.map((candidate) => ({ value: String(candidate.id), label: `${candidate.name} (${candidate.status})` }))}
      onChange={(value) => onChoose(Number(value))}
    />
  );
}
