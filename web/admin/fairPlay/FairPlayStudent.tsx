import { useState } from 'react';
import { Ban, Check, RotateCcw } from 'lucide-react';
import type { FairPlayMarkDto, FairPlayStudentDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { describeMark, MARK_TITLES } from '../../../core/fairPlay';
import { useAdminAction } from '../shared/useAdminAction';
import { ConfirmAction } from '../shared/ConfirmAction';
import fairPlay from './fairPlay.module.css';
import controls from '../shared/controls.module.css';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { formatDateTime } from '../events/events';

const REVALIDATE = [ADMIN_API.fairPlay, ADMIN_API.users, ADMIN_API.leaderboard];

/** One student's card: who, their standing, each open mark with its evidence. */
export function FairPlayStudent({ student }: { student: FairPlayStudentDto }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  const disqualify = i18n._({ id: 'admin.fairPlay.disqualify', message: 'Disqualify' });
  const disqualified = student.disqualifiedAt !== null;

  async function setDisqualified(value: boolean) {
    setBusy(true);
    await perform(() => adminApi.setDisqualified(student.userId, value), {
      success: value
        ? {
            title: i18n._({ id: 'admin.fairPlay.disqualified', message: 'Student Disqualified' }),
            description: i18n._({ id: 'admin.fairPlay.disqualifiedDescription', message: '{name} is hidden from the leaderboard and the prize tiers', values: { name: student.name } }),
          }
        : {
            title: i18n._({ id: 'admin.fairPlay.reinstated', message: 'Student Reinstated' }),
            description: i18n._({ id: 'admin.fairPlay.reinstatedDescription', message: '{name} is back on the leaderboard', values: { name: student.name } }),
          },
      failure: i18n._({ id: 'admin.fairPlay.updateFailed', message: 'Update Failed' }),
      fallback: i18n._({ id: 'admin.fairPlay.studentFailed', message: 'Failed to update the student' }),
      revalidate: REVALIDATE,
    });
    setBusy(false);
  }

  return (
    <article className={`card ${fairPlay.fairPlayStudent}`} data-testid="fair-play-student" aria-label={student.name}>
      <header className={fairPlay.fairPlayHead}>
        <div>
          <h3 className={fairPlay.fairPlayName}>{student.name}</h3>
          <p className="muted small">
            {student.email}
            {student.team ? ` · ${i18n._({ id: 'admin.fairPlay.team', message: 'Team {name}', values: { name: student.team.name } })}` : ''}
          </p>
        </div>
        {disqualified ? (
          <>
            <span className={`badge ${fairPlay.badgeDanger}`}>{i18n._({ id: 'admin.fairPlay.disqualifiedBadge', message: 'Disqualified' })}</span>
            <button type="button" className={`btn ${controls.btnSm} btn-outline`} disabled={busy} onClick={() => void setDisqualified(false)}>
              <RotateCcw size={16} aria-hidden />
              {i18n._({ id: 'admin.fairPlay.reinstate', message: 'Reinstate' })}
            </button>
          </>
        ) : (
          <ConfirmAction
            trigger={
              <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} disabled={busy}>
                <Ban size={16} aria-hidden />
                {disqualify}
              </button>
            }
            title={i18n._({ id: 'admin.fairPlay.disqualifyTitle', message: 'Disqualify {name}?', values: { name: student.name } })}
            description={i18n._({
              id: 'admin.fairPlay.disqualifyDescription',
              message: 'They keep their account and collection, but leave the leaderboard and the prize tiers. You can reinstate them later.',
            })}
            confirmLabel={disqualify}
            onConfirm={() => void setDisqualified(true)}
          />
        )}
      </header>
      {student.marks.length > 0 && (
        <ul className={fairPlay.fairPlayMarks}>
          {student.marks.map((mark) => (
            <MarkItem key={mark.id} mark={mark} />
          ))}
        </ul>
      )}
    </article>
  );
}

function MarkItem({ mark }: { mark: FairPlayMarkDto }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  const title = i18n._(MARK_TITLES[mark.kind]);

  async function clear() {
    setBusy(true);
    await perform(() => adminApi.clearMark(mark.id), {
      success: {
        title: i18n._({ id: 'admin.fairPlay.cleared', message: 'Mark Cleared' }),
        description:
          mark.qrCode === null
            ? i18n._({ id: 'admin.fairPlay.clearedDeleted', message: '{title} on a deleted code', values: { title } })
            : i18n._({ id: 'admin.fairPlay.clearedOn', message: '{title} on {code}', values: { title, code: mark.qrCode } }),
      },
      failure: i18n._({ id: 'admin.fairPlay.updateFailed', message: 'Update Failed' }),
      fallback: i18n._({ id: 'admin.fairPlay.clearFailed', message: 'Failed to clear the mark' }),
      revalidate: REVALIDATE,
    });
    setBusy(false);
  }

  return (
    <li className={fairPlay.fairPlayMark} data-testid="fair-play-mark">
      <div>
        <p className={fairPlay.fairPlayMarkTitle}>
          <span className={`badge ${fairPlay.badgeWarning}`}>{title}</span> {mark.qrCode ?? i18n._({ id: 'admin.fairPlay.deletedCode', message: 'deleted code' })}
          {mark.pieceName && <span className="muted"> · {mark.pieceName}</span>}
        </p>
        <p className="small">{describeMark(mark, (text) => i18n._(text))}</p>
        <p className="muted small">{formatDateTime(mark.collectedAt ?? mark.createdAt)}</p>
      </div>
      <button type="button" className={`btn ${controls.btnSm} btn-outline`} disabled={busy} onClick={() => void clear()} aria-label={
          mark.qrCode === null
            ? i18n._({ id: 'admin.fairPlay.clearDeleted', message: 'Clear mark on a deleted code' })
            : i18n._({ id: 'admin.fairPlay.clearOn', message: 'Clear mark on {code}', values: { code: mark.qrCode } })
        }>
        <Check size={16} aria-hidden />
        {i18n._({ id: 'admin.fairPlay.clear', message: 'Clear' })}
      </button>
    </li>
  );
}
