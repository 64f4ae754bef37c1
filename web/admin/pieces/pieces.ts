import { i18n, type MessageDescriptor } from '@lingui/core';
import type { AdminPieceDto, PieceCreate } from '../../../core/admin';
import { CLUE_MAX_LENGTH, HINT_COST_MAX, HINT_TEXT_MAX_LENGTH } from '../../../core/hints';
import { isUploadedImage } from '../../../core/imageTypes';
import { textProblem, type TextLines, type TextProblem } from '../../../core/text';
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
  const required = i18n._({ id: 'admin.pieces.problem.required', message: 'is required' });
  const tooLong = (max: number) => i18n._({ id: 'admin.pieces.problem.tooLong', message: 'must be at most {max} characters', values: { max } });
  const badUrl = i18n._({ id: 'admin.pieces.problem.url', message: 'Image URL must start with http:// or https://' });
  // The server's rule for text (core/text.ts): a pasted control character is named here first.
  const nameProblem = form.name.trim() ? textProblemIn(form.name.trim(), 'single') : required;
  if (nameProblem) problems.name = fieldProblem(i18n._({ id: 'admin.pieces.field.name', message: 'Name' }), nameProblem);
  const descriptionProblem = textProblemIn(form.description.trim(), 'multi');
  if (descriptionProblem) problems.description = fieldProblem(i18n._({ id: 'admin.pieces.field.description', message: 'Description' }), descriptionProblem);
  const url = form.imageUrl.trim();
  if (url && !isUploadedImage(url) && !/^https?:\/\/\S+$/i.test(url)) problems.imageUrl = badUrl;
  const clue = form.clue.trim();
  const clueProblem = clue.length > CLUE_MAX_LENGTH ? tooLong(CLUE_MAX_LENGTH) : textProblemIn(clue, 'multi');
  if (clueProblem) problems.clue = fieldProblem(i18n._({ id: 'admin.pieces.field.clue', message: 'Clue' }), clueProblem);
  const clueUrl = form.clueImageUrl.trim();
  if (clueUrl && !isUploadedImage(clueUrl) && !/^https?:\/\/\S+$/i.test(clueUrl)) problems.clueImageUrl = badUrl;
  form.hints.forEach((hint, index) => {
    const text = hint.text.trim();
    const textIssue = !text ? required : text.length > HINT_TEXT_MAX_LENGTH ? tooLong(HINT_TEXT_MAX_LENGTH) : textProblemIn(text, 'multi');
    if (textIssue) problems[`hint${index}Text`] = fieldProblem(i18n._({ id: 'admin.pieces.field.hint', message: 'Hint {number}', values: { number: index + 1 } }), textIssue);
    if (!/^\d+$/.test(hint.cost.trim()) || Number(hint.cost) > HINT_COST_MAX) {
      problems[`hint${index}Cost`] = i18n._({ id: 'admin.pieces.problem.cost', message: 'Cost must be a whole number from 0 to {max}', values: { max: HINT_COST_MAX } });
    }
  });
  return problems;
}

/** A field named with its problem ('Name is required'). */
const fieldProblem = (field: string, problem: string) => i18n._({ id: 'admin.pieces.fieldProblem', message: '{field} {problem}', values: { field, problem } });

/** core/text.ts's problem with a text, in the language on screen. */
function textProblemIn(value: string, lines: TextLines): string | null {
  const problem = textProblem(value, lines);
  if (problem === null) return null;
  const known: Record<TextProblem, MessageDescriptor> = {
    not_unicode: /*i18n*/ { id: 'admin.pieces.problem.unicode', message: 'must be valid Unicode text' },
    line_break: /*i18n*/ { id: 'admin.pieces.problem.singleLine', message: 'must be a single line' },
    control: /*i18n*/ { id: 'admin.pieces.problem.control', message: 'must not contain control characters' },
  };
  return i18n._(known[problem]);
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
