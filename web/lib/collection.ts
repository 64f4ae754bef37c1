import { i18n } from '@lingui/core';
import type { CollectionEntryDto, PieceDto, UserDto } from '../../core/contracts';

export interface CollectionSummary {
  collected: number;
  total: number;
  /** Rounded collected / total * 100; 0 while there are no pieces. */
  percentage: number;
}

/** A piece counts as collected when its id is among the user's collection entries. */
export function summariseCollection(pieces: readonly PieceDto[], entries: readonly CollectionEntryDto[]): CollectionSummary {
  const held = new Set(entries.map((entry) => entry.puzzlePieceId));
  const collected = pieces.filter((piece) => held.has(piece.id)).length;
  const total = pieces.length;
  return {
    collected,
    total,
    percentage: total > 0 ? Math.round((collected / total) * 100) : 0,
  };
}

/**
 * The welcome card's first words: 'Welcome' on a first visit, 'Welcome back' after. A first
 * visit is the session whose sign-in made the account, before the student holds any piece
 * (docs/decisions.md, First visit and the declarations). While the collection loads, the
 * session alone decides.
 */
export function greetingFor(user: Pick<UserDto, 'firstSignIn'>, entries: readonly CollectionEntryDto[] | undefined): string {
  return user.firstSignIn && !entries?.length
    ? i18n._({ id: 'dashboard.welcome', message: 'Welcome' })
    : i18n._({ id: 'dashboard.welcomeBack', message: 'Welcome back' });
}
