import { ListState } from '../shared/ListState';
import { FairPlayStudent } from './FairPlayStudent';
import { useFairPlay } from './useFairPlay';
import panel from '../shared/panel.module.css';
import { useI18n } from '../../hooks/useI18n';

/** Marked scans by student, with the evidence; clear a mark or disqualify a student. */
export default function FairPlaySection() {
  const { students, error, isLoading } = useFairPlay();
  const i18n = useI18n();
  return (
    <div className={panel.adminStack} data-testid="fair-play">
      <p className="muted">
        {i18n._({
          id: 'admin.fairPlay.lead',
          message:
            "Scans far from their code's place, without a position, or faster than a brisk walk from the previous code. Clear a mark that is fine; a disqualified student keeps their data but leaves the leaderboard and the prize tiers.",
        })}
      </p>
      <ListState isLoading={isLoading} error={error} what={i18n._({ id: 'admin.fairPlay.what', message: 'marked scans' })}>
        {students?.length === 0 ? (
          <p className="card empty-state" data-testid="fair-play-list">
            {i18n._({ id: 'admin.fairPlay.none', message: 'No marked scans: every scan so far looks fair.' })}
          </p>
        ) : (
          <div className={panel.adminStack} data-testid="fair-play-list">
            {students?.map((student) => (
              <FairPlayStudent key={student.userId} student={student} />
            ))}
          </div>
        )}
      </ListState>
    </div>
  );
}
