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
import { useI18n } from '../../hooks/useI18n';

/** The piece select's value for an announcement about no piece (a select's items cannot be ''). */
const NO_PIECE = 'none';

/**
 * The Overview's 'Announcements' card: a message (up to 280 characters, optionally about a
 * piece) to every student of the current event, now or at a time; a waiting one can be
 * withdrawn, the sent ones are listed.
 */
export function AnnouncementsCard() {
  const perform = useAdminAction();
  const i18n = useI18n();
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
    const found = !message
      ? i18n._({ id: 'admin.announcements.empty', message: 'Write the announcement first' })
      : message.length > ANNOUNCEMENT_MAX_LENGTH
        ? i18n._({ id: 'admin.announcements.tooLong', message: 'At most {max} characters', values: { max: ANNOUNCEMENT_MAX_LENGTH } })
        : null;
    setProblem(found);
    if (found || sending) return;
    setSending(true);
    const later = sendAt ? new Date(sendAt).toISOString() : undefined;
    const ok = await perform(() => adminApi.announce({ text: message, pieceId: pieceId === NO_PIECE ? null : Number(pieceId), sendAt: later }), {
      success: (saved) => ({
        title: saved?.sentAt ? i18n._({ id: 'admin.announcements.sent', message: 'Announcement Sent' }) : i18n._({ id: 'admin.announcements.scheduled', message: 'Announcement Scheduled' }),
        description: message,
      }),
      failure: i18n._({ id: 'admin.announcements.failed', message: 'Announcement Failed' }),
      fallback: i18n._({ id: 'admin.announcements.failedFallback', message: 'Failed to send the announcement' }),
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
        {i18n._({ id: 'admin.announcements.title', message: 'Announcements' })}
      </h2>
      <p className="muted small">
        {i18n._({ id: 'admin.announcements.lead', message: 'Every student of the current event with the app open sees it within a second; one who was away finds it under the bell.' })}
      </p>
      <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
        <TextAreaField
          id="announcement-text"
          label={i18n._({ id: 'admin.announcements.message', message: 'Message' })}
          maxLength={ANNOUNCEMENT_MAX_LENGTH}
          value={text}
          onChange={setText}
          hint={`${text.trim().length} / ${ANNOUNCEMENT_MAX_LENGTH}`}
          data-testid="announcement-text"
        />
        <div className={forms.formGrid}>
          <SelectField
            id="announcement-piece"
            label={i18n._({ id: 'admin.announcements.aboutPiece', message: 'About a piece' })}
            value={pieceId}
            options={[{ value: NO_PIECE, label: i18n._({ id: 'admin.announcements.noPiece', message: 'No piece' }) }, ...(pieces ?? []).map((piece) => ({ value: String(piece.id), label: piece.name }))]}
            onChange={setPieceId}
          />
          <TextField
            id="announcement-send-at"
            label={i18n._({ id: 'admin.announcements.sendAt', message: 'Send at' })}
            hint={i18n._({ id: 'admin.announcements.sendAtHint', message: 'Leave empty to send now (your local time)' })}
            type="datetime-local"
            value={sendAt}
            onChange={setSendAt}
          />
        </div>
        <FormError message={problem} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={sending} data-testid="announcement-submit">
            {sending
              ? i18n._({ id: 'admin.announcements.sending', message: 'Sending...' })
              : sendAt
                ? i18n._({ id: 'admin.announcements.schedule', message: 'Schedule' })
                : i18n._({ id: 'admin.announcements.sendNow', message: 'Send Now' })}
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
  const i18n = useI18n();
  const waiting = announcement.sentAt === null;
  const withdraw = i18n._({ id: 'admin.announcements.withdraw', message: 'Withdraw' });

  function cancel() {
    void perform(() => adminApi.cancelAnnouncement(announcement.id), {
      success: { title: i18n._({ id: 'admin.announcements.withdrawn', message: 'Announcement Withdrawn' }), description: announcement.text },
      failure: i18n._({ id: 'admin.announcements.withdrawFailed', message: 'Withdrawal Failed' }),
      fallback: i18n._({ id: 'admin.announcements.withdrawFailedFallback', message: 'Failed to withdraw the announcement' }),
      revalidate: [ADMIN_API.announcements],
    });
  }

  return (
    <li data-testid="announcement-item">
      <p>{announcement.text}</p>
      <p className="muted small">
        {waiting
          ? i18n._({ id: 'admin.announcements.scheduledFor', message: 'Scheduled for {when}', values: { when: formatDateTime(announcement.sendAt) } })
          : i18n._({ id: 'admin.announcements.sentAt', message: 'Sent {when}', values: { when: formatDateTime(announcement.sentAt ?? announcement.sendAt) } })}
        {announcement.pieceName && ` · ${i18n._({ id: 'admin.announcements.about', message: 'About {piece}', values: { piece: announcement.pieceName } })}`}
      </p>
      {waiting && (
        <ConfirmAction
          trigger={
            <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} data-testid="cancel-announcement">
              {withdraw}
            </button>
          }
          title={i18n._({ id: 'admin.announcements.withdrawTitle', message: 'Withdraw this announcement?' })}
          description={i18n._({ id: 'admin.announcements.withdrawDescription', message: 'It will not be sent.' })}
          confirmLabel={withdraw}
          onConfirm={cancel}
        />
      )}
    </li>
  );
}
