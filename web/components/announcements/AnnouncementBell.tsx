import { useState } from 'react';
import { Bell } from 'lucide-react';
import { useAnnouncements } from '../../hooks/useAnnouncements';
import { useNow } from '../../hooks/useNow';
import { friendlyTime } from '../../lib/huntTime';
import { PushToggle } from './PushToggle';
import { useI18n } from '../../hooks/useI18n';

/**
 * The header's bell: how many announcements this student has not seen, and all of them in a
 * panel that opens under it (which marks them seen).
 */
export function AnnouncementBell() {
  const i18n = useI18n();
  const { announcements, unread, markSeen } = useAnnouncements();
  const title = i18n._({ id: 'announcements.title', message: 'Announcements' });
  const [open, setOpen] = useState(false);
  const now = useNow();
  const count = unread.length;

  function toggle() {
    const next = !open;
    setOpen(next);
    const newest = announcements[0];
    if (next && newest) markSeen(newest.id);
  }

  return (
    <div className="announcement-bell">
      <button
        type="button"
        className="icon-button"
        aria-label={count > 0 ? i18n._({ id: 'announcements.unread', message: 'Announcements, {count} unread', values: { count } }) : title}
        aria-expanded={open}
        aria-controls="announcement-list"
        onClick={toggle}
        data-testid="announcement-bell"
      >
        <Bell size={20} aria-hidden />
        {count > 0 && (
          <span className="announcement-count" aria-hidden data-testid="announcement-count">
            {count}
          </span>
        )}
      </button>
      {open && (
        <section id="announcement-list" className="card announcement-list" aria-label={title} data-testid="announcement-list">
          {announcements.length === 0 ? (
            <p className="muted small">{i18n._({ id: 'announcements.none', message: 'No announcements yet.' })}</p>
          ) : (
            <ul>
              {announcements.map((announcement) => (
                <li key={announcement.id}>
                  <p>{announcement.text}</p>
                  <p className="muted small">
                    {announcement.sentAt && i18n._({ id: 'announcements.sent', message: 'Sent {when}', values: { when: friendlyTime(announcement.sentAt, now) } })}
                    {announcement.pieceName && ` · ${i18n._({ id: 'announcements.about', message: 'About: {piece}', values: { piece: announcement.pieceName } })}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <PushToggle />
        </section>
      )}
    </div>
  );
}
