import type { AdminPieceDto, PieceCreate } from '../../../core/admin';
import { CLUE_MAX_LENGTH, HINT_COST_MAX, HINT_TEXT_MAX_LENGTH } from '../../../core/hints';
import { isUploadedImage } from '../../../core/imageTypes';
import { textProblem } from '../../../core/text';
import { contentEventId, contentEventValue, EVERY_EVENT } from '../shared/ContentEventField';

/** What the server stores as it is; anything else is drawn again as WebP or JPEG first (fitImage.ts). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export interface PieceForm {
  name: string;
  description: string;
  /** An http(s) URL, a stored /api/images/… path, a data: URL of a new upload, or ''. */
  imageUrl: string;
  /** The event whose own piece it is (ContentEventField's value). */
  eventId: string;
  /** What leads students to where its code hangs, and an optional picture of it. */
  clue: string;
  clueImageUrl: string;
  /** Up to three, in the order students reveal them; the cost as typed. */
  hints: HintForm[];
}

export interface HintForm {
  text: string;
  cost: string;
}

export function emptyPieceForm(): PieceForm {
  return { name: '', description: '', imageUrl: '', eventId: EVERY_EVENT, clue: '', clueImageUrl: '', hints: [] };
}

export function pieceFormFrom(piece: AdminPieceDto): PieceForm {
  return {
    name: piece.name,
    description: piece.description ?? '',
    imageUrl: piece.imageUrl ?? '',
    eventId: contentEventValue(piece.eventId),
    clue: piece.clue ?? '',
    clueImageUrl: piece.clueImageUrl ?? '',
    hints: piece.hints.map((hint) => ({ text: hint.text, cost: String(hint.cost) })),
  };
}

/** Each field's problem, shown beside it (a hint's as `hint0Text`, `hint0Cost`…); empty when the form can be sent. */
export type PieceFormProblems = Partial<Record<Exclude<keyof PieceForm, 'hints'> | `hint${number}${'Text' | 'Cost'}`, string>>;

export function validatePieceForm(form: PieceForm): PieceFormProblems {
  const problems: PieceFormProblems = {};
  // The server's rule for text (core/text.ts): a pasted control character is named here first.
  const nameProblem = form.name.trim() ? textProblem(form.name.trim(), 'single') : 'is required';
  if (nameProblem) problems.name = `Name ${nameProblem}`;
  const descriptionProblem = textProblem(form.description.trim(), 'multi');
  if (descriptionProblem) problems.description = `Description ${descriptionProblem}`;
  const url = form.imageUrl.trim();
  if (url && !isUploadedImage(url) && !/^https?:\/\/\S+$/i.test(url)) problems.imageUrl = 'Image URL must start with http:// or https://';
  const clue = form.clue.trim();
  const clueProblem = clue.length > CLUE_MAX_LENGTH ? `must be at most ${CLUE_MAX_LENGTH} characters` : textProblem(clue, 'multi');
  if (clueProblem) problems.clue = `Clue ${clueProblem}`;
  const clueUrl = form.clueImageUrl.trim();
  if (clueUrl && !isUploadedImage(clueUrl) && !/^https?:\/\/\S+$/i.test(clueUrl)) problems.clueImageUrl = 'Image URL must start with http:// or https://';
  form.hints.forEach((hint, index) => {
    const text = hint.text.trim();
    const textIssue = !text ? 'is required' : text.length > HINT_TEXT_MAX_LENGTH ? `must be at most ${HINT_TEXT_MAX_LENGTH} characters` : textProblem(text, 'multi');
    if (textIssue) problems[`hint${index}Text`] = `Hint ${index + 1} ${textIssue}`;
    if (!/^\d+$/.test(hint.cost.trim()) || Number(hint.cost) > HINT_COST_MAX) problems[`hint${index}Cost`] = `Cost must be a whole number from 0 to ${HINT_COST_MAX}`;
  });
  return problems;
}

/** The body of POST and PATCH /api/admin/puzzles. */
export function pieceBody(form: PieceForm): PieceCreate {
  return {
    name: form.name.trim(),
    imageUrl: form.imageUrl.trim() || null,
    description: form.description.trim() || null,
    eventId: contentEventId(form.eventId),
    clue: form.clue.trim() || null,
    clueImageUrl: form.clueImageUrl.trim() || null,
    hints: form.hints.map((hint) => ({ text: hint.text.trim(), cost: Number(hint.cost.trim()) })),
  };
}
