import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { confirmsErasure } from '../../../core/erasure';
import { api, failureWords } from '../../lib/api';
import { forgetQueuedScans } from '../../lib/offline/scanQueue';
import { API } from '../../../core/apiPaths';
import { toast } from '../../lib/toastStore';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

/**
 * Deleting the account: the button works only once the student has typed their own e-mail (the
 * server checks it again). Afterwards they are signed out and land on the landing page.
 */
export default function EraseAccountDialog({ userId, email, onClose }: { userId: string; email: string; onClose: () => void }) {
  const i18n = useI18n();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const confirmed = confirmsErasure(typed, email);

  async function erase(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await api.eraseAccount({ confirm: typed });
    } catch (error) {
      setProblem(failureWords(error) || i18n._({ id: 'erase.failed', message: 'Your account could not be deleted. Please try again.' }));
      setBusy(false);
      return;
    }
    toast({
      title: i18n._({ id: 'erase.done', message: 'Account deleted' }),
      description: i18n._({ id: 'erase.done.text', message: 'Your account and personal data are gone. Thank you for playing!' }),
    });
    // Scans kept offline hold codes, times and positions: the phone forgets them too.
    await forgetQueuedScans(userId).catch(() => undefined);
    // Nothing of the account stays in this page's memory; asking who is signed in again also
    // lets the service worker forget the reads it kept.
    void mutate((key) => key !== API.user, undefined, { revalidate: false });
    void mutate(API.user, null);
    navigate('/', { replace: true });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" data-testid="delete-account-dialog">
          <form onSubmit={(event) => void erase(event)} className="erase-form">
            <Dialog.Title className="dialog-title">{i18n._({ id: 'erase.title', message: 'Delete your account?' })}</Dialog.Title>
            <Dialog.Description className="muted">
              {i18n._({
                id: 'erase.lead',
                message:
                  "Your name, e-mail, picture, answers and every scan's evidence are erased at once, and you leave the leaderboard. Your finds stay in the event's statistics with no name attached. This cannot be undone.",
              })}
            </Dialog.Description>
            <label htmlFor="erase-confirm" className="erase-label">
              {withParts(i18n._({ id: 'erase.confirm', message: 'Type your e-mail address, <0>{email}</0>, to confirm', values: { email } }), [
                (address) => <strong>{address}</strong>,
              ])}
            </label>
            <input
              id="erase-confirm"
              className="input"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              disabled={busy}
              data-testid="delete-account-confirm"
            />
            {problem && (
              <p className="error-text" role="alert">
                {problem}
              </p>
            )}
            <div className="form-actions">
              <Dialog.Close className="btn btn-outline" disabled={busy}>
                {i18n._({ id: 'erase.cancel', message: 'Cancel' })}
              </Dialog.Close>
              <button type="submit" className="btn btn-danger" disabled={!confirmed || busy} data-testid="delete-account-submit">
                {busy ? i18n._({ id: 'erase.deleting', message: 'Deleting...' }) : i18n._({ id: 'yourData.delete', message: 'Delete my account' })}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
