/**
 * An organiser's announcements to the current event's students (the schema of a new one is in
 * core/admin.ts, with the organiser's other requests). No zod here: the dashboard imports this.
 */

/** An announcement's longest text: a phone's banner, read at a glance. */
export const ANNOUNCEMENT_MAX_LENGTH = 280;

/**
 * GET: the current event's sent announcements, newest first. Outside core/apiPaths.ts's table,
 * which every first page downloads: only the signed-in pages read it.
 */
export const ANNOUNCEMENTS_PATH = '/api/announcements';

/** An announcement as students receive it (`event: announcement` on the hunt stream, GET ANNOUNCEMENTS_PATH). */
export interface AnnouncementDto {
  id: number;
  text: string;
  /** The piece it is about, if any. */
  pieceId: number | null;
  pieceName: string | null;
  /** When it was sent; null while it waits (organisers only). */
  sentAt: string | null;
}

/** As organisers list them: with when it is (or was) due. */
export interface AdminAnnouncementDto extends AnnouncementDto {
  sendAt: string;
}
