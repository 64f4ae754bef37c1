import { useState } from 'react';
import type { EventDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { AdminDialog } from '../shared/AdminDialog';
import { useAdminAction } from '../shared/useAdminAction';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';

/**
 * The event's big screen: its public link to open on a hall's projector, and a new link in place
 * of the old (say, one that was shown around), which then stops working.
 */
export function ScreenLinkDialog({ event, open, onOpenChange }: { event: EventDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [making, setMaking] = useState(false);
  const url = event.screenPath ? `${window.location.origin}${event.screenPath}` : null;

  async function makeLink() {
    setMaking(true);
    await perform(() => adminApi.screenLink(event.id), {
      success: url
        ? { title: i18n._({ id: 'admin.events.screen.renewed', message: 'New Screen Link' }), description: i18n._({ id: 'admin.events.screen.oldGone', message: 'The old link no longer works.' }) }
        : { title: i18n._({ id: 'admin.events.screen.made', message: 'Screen Link Made' }), description: event.name },
      failure: i18n._({ id: 'admin.events.screen.failed', message: 'Screen Link Failed' }),
      fallback: i18n._({ id: 'admin.events.screen.failedFallback', message: 'Failed to make the screen link' }),
      revalidate: [ADMIN_API.events],
    });
    setMaking(false);
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._({ id: 'admin.events.screen.title', message: 'Big screen: {name}', values: { name: event.name } })}
      description={i18n._({
        id: 'admin.events.screen.description',
        message: "A page for the hall's projector: the live board, who is hunting, a countdown and a QR code to join. Anyone with the link can see it.",
      })}
      testId="screen-link-dialog"
    >
      {url ? (
        <p style={{ overflowWrap: "anywhere" }}>
          <a href={url} target="_blank" rel="noreferrer" data-testid="screen-link">
            {url}
          </a>
        </p>
      ) : (
        <p className="muted">{i18n._({ id: 'admin.events.screen.none', message: 'No link yet.' })}</p>
      )}
      <div className="form-actions">
        {url && (
          <button type="button" className="btn btn-outline" onClick={() => void navigator.clipboard?.writeText(url)}>
            {i18n._({ id: 'admin.events.screen.copy', message: 'Copy Link' })}
          </button>
        )}
        <button type="button" className="btn btn-primary" disabled={making} onClick={() => void makeLink()} data-testid="make-screen-link">
          {url ? i18n._({ id: 'admin.events.screen.renew', message: 'Make a New Link' }) : i18n._({ id: 'admin.events.screen.make', message: 'Make the Link' })}
        </button>
      </div>
    </AdminDialog>
  );
}
