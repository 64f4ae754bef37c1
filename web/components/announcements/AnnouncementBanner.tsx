import { Megaphone, X } from 'lucide-react';
import { useAnnouncements } from '../../hooks/useAnnouncements';
import { useI18n } from '../../hooks/useI18n';

/**
 * The newest announcement this student has not seen, until they dismiss it (which marks it and
 * every older one seen; the bell keeps them). The live region is always there, so one that
 * arrives while the page is open is read out.
 */
export function AnnouncementBanner() {
  const i18n = useI18n();
  const { unread, markSeen } = useAnnouncements();
  const newest = unread[0];
  return (
    <div role="status" aria-live="polite" className="announcement-region">
      {newest && (
        <section className="card announcement-banner" data-testid="announcement-banner" aria-label={i18n._({ id: 'announcements.banner', message: 'Announcement from the organisers' })}>
          <Megaphone size={24} aria-hidden className="announcement-icon" />
          <div className="announcement-body">
            <p className="announcement-text">{newest.text}</p>
            {newest.pieceName && <p className="muted small">{i18n._({ id: 'announcements.about', message: 'About: {piece}', values: { piece: newest.pieceName } })}</p>}
          </div>
          <button type="button" className="icon-button" aria-label={i18n._({ id: 'announcements.dismiss', message: 'Dismiss the announcement' })} onClick={() => markSeen(newest.id)} data-testid="announcement-dismiss">
            <X size={18} aria-hidden />
          </button>
        </section>
      )}
    </div>
  );
}
