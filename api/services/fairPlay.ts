import { conflict, notFound } from '../errors';
import { clearMark, listMarkedStudents, listOpenMarks, markExists, type MarkedStudentRow, type MarkRow } from '../repos/fairPlay';
import { findUserWithCollectionCount, updateDisqualification, type UserWithCollectionCount } from '../repos/users';
import type { Deps } from '../deps';

/** The Fair Play review of the event (the current one unless named): every student with open marks or a disqualification, and those marks. */
export async function fairPlayReview(deps: Deps, eventId = deps.caches.events.currentEventId()): Promise<{ students: MarkedStudentRow[]; marks: MarkRow[] }> {
  const [students, marks] = await Promise.all([listMarkedStudents(deps.db, eventId), listOpenMarks(deps.db, eventId)]);
  return { students, marks };
}

/** Clears a mark: the organiser looked and found nothing wrong. Clearing twice is not an error. */
export async function clearFairPlayMark(deps: Deps, id: number): Promise<void> {
  if (!(await clearMark(deps.db, id)) && !(await markExists(deps.db, id))) throw notFound('Mark not found');
}

/**
 * Disqualifies a student from the current event or lifts it. Their data stays; the ranking hears
 * of it from the database (the participants trigger announces it) and drops or restores them on
 * every instance.
 */
export async function setDisqualified(deps: Deps, userId: string, disqualified: boolean): Promise<UserWithCollectionCount> {
  const eventId = deps.caches.events.currentEventId();
  if (eventId === null) throw conflict('There is no event to disqualify from yet');
  if (!(await updateDisqualification(deps.db, userId, eventId, disqualified))) throw notFound('User not found');
  deps.caches.users.forget(userId);
  const user = await findUserWithCollectionCount(deps.db, userId, eventId);
  if (!user) throw notFound('User not found');
  return user;
}
