import { CloudOff } from 'lucide-react';
import { useQueuedScans } from '../../hooks/useQueuedScans';
import { useUser } from '../../hooks/useUser';
import { useI18n } from '../../hooks/useI18n';
import '../../styles/offline.css';

/** On the scanner and the dashboard while scans wait on the phone: what happens to them, and how many. */
export function OfflineNotice() {
  const i18n = useI18n();
  const waiting = useQueuedScans(useUser().user?.id);
  if (waiting === 0) return null;
  return (
    <p className="card offline-notice" role="status" data-testid="offline-notice">
      <CloudOff size={18} aria-hidden />
      <span>
        {i18n._({ id: 'offline.saved', message: 'Saved offline: it will be sent when you are back online.' })}{' '}
        <strong data-testid="offline-count">
          {i18n._({ id: 'offline.waiting', message: '{count, plural, one {# scan} other {# scans}} waiting', values: { count: waiting } })}
        </strong>
      </span>
    </p>
  );
}
