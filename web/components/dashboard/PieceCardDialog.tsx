import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useSWRConfig } from 'swr';
import { Lightbulb, Lock, Puzzle } from 'lucide-react';
import { API } from '../../../core/apiPaths';
import type { PieceDto } from '../../../core/contracts';
import type { HintDto } from '../../../core/hints';
import { api, failureWords } from '../../lib/api';
import { useI18n } from '../../hooks/useI18n';

/**
 * A piece's card: its clue and hints from the start, and once collected what it is (name, image,
 * description). A hint is revealed in order, after its cost is shown and confirmed.
 */
export default function PieceCardDialog({ piece, onClose }: { piece: PieceDto; onClose: () => void }) {
  const i18n = useI18n();
  const title = piece.collected ? piece.name : i18n._({ id: 'piece.name', message: 'Piece {position}', values: { position: piece.position } });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog piece-card" data-testid="piece-card">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="muted">
            {piece.collected
              ? i18n._({ id: 'piece.card.collected', message: 'Collected: here is what you found.' })
              : i18n._({ id: 'piece.card.notFound', message: 'Not found yet: the clue leads to where its code hangs.' })}
          </Dialog.Description>
          {piece.collected && (
            <div className="piece-card-found">
              {piece.imageUrl ? <img src={piece.imageUrl} alt={piece.name} className="piece-card-image" /> : <Puzzle size={40} aria-hidden />}
              {piece.description && <p>{piece.description}</p>}
            </div>
          )}
          <section aria-labelledby="piece-card-clue" className="piece-card-section">
            <h3 id="piece-card-clue">{i18n._({ id: 'piece.clue', message: 'Clue' })}</h3>
            {piece.clue ? <p className="piece-card-clue" data-testid="piece-clue">{piece.clue}</p> : <p className="muted">{i18n._({ id: 'piece.card.noClue', message: 'No clue for this piece: keep exploring.' })}</p>}
            {piece.clueImageUrl && <img src={piece.clueImageUrl} alt={i18n._({ id: 'piece.card.clueImage', message: 'A picture that leads to the code' })} className="piece-card-image" />}
          </section>
          {piece.hints.length > 0 && <Hints piece={piece} />}
          <Dialog.Close asChild>
            <button type="button" className="btn btn-outline btn-block">
              {i18n._({ id: 'piece.card.close', message: 'Close' })}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Hints({ piece }: { piece: PieceDto }) {
  const i18n = useI18n();
  const next = piece.hints.find((hint) => hint.text === null);
  return (
    <section aria-labelledby="piece-card-hints" className="piece-card-section">
      <h3 id="piece-card-hints">{i18n._({ id: 'piece.hints', message: 'Hints' })}</h3>
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
                <Lock size={14} aria-hidden />{' '}
                {piece.collected
                  ? i18n._({ id: 'piece.hint.locked', message: 'Hint {number}', values: { number: hint.index + 1 } })
                  : i18n._({
                      id: 'piece.hint.lockedCost',
                      message: 'Hint {number} ({cost, plural, one {# point} other {# points}}, after hint {previous})',
                      values: { number: hint.index + 1, cost: hint.cost, previous: hint.index },
                    })}
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
  const i18n = useI18n();
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
      setProblem(failureWords(error) || i18n._({ id: 'piece.hint.failed', message: 'The hint could not be revealed. Please try again.' }));
    } finally {
      setBusy(false);
    }
  }

  const revealLabel = i18n._({ id: 'piece.hint.reveal', message: 'Reveal hint {number}', values: { number: hint.index + 1 } });
  if (!asking) {
    return (
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setAsking(true)} data-testid="hint-ask">
        <Lightbulb size={16} aria-hidden /> {revealLabel}
      </button>
    );
  }
  return (
    <div className="hint-confirm" role="group" aria-label={revealLabel}>
      <p data-testid="hint-cost">
        {hint.cost === 0
          ? i18n._({ id: 'piece.hint.free', message: 'This hint is free. Reveal it?' })
          : i18n._({ id: 'piece.hint.cost', message: 'This hint costs {cost, plural, one {# point} other {# points}}. Reveal it?', values: { cost: hint.cost } })}
      </p>
      <div className="hint-confirm-actions">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void reveal()} data-testid="hint-reveal">
          {busy ? i18n._({ id: 'piece.hint.revealing', message: 'Revealing...' }) : i18n._({ id: 'piece.hint.revealNow', message: 'Reveal' })}
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => setAsking(false)}>
          {i18n._({ id: 'piece.hint.notNow', message: 'Not now' })}
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
