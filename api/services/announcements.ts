import type { AnnouncementCreate } from '../../core/admin';
import { badRequest, conflict, notFound } from '../errors';
import {
  cancelAnnouncement,
  claimDueAnnouncements,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncementsForAdmin,
  listSentAnnouncements,
  type AnnouncementWithPiece,
} from '../repos/announcements';
import { findPiece } from '../repos/pieces';
import type { Deps } from '../deps';

/** What a student who was away can read back. */
const SENT_LIMIT = 50;

/**
 * An organiser's announcement to the current event's students: sent at once (claimed here, so
 * every instance passes it on within moments), or stored for `sendAt`, when whichever instance's
 * clock fires first sends it (realtime/announcementClock.ts).
 */
export async function createAnnouncement(deps: Deps, input: AnnouncementCreate): Promise<AnnouncementWithPiece> {
  const event = deps.caches.events.gate().current;
  if (!event) throw conflict('There is no event to announce to yet: create one first');
  const pieceId = input.pieceId ?? null;
  if (pieceId !== null && !(await findPiece(deps.db, pieceId))) throw badRequest('pieceId: no such piece');
  const now = new Date();
  const sendAt = input.sendAt && input.sendAt > now ? input.sendAt : now;
  const stored = await deps.db.transaction((trx) =>
    insertAnnouncement(trx, { event_id: event.id, text: input.text, puzzle_piece_id: pieceId, send_at: sendAt }),
  );
  // Every instance's streams hear of it through the database; the phones, from here.
  if (sendAt === now) deps.pushes.send(await claimDueAnnouncements(deps.db));
  const row = await findAnnouncement(deps.db, stored.id);
  if (!row) throw notFound('Announcement not found');
  return row;
}

/** Cancels one still waiting: 404 unknown, 409 once sent. */
export async function withdrawAnnouncement(deps: Deps, id: number): Promise<void> {
  const outcome = await cancelAnnouncement(deps.db, id);
  if (outcome === 'missing') throw notFound('Announcement not found');
  if (outcome === 'sent') throw conflict('This announcement was sent already: it cannot be cancelled');
}

/** The current event's announcements as organisers list them (waiting and sent). */
export async function announcementsForAdmin(deps: Deps): Promise<AnnouncementWithPiece[]> {
  const eventId = deps.caches.events.currentEventId();
  return eventId === null ? [] : listAnnouncementsForAdmin(deps.db, eventId);
}

/** The current event's sent announcements, newest first. */
export async function sentAnnouncements(deps: Deps): Promise<AnnouncementWithPiece[]> {
  const eventId = deps.caches.events.currentEventId();
  return eventId === null ? [] : listSentAnnouncements(deps.db, eventId, SENT_LIMIT);
}
