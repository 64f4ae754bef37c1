import type { DivisionRow, EventRow } from '../../db/rows';
import type { Deps } from '../deps';
import { conflict, forbidden, notFound } from '../errors';
import { divisionIdOf, findDivision, listDivisions, pickDivision } from '../repos/divisions';

/** The event's divisions and the caller's (their row's, else what the organisers' rules give them). */
export interface StudentDivisions {
  event: EventRow | null;
  divisions: DivisionRow[];
  mine: DivisionRow | null;
}

/** Divisions belong to the event students are getting ready for or playing (the teams' event). */
export async function readDivisions(deps: Deps, userId: string): Promise<StudentDivisions> {
  const event = deps.caches.events.teamEvent();
  if (!event) return { event: null, divisions: [], mine: null };
  const [divisions, mineId] = await Promise.all([listDivisions(deps.db, event.id), divisionIdOf(deps.db, event.id, userId)]);
  return { event, divisions, mine: divisions.find((division) => division.id === mineId) ?? null };
}

/** The student's pick, once, where the event lets students pick; picking the one they have is answered as done. */
export async function chooseDivision(deps: Deps, userId: string, divisionId: number): Promise<StudentDivisions> {
  const event = deps.caches.events.teamEvent();
  if (!event) throw notFound('Division not found');
  const division = await findDivision(deps.db, divisionId);
  if (!division || division.event_id !== event.id) throw notFound('Division not found');
  if (event.division_choice !== 'students') throw forbidden('Divisions in this event are given by the organisers');
  if (event.status === 'completed') throw forbidden('The event is over: divisions no longer change');
  const current = await divisionIdOf(deps.db, event.id, userId);
  if (current !== null && current !== divisionId) throw conflict('You already have a division: it is chosen once');
  const stored = await pickDivision(deps.db, event.id, userId, divisionId);
  if (stored !== divisionId) throw conflict('You already have a division: it is chosen once');
  deps.caches.users.forget(userId);
  await deps.ranking.refreshNow([userId]);
  return readDivisions(deps, userId);
}
