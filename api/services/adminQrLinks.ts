import type { QrLinkCreate } from '../../core/admin';
import { badRequest, notFound } from '../errors';
import { translatePgErrors } from '../repos/pgErrors';
import { findPiece } from '../repos/pieces';
import { deleteLink, findLinkWithPiece, insertLink, type QrLinkWithPiece } from '../repos/qrLinks';
import type { Deps } from './types';

/** A new link to an existing piece, on one of the offered domains (QR_DOMAINS). */
export async function createQrLink(deps: Deps, input: QrLinkCreate): Promise<QrLinkWithPiece> {
  const domain = input.domain.replace(/\/+$/, '');
  const offered = deps.config.qrDomains;
  if (!offered.includes(domain)) throw badRequest(`domain must be one of: ${offered.join(', ')}`);
  if (!(await findPiece(deps.db, input.puzzlePieceId))) throw notFound('Puzzle piece not found');
  const link = await translatePgErrors(
    () => insertLink(deps.db, { code: input.code, puzzle_piece_id: input.puzzlePieceId, domain, is_active: input.isActive }),
    { unique: `A QR link with code ${input.code} already exists`, foreignKey: 'Puzzle piece not found' },
  );
  const created = await findLinkWithPiece(deps.db, link.id);
  if (!created) throw new Error(`link ${link.id} vanished after insert`);
  return created;
}

/** Collection entries made through the link keep their piece (their qr_link_id becomes null). */
export async function removeQrLink(deps: Deps, id: number): Promise<void> {
  if (!(await deleteLink(deps.db, id))) throw notFound('QR link not found');
}
