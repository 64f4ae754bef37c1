// Pure types and rules only: the participant's pages import this, so no zod here.

/** A piece's clue leads to where its code hangs; its hints help, for a cost in points. */
export const CLUE_MAX_LENGTH = 500;
export const MAX_HINTS = 3;
export const HINT_TEXT_MAX_LENGTH = 500;
export const HINT_COST_MAX = 100_000;

/** A hint as an organiser sets it. */
export interface Hint {
  text: string;
  cost: number;
}

/** A hint as a student sees it: its place and cost always, its text once they revealed it. */
export interface HintDto {
  index: number;
  cost: number;
  text: string | null;
}

/** POST /api/puzzles/{id}/hints/{index}: the revealed hint, and whether this request paid for it. */
export interface HintRevealDto extends HintDto {
  text: string;
  /** False when it had been revealed already: nothing more was charged. */
  charged: boolean;
  totalPoints: number;
}

/** A revealed hint's key in a set of them: `pieceId:index`. */
export const revealKey = (pieceId: number, index: number) => `${pieceId}:${index}`;


/** The hints stored with a piece (jsonb), read defensively: anything malformed is left out. */
export function parseStoredHints(value: unknown): Hint[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { text, cost } = item as Record<string, unknown>;
    if (typeof text !== 'string' || typeof cost !== 'number' || !Number.isInteger(cost) || cost < 0) return [];
    return [{ text, cost }];
  });
}
