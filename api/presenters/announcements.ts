import type { AdminAnnouncementDto, AnnouncementDto } from '../../core/announcements';
import type { AnnouncementWithPiece } from '../repos/announcements';

export function presentAnnouncement(row: AnnouncementWithPiece): AnnouncementDto {
  return { id: row.id, text: row.text, pieceId: row.puzzle_piece_id, pieceName: row.piece_name, sentAt: row.sent_at?.toISOString() ?? null };
}

export function presentAdminAnnouncement(row: AnnouncementWithPiece): AdminAnnouncementDto {
  return { ...presentAnnouncement(row), sendAt: row.send_at.toISOString() };
}
