import { useEffect } from 'react';
import { Dialog } from 'radix-ui';
import confetti from 'canvas-confetti';
import { Puzzle, Sparkles } from 'lucide-react';
import { CONFETTI_COUNT, TIMINGS } from '../../../core/constants';
import type { ScanResultDto } from '../../../core/contracts';

interface PieceDialogProps {
  piece: ScanResultDto['piece'] | null;
  onClose: () => void;
}

/** "Puzzle Unlocked!": confetti, the piece, and it closes itself after 5 s. */
export function PieceDialog({ piece, onClose }: PieceDialogProps) {
  useEffect(() => {
    if (!piece) return;
    fireConfetti();
    const timer = setTimeout(onClose, TIMINGS.successOverlayAutoClose);
    return () => {
      clearTimeout(timer);
      // The confetti must not keep falling over the survey that opens next.
      cannon?.reset();
    };
  }, [piece, onClose]);

  return (
    <Dialog.Root open={piece !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog piece-dialog" data-testid="piece-dialog">
          <Sparkles className="piece-dialog-icon" size={40} aria-hidden />
          <Dialog.Title className="dialog-title">Puzzle Unlocked!</Dialog.Title>
          <p className="piece-dialog-name" data-testid="piece-name">
            {piece?.name}
          </p>
          {piece?.imageUrl ? (
            <img className="piece-dialog-image" src={piece.imageUrl} alt={piece.name} />
          ) : (
            <Puzzle className="piece-dialog-placeholder" size={64} aria-hidden />
          )}
          <Dialog.Description className="muted">Keep exploring to unlock more pieces!</Dialog.Description>
          <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
            View Your Collection
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
