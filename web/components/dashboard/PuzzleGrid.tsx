import { lazy, Suspense, useState } from 'react';
import { Lightbulb, Lock, Puzzle } from 'lucide-react';
import type { CollectedPieceDto, PieceDto } from '../../../core/contracts';
import { useI18n } from '../../hooks/useI18n';

const PieceCardDialog = lazy(() => import('./PieceCardDialog'));

/**
 * The server sends a piece's name and image only once the participant holds it; its clue and
 * hints always. Tapping a piece opens its card.
 */
export function PuzzleGrid({ pieces }: { pieces: readonly PieceDto[] }) {
  const i18n = useI18n();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = pieces.find((piece) => piece.id === openId) ?? null;
  if (pieces.length === 0) {
    return (
      <div className="empty-state">
        <Puzzle size={40} aria-hidden />
        <p className="empty-title">{i18n._({ id: 'dashboard.noPieces', message: 'No puzzle pieces available yet' })}</p>
        <p className="muted">{i18n._({ id: 'dashboard.noPieces.text', message: 'Check back soon for the hunt to begin!' })}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="puzzle-grid">
        {pieces.map((piece) => (
          <li key={piece.id} className={`puzzle-piece${piece.collected ? ' collected' : ' locked'}`} data-testid="puzzle-piece" data-collected={piece.collected}>
            <button type="button" className="puzzle-piece-button" onClick={() => setOpenId(piece.id)} aria-haspopup="dialog">
              {piece.collected ? <CollectedPiece piece={piece} /> : <LockedPiece piece={piece} />}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <PieceCardDialog piece={open} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </>
  );
}

function CollectedPiece({ piece }: { piece: CollectedPieceDto }) {
  return (
    <>
      <span className="piece-image">
        {piece.imageUrl ? (
          <img
            src={piece.imageUrl}
            alt={piece.name}
            loading="lazy"
            onError={() => console.warn('Puzzle image failed to load', piece.imageUrl)}
          />
        ) : (
          <Puzzle size={28} aria-hidden />
        )}
      </span>
      <span className="piece-name">{piece.name}</span>
    </>
  );
}

function LockedPiece({ piece }: { piece: PieceDto }) {
  const i18n = useI18n();
  return (
    <>
      <span className="piece-image">
        <Lock size={24} aria-hidden />
        <span className="sr-only">{i18n._({ id: 'piece.locked', message: 'Locked' })}</span>
      </span>
      <span className="piece-name">{i18n._({ id: 'piece.name', message: 'Piece {position}', values: { position: piece.position } })}</span>
      {piece.clue && (
        <span className="piece-clue-tag">
          <Lightbulb size={12} aria-hidden /> {i18n._({ id: 'piece.clue', message: 'Clue' })}
        </span>
      )}
    </>
  );
}
