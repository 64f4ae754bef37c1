import { describe, expect, it } from 'vitest';
import type { PieceDto } from '../../core/contracts';
import { summariseCollection } from './collection';

const piece = (id: number): PieceDto => ({ id, position: id, collected: false, clue: null, clueImageUrl: null, hints: [] });
const entry = (puzzlePieceId: number) => ({ puzzlePieceId, collectedAt: '2025-01-01T00:00:00Z' });

describe('summariseCollection', () => {
  it('counts only held pieces that still exist and rounds the percentage', () => {
    const pieces = [1, 2, 3].map(piece);
    const summary = summariseCollection(pieces, [entry(1), entry(99)]);
    expect(summary).toMatchObject({ collected: 1, total: 3, percentage: 33, complete: false });
  });

  it('is complete only when every piece is held and there is at least one', () => {
    expect(summariseCollection([piece(1)], [entry(1)]).complete).toBe(true);
    expect(summariseCollection([], []).complete).toBe(false);
    expect(summariseCollection([], []).percentage).toBe(0);
  });
});
