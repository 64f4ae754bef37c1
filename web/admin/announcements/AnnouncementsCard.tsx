import { useState, type FormEvent } from 'react';
import { Megaphone } from 'lucide-react';
import type { AdminAnnouncementDto } from '../../../core/announcements';
import { ANNOUNCEMENT_MAX_LENGTH, ANNOUNCEMENTS_PATH } from '../../../core/announcements';
import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminAction } from '../shared/useAdminAction';
import { formatDateTime } from '../events/events';
import { useAdminPuzzles } from '../pieces/useAdminPuzzles';
import { ConfirmAction } from '../shared/ConfirmAction';
import { FormError, SelectField, TextAreaField, TextField } from '../shared/fields';
import controls from '../shared/controls.module.css';
import forms from '../shared/forms.module.css';
import { adminApi } from '../../lib/adminApi';
import { useAdminAnnouncements } from './useAdminAnnouncements';
import styles from './announcements.module.css';

/** The piece select's value for an announcement about no piece (a select's items cannot be ''). */
const NO_PIECE = 'none';

/**
 * The Overview's 'Announcements' card: a message (up to 280 characters, optionally about a
 * piece) to every student of the current event, now or at a time; a waiting one can be
 * withdrawn, the sent ones are listed.
 */
export function AnnouncementsCard() {
  const perform = useAdminAction();
  const { announcements } = useAdminAnnouncements();
  const { pieces } = useAdminPuzzles();
  const [text, setText] = useState('');
  const [pieceId, setPieceId] = useState(NO_PIECE);
  const [sendAt, setSendAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    const message = text.trim();
    const found = !message ? 'Write the announcement first' : message.length > ANNOUNCEMENT_MAX_LENGTH ? `At most ${ANNOUNCEMENT_MAX_LENGTH} characters` : null;
    setProblem(found);
    if (found || sending) return;
    setSending(true);
    const later = sendAt ? new Date(sendAt).toISOString() : undefined;
    const ok = await perform(() => adminApi.announce({ text: message, pieceId: pieceId === NO_PIECE ? null : Number(pieceId), sendAt: later }), {
      success: (saved) => ({ title: saved?.sentAt ? 'Announcement Sent' : 'Announcement Scheduled', description: message }),
      failure: 'Announcement Failed',
      fallback: 'Failed to send the announcement',
      revalidate: [ADMIN_API.announcements],
      participantKeys: [ANNOUNCEMENTS_PATH],
    });
    setSending(false);
    if (!ok) return;
    setText('');
    setPieceId(NO_PIECE);
    setSendAt('');
  }

  return (
    <section className="card" aria-labelledby="announcements-title" data-testid="announcements-card">
      <h2 id="announcements-title" className="card-title">
        <Megaphone size={20} aria-hidden />
        Announcements
      </h2>
      <p className="muted small">Every student of the current event with the app open sees it within a second; one who was away finds it under the bell.</p>
      <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
        <TextAreaField
          id="announcement-text"
          label="Message"
          maxLength={ANNOUNCEMENT_MAX_LENGTH}
          value={text}
          onChange={setText}
          hint={`${text.trim().length} / ${ANNOUNCEMENT_MAX_LENGTH}`}
          data-testid="announcement-text"
        />
        <div className={forms.formGrid}>
          <SelectField
            id="announcement-piece"
            label="About a piece"
            value={pieceId}
            options={[{ value: NO_PIECE, label: 'No piece' }, ...(pieces ?? []).map((piece) => ({ value: String(piece.id), label: piece.name }))]}
            onChange={setPieceId}
          />
          <TextField id="announcement-send-at" label="Send at" hint="Leave empty to send now (your local time)" type="datetime-local" value={sendAt} onChange={setSendAt} />
        </div>
        <FormError message={problem} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={sending} data-testid="announcement-submit">
            {sending ? 'Sending...' : sendAt ? 'Schedule' : 'Send Now'}
          </button>
        </div>
      </form>
      {announcements && announcements.length > 0 && (
        <ul className={styles.history} data-testid="announcement-history">
          {announcements.map((announcement) => (
            <AnnouncementItem key={announcement.id} announcement={announcement} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AnnouncementItem({ announcement }: { announcement: AdminAnnouncementDto }) {
  const perform = useAdminAction();
  const waiting = announcement.sentAt === null;

  function cancel() {
    void perform(() => adminApi.cancelAnnouncement(announcement.id), {
      success: { title: 'Announcement Withdrawn', description: announcement.text },
      failure: 'Withdrawal Failed',
      fallback: 'Failed to withdraw the announcement',
      revalidate: [ADMIN_API.announcements],
    });
  }

  return (
    <li data-testid="announcement-item">
      <p>{announcement.text}</p>
      <p className="muted small">
        {waiting ? `Scheduled for ${formatDateTime(announcement.sendAt)}` : `Sent ${formatDateTime(announcement.sentAt ?? announcement.sendAt)}`}
        {announcement.pieceName && ` · About ${announcement.pieceName}`}
      </p>
      {waiting && (
        <ConfirmAction
          trigger={
            <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} data-testid="cancel-announcement">
              Withdraw
            </button>
          }
          title="Withdraw this announcement?"
          description="It will not be sent."
          confirmLabel="Withdraw"
          onConfirm={cancel}
        />
      )}
    </li>
  );
}
