/**
 * The second key of the event gate's advisory lock (db/locks.ts has the first): one per schema,
 * so each test schema has a gate of its own.
 */
export const HUNT_EVENT_GATE_KEY = `
create or replace function hunt_event_gate_key() returns integer language sql stable
as $$ select hashtext('campus-hunt-event-gate:' || current_schema()) $$`;
