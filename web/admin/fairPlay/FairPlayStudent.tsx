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

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
const REVALIDATE = [ADMIN_API.fairPlay, ADMIN_API.users, ADMIN_API.leaderboard];

/** One student's card: who, their standing, each open mark with its evidence. */
export function FairPlayStudent({ student }: { student: FairPlayStudentDto }) {
  const perform = useAdminAction();
  const [busy, setBusy] = useState(false);
  const disqualified = student.disqualifiedAt !== null;

  async function setDisqualified(value: boolean) {
    setBusy(true);
    await perform(() => adminApi.setDisqualified(student.userId, value), {
      success: value
        ? { title: 'Student Disqualified', description: `${student.name} is hidden from the leaderboard and the prize tiers` }
        : { title: 'Student Reinstated', description: `${student.name} is back on the leaderboard` },
      failure: 'Update Failed',
      fallback: 'Failed to update the student',
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
            {student.team ? ` · Team ${student.team.name}` : ''}
          </p>
        </div>
        {disqualified ? (
          <>
            <span className={`badge ${fairPlay.badgeDanger}`}>Disqualified</span>
            <button type="button" className={`btn ${controls.btnSm} btn-outline`} disabled={busy} onClick={() => void setDisqualified(false)}>
              <RotateCcw size={16} aria-hidden />
              Reinstate
            </button>
          </>
        ) : (
          <ConfirmAction
            trigger={
              <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} disabled={busy}>
                <Ban size={16} aria-hidden />
                Disqualify
              </button>
            }
            title={`Disqualify ${student.name}?`}
            description="They keep their account and collection, but leave the leaderboard and the prize tiers. You can reinstate them later."
            confirmLabel="Disqualify"
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
  const [busy, setBusy] = useState(false);

  async function clear() {
    setBusy(true);
    await perform(() => adminApi.clearMark(mark.id), {
      success: { title: 'Mark Cleared', description: `${MARK_TITLES[mark.kind]} on ${mark.qrCode ?? 'a deleted code'}` },
      failure: 'Update Failed',
      fallback: 'Failed to clear the mark',
      revalidate: REVALIDATE,
    });
    setBusy(false);
  }

  return (
    <li className={fairPlay.fairPlayMark} data-testid="fair-play-mark">
      <div>
        <p className={fairPlay.fairPlayMarkTitle}>
          <span className={`badge ${fairPlay.badgeWarning}`}>{MARK_TITLES[mark.kind]}</span> {mark.qrCode ?? 'deleted code'}
          {mark.pieceName && <span className="muted"> · {mark.pieceName}</span>}
        </p>
        <p className="small">{describeMark(mark)}</p>
        <p className="muted small">{when(mark.collectedAt ?? mark.createdAt)}</p>
      </div>
      <button type="button" className={`btn ${controls.btnSm} btn-outline`} disabled={busy} onClick={() => void clear()} aria-label={`Clear mark on ${mark.qrCode ?? 'a deleted code'}`}>
        <Check size={16} aria-hidden />
        Clear
      </button>
    </li>
  );
}
