import { CloudOff } from 'lucide-react';
import { useQueuedScans } from '../../hooks/useQueuedScans';
import { useUser } from '../../hooks/useUser';
import '../../styles/offline.css';

/** On the scanner and the dashboard while scans wait on the phone: what happens to them, and how many. */
export function OfflineNotice() {
  const waiting = useQueuedScans(useUser().user?.id);
  if (waiting === 0) return null;
  return (
    <p className="card offline-notice" role="status" data-testid="offline-notice">
      <CloudOff size={18} aria-hidden />
      <span>
        Saved offline: it will be sent when you are back online.{' '}
        <strong data-testid="offline-count">
          {waiting} scan{waiting === 1 ? '' : 's'} waiting
        </strong>
      </span>
    </p>
  );
}
