import { Lock, Puzzle } from 'lucide-react';
import type { CollectedPieceDto, PieceDto } from '../../../core/contracts';

/** The server sends a piece's name and image only once the participant holds it. */
export function PuzzleGrid({ pieces }: { pieces: readonly PieceDto[] }) {
  if (pieces.length === 0) {
    return (
      <div className="empty-state">
        <Puzzle size={40} aria-hidden />
        <p className="empty-title">No puzzle pieces available yet</p>
        <p className="muted">Check back soon for the hunt to begin!</p>
      </div>
    );
  }
  return (
    <ul className="puzzle-grid">
      {pieces.map((piece) => (
        <li
          key={piece.id}
          className={`puzzle-piece${piece.collected ? ' collected' : ' locked'}`}
          data-testid="puzzle-piece"
          data-collected={piece.collected}
        >
          {piece.collected ? <CollectedPiece piece={piece} /> : <LockedPiece number={piece.position} />}
        </li>
      ))}
    </ul>
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

function LockedPiece({ number }: { number: number }) {
  return (
    <>
      <span className="piece-image">
        <Lock size={24} aria-hidden />
        <span className="sr-only">Locked</span>
      </span>
      <span className="piece-name muted">Piece {number}</span>
    </>
  );
}
