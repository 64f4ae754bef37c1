import type { AdminPieceDto, PieceCreate } from '../../../core/admin';
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
}

export function emptyPieceForm(): PieceForm {
  return { name: '', description: '', imageUrl: '', eventId: EVERY_EVENT };
}

export function pieceFormFrom(piece: AdminPieceDto): PieceForm {
  return { name: piece.name, description: piece.description ?? '', imageUrl: piece.imageUrl ?? '', eventId: contentEventValue(piece.eventId) };
}

/** Each field's problem, shown beside it; empty when the form can be sent. */
export type PieceFormProblems = Partial<Record<keyof PieceForm, string>>;

export function validatePieceForm(form: PieceForm): PieceFormProblems {
  const problems: PieceFormProblems = {};
  // The server's rule for text (core/text.ts): a pasted control character is named here first.
  const nameProblem = form.name.trim() ? textProblem(form.name.trim(), 'single') : 'is required';
  if (nameProblem) problems.name = `Name ${nameProblem}`;
  const descriptionProblem = textProblem(form.description.trim(), 'multi');
  if (descriptionProblem) problems.description = `Description ${descriptionProblem}`;
  const url = form.imageUrl.trim();
  if (url && !isUploadedImage(url) && !/^https?:\/\/\S+$/i.test(url)) problems.imageUrl = 'Image URL must start with http:// or https://';
  return problems;
}

/** The body of POST and PATCH /api/admin/puzzles: {name, imageUrl, description, eventId}. */
export function pieceBody(form: PieceForm): PieceCreate {
  return {
    name: form.name.trim(),
    imageUrl: form.imageUrl.trim() || null,
    description: form.description.trim() || null,
    eventId: contentEventId(form.eventId),
  };
}
