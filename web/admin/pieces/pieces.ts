import type { AdminPieceDto, PieceCreate } from '../../../core/admin';
import { isUploadedImage, isWithinUploadLimit } from '../../../core/imageTypes';
import { textProblem } from '../../../core/text';

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type FileCheck = 'ok' | 'too-large' | 'unsupported-type';

/** A file may be uploaded when it is a PNG, JPEG, WebP or GIF of at most 500,000 bytes (the server checks the bytes too). */
export function checkImageFile(file: { size: number; type: string }): FileCheck {
  if (!isWithinUploadLimit(file.size)) return 'too-large';
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'unsupported-type';
  return 'ok';
}

export interface PieceForm {
  name: string;
  description: string;
  /** An http(s) URL, a stored /api/images/… path, a data: URL of a new upload, or ''. */
  imageUrl: string;
}

export function emptyPieceForm(): PieceForm {
  return { name: '', description: '', imageUrl: '' };
}

export function pieceFormFrom(piece: AdminPieceDto): PieceForm {
  return { name: piece.name, description: piece.description ?? '', imageUrl: piece.imageUrl ?? '' };
}

/** The first problem, or null. */
export function validatePieceForm(form: PieceForm): string | null {
  if (!form.name.trim()) return 'Name is required';
  // The server's rule for text (core/text.ts): a pasted control character is named here first.
  const nameProblem = textProblem(form.name.trim(), 'single');
  if (nameProblem) return `Name ${nameProblem}`;
  const descriptionProblem = textProblem(form.description.trim(), 'multi');
  if (descriptionProblem) return `Description ${descriptionProblem}`;
  const url = form.imageUrl.trim();
  if (url && !isUploadedImage(url) && !/^https?:\/\/\S+$/i.test(url)) return 'Image URL must start with http:// or https://';
  return null;
}

/** The body of POST and PATCH /api/admin/puzzles: {name, imageUrl, description}. */
export function pieceBody(form: PieceForm): PieceCreate {
  return {
    name: form.name.trim(),
    imageUrl: form.imageUrl.trim() || null,
    description: form.description.trim() || null,
  };
}
