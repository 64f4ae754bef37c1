import { countOf } from './plural';

/**
 * Code health: the codes organisers should walk to. A piece nobody can collect (no
 * active QR link), a piece whose code nobody has found for half an hour while others are being
 * found (torn down, or hidden too well), and a questionnaire that waits for more pieces than
 * can be collected (it would open at the wrong moment, or never).
 */

/** A piece's code counts as lost after this long without a find while others are found. */
export const NOT_FOUND_AFTER_MS = 30 * 60_000;

export interface CodeHealthInput {
  /** `hungSince`: when its oldest active link was made (a code hung mid-event is not lost yet). */
  pieces: readonly { id: number; name: string; activeLinks: number; hungSince: Date | null; lastFoundAt: Date | null }[];
  questionnaires: readonly { id: number; title: string; triggerCount: number }[];
  /** The running event's start, or null when none runs (then nothing is "not found"). */
  runningSince: Date | null;
  now: Date;
}

export type CodeHealthFlag =
  | { kind: 'no_active_code'; pieceId: number; pieceName: string; message: string }
  | { kind: 'not_found'; pieceId: number; pieceName: string; minutes: number; message: string }
  /** `triggerCount`: the pieces it waits for; `collectable`: the pieces with an active code. */
  | { kind: 'trigger_unreachable'; questionnaireId: number; title: string; triggerCount: number; collectable: number; message: string };

export function codeHealth({ pieces, questionnaires, runningSince, now }: CodeHealthInput): CodeHealthFlag[] {
  const flags: CodeHealthFlag[] = [];
  const collectable = pieces.filter((piece) => piece.activeLinks > 0);
  // The latest find of any piece during this event: "others have been found" since.
  const latestFind = runningSince ? Math.max(0, ...collectable.map((piece) => piece.lastFoundAt?.getTime() ?? 0)) : 0;

  for (const piece of pieces) {
    if (piece.activeLinks === 0) {
      flags.push({ kind: 'no_active_code', pieceId: piece.id, pieceName: piece.name, message: 'No active QR code: students cannot collect this piece' });
      continue;
    }
    if (!runningSince) continue;
    const since = Math.max(piece.lastFoundAt?.getTime() ?? 0, piece.hungSince?.getTime() ?? 0, runningSince.getTime());
    const quiet = now.getTime() - since;
    if (quiet >= NOT_FOUND_AFTER_MS && latestFind > since) {
      const minutes = Math.floor(quiet / 60_000);
      flags.push({ kind: 'not_found', pieceId: piece.id, pieceName: piece.name, minutes, message: `Not found for ${minutes} min` });
    }
  }

  for (const questionnaire of questionnaires) {
    if (questionnaire.triggerCount > collectable.length) {
      flags.push({
        kind: 'trigger_unreachable',
        questionnaireId: questionnaire.id,
        title: questionnaire.title,
        triggerCount: questionnaire.triggerCount,
        collectable: collectable.length,
        message: `Triggers at ${countOf(questionnaire.triggerCount, 'piece')}, but only ${collectable.length} can be collected`,
      });
    }
  }
  return flags;
}
