import { ListState } from '../shared/ListState';
import { FairPlayStudent } from './FairPlayStudent';
import { useFairPlay } from './useFairPlay';
import panel from '../shared/panel.module.css';

/** Marked scans by student, with the evidence; clear a mark or disqualify a student. */
export default function FairPlaySection() {
  const { students, error, isLoading } = useFairPlay();
  return (
    <div className={panel.adminStack} data-testid="fair-play">
      <p className="muted">
        Scans far from their code's place, without a position, or faster than a brisk walk from the previous code. Clear a mark that is
        fine; a disqualified student keeps their data but leaves the leaderboard and the prize tiers.
      </p>
      <ListState isLoading={isLoading} error={error} what="marked scans">
        {students?.length === 0 ? (
          <p className="card empty-state" data-testid="fair-play-list">
            No marked scans: every scan so far looks fair.
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
