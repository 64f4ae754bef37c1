import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useSWRConfig } from 'swr';
import { Lightbulb, Lock, Puzzle } from 'lucide-react';
import { API } from '../../../core/apiPaths';
import type { PieceDto } from '../../../core/contracts';
import { hintCostText, type HintDto } from '../../../core/hints';
import { countOf } from '../../../core/plural';
import { api, failureWords } from '../../lib/api';

/**
 * A piece's card: its clue and hints from the start, and once collected what it is (name, image,
 * description). A hint is revealed in order, after its cost is shown and confirmed.
 */
export default function PieceCardDialog({ piece, onClose }: { piece: PieceDto; onClose: () => void }) {
  const title = piece.collected ? piece.name : `Piece ${piece.position}`;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog piece-card" data-testid="piece-card">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="muted">
            {piece.collected ? 'Collected: here is what you found.' : 'Not found yet: the clue leads to where its code hangs.'}
          </Dialog.Description>
          {piece.collected && (
            <div className="piece-card-found">
              {piece.imageUrl ? <img src={piece.imageUrl} alt={piece.name} className="piece-card-image" /> : <Puzzle size={40} aria-hidden />}
              {piece.description && <p>{piece.description}</p>}
            </div>
          )}
          <section aria-labelledby="piece-card-clue" className="piece-card-section">
            <h3 id="piece-card-clue">Clue</h3>
            {piece.clue ? <p className="piece-card-clue" data-testid="piece-clue">{piece.clue}</p> : <p className="muted">No clue for this piece: keep exploring.</p>}
            {piece.clueImageUrl && <img src={piece.clueImageUrl} alt="A picture that leads to the code" className="piece-card-image" />}
          </section>
          {piece.hints.length > 0 && <Hints piece={piece} />}
          <Dialog.Close asChild>
            <button type="button" className="btn btn-outline btn-block">
              Close
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Hints({ piece }: { piece: PieceDto }) {
  const next = piece.hints.find((hint) => hint.text === null);
  return (
    <section aria-labelledby="piece-card-hints" className="piece-card-section">
      <h3 id="piece-card-hints">Hints</h3>
      <ol className="piece-card-hints">
        {piece.hints.map((hint) => (
          <li key={hint.index} data-testid="piece-hint">
            {hint.text !== null ? (
              <p className="piece-hint-text">
                <Lightbulb size={16} aria-hidden /> {hint.text}
              </p>
            ) : hint === next && !piece.collected ? (
              <RevealHint pieceId={piece.id} hint={hint} />
            ) : (
              <p className="muted">
                <Lock size={14} aria-hidden /> Hint {hint.index + 1}
                {piece.collected ? '' : ` (${countOf(hint.cost, 'point')}, after hint ${hint.index})`}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The next hint: its cost first, revealed only once the student confirms. */
function RevealHint({ pieceId, hint }: { pieceId: number; hint: HintDto }) {
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function reveal() {
    setBusy(true);
    setProblem(null);
    try {
      await api.revealHint(pieceId, hint.index);
      await Promise.all([mutate(API.puzzles), mutate(API.score), mutate(API.leaderboard)]);
    } catch (error) {
      setProblem(failureWords(error) || 'The hint could not be revealed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (!asking) {
    return (
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setAsking(true)} data-testid="hint-ask">
        <Lightbulb size={16} aria-hidden /> Reveal hint {hint.index + 1}
      </button>
    );
  }
  return (
    <div className="hint-confirm" role="group" aria-label={`Reveal hint ${hint.index + 1}`}>
      <p data-testid="hint-cost">{hintCostText(hint.cost)}. Reveal it?</p>
      <div className="hint-confirm-actions">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void reveal()} data-testid="hint-reveal">
          {busy ? 'Revealing...' : 'Reveal'}
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => setAsking(false)}>
          Not now
        </button>
      </div>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
