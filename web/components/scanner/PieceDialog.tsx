import { useEffect } from 'react';
import { Dialog } from 'radix-ui';
import confetti from 'canvas-confetti';
import { Puzzle, Sparkles, Trophy } from 'lucide-react';
import { CONFETTI_COUNT, TIMINGS } from '../../../core/constants';
import type { ScanResultDto } from '../../../core/contracts';
import { useI18n } from '../../hooks/useI18n';
import { useScore } from '../../hooks/useScore';
import { PrizeClaim, TierLine } from '../FinalStanding';

/** A piece just collected, and whether it was the one that finished the hunt. */
export type UnlockedPiece = ScanResultDto['piece'] & { completed?: boolean };

interface PieceDialogProps {
  piece: UnlockedPiece | null;
  onClose: () => void;
}

/**
 * "Puzzle Unlocked!": confetti, the piece, and it closes itself after 5 s. The last piece is the
 * finish: the final score, place and tier, and it stays until the student closes it.
 */
export function PieceDialog({ piece, onClose }: PieceDialogProps) {
  const i18n = useI18n();
  const finished = piece?.completed === true;
  useEffect(() => {
    if (!piece) return;
    fireConfetti();
    const timer = finished ? undefined : setTimeout(onClose, TIMINGS.successOverlayAutoClose);
    return () => {
      clearTimeout(timer);
      // The confetti must not keep falling over the survey that opens next.
      cannon?.reset();
    };
  }, [piece, finished, onClose]);

  return (
    <Dialog.Root open={piece !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog piece-dialog" data-testid="piece-dialog">
          {finished ? <Trophy className="piece-dialog-icon" size={40} aria-hidden /> : <Sparkles className="piece-dialog-icon" size={40} aria-hidden />}
          <Dialog.Title className="dialog-title">{finished
              ? i18n._({ id: 'scanner.piece.finished', message: 'You finished the hunt!' })
              : i18n._({ id: 'scanner.piece.unlocked', message: 'Puzzle Unlocked!' })}</Dialog.Title>
          <p className="piece-dialog-name" data-testid="piece-name">
            {piece?.name}
          </p>
          {piece?.imageUrl ? (
            <img className="piece-dialog-image" src={piece.imageUrl} alt={piece.name} />
          ) : (
            <Puzzle className="piece-dialog-placeholder" size={64} aria-hidden />
          )}
          {finished ? (
            <FinishMoment />
          ) : (
            <Dialog.Description className="muted">
              {i18n._({ id: 'scanner.piece.keepExploring', message: 'Keep exploring to unlock more pieces!' })}
            </Dialog.Description>
          )}
          <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
            {finished
              ? i18n._({ id: 'scanner.piece.continue', message: 'Continue' })
              : i18n._({ id: 'scanner.piece.viewCollection', message: 'View Your Collection' })}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The final score, place, tier and prize, as the score read tells them (refreshed after the scan). */
function FinishMoment() {
  const i18n = useI18n();
  const { score } = useScore();
  return (
    <div className="finish-moment" data-testid="finish-moment">
      <Dialog.Description className="muted">
        {i18n._({ id: 'scanner.finish.lead', message: 'Every piece found: your final score is unlocked.' })}
      </Dialog.Description>
      <p className="score-points" data-testid="finish-points">
        {i18n._({ id: 'score.points', message: '{points, plural, one {# point} other {# points}}', values: { points: score?.score.totalPoints ?? 0 } })}
      </p>
      {score?.rank != null && <p data-testid="finish-rank">{i18n._({ id: 'score.rank', message: 'Rank #{rank}', values: { rank: score.rank } })}</p>}
      {score?.score.completedAt && <TierLine tierName={score.tier} testId="finish-tier" />}
      {score?.prize && <PrizeClaim prize={score.prize} />}
    </div>
  );
}

/**
 * No worker: canvas-confetti's default instance runs in a blob: worker, which a strict CSP
 * may refuse; the main-thread instance always works.
 */
let cannon: confetti.CreateTypes | null = null;

function fireConfetti(): void {
  cannon ??= confetti.create(undefined, { resize: true, useWorker: false });
  void cannon({ particleCount: CONFETTI_COUNT, spread: 80, origin: { y: 0.6 }, zIndex: 1000, disableForReducedMotion: true });
}
