import type { QrLinkCreate, QrLinkUpdate } from '../../core/admin';
import { checkQrDomain } from '../../core/qrDomains';
import type { Place } from '../../core/place';
import { badRequest, notFound } from '../errors';
import { translatePgErrors } from './constraintErrors';
import { deleteLink, findLinkWithPiece, insertLinkToPiece, updateLink, type QrLinkFields, type QrLinkWithPiece } from '../repos/qrLinks';
import { DISPLAY_TOKEN_TTL_S, signDisplayToken } from './displayTokens';
import type { Deps } from '../deps';

/** A new link to an existing piece, on one of the offered domains (QR_DOMAINS). */
export async function createQrLink(deps: Deps, input: QrLinkCreate): Promise<QrLinkWithPiece> {
  const { domain, offered } = checkQrDomain(input.domain, deps.config.qrDomains);
  if (!offered) throw badRequest('domain must be one of: {domains}', { domains: deps.config.qrDomains.join(', ') });
  const link = await translatePgErrors(
    () =>
      insertLinkToPiece(deps.db, {
        code: input.code,
        puzzle_piece_id: input.puzzlePieceId,
        domain,
        is_active: input.isActive,
        needs_display_token: input.screen,
        ...placeColumns(input.place),
      }),
    { unique: { words: 'A QR link with code {code} already exists', values: { code: input.code } } },
  );
  // The one answer for a missing piece, whether it never existed or was deleted meanwhile.
  if (!link) throw notFound('Puzzle piece not found');
  const created = await findLinkWithPiece(deps.db, link.id);
  if (!created) throw new Error(`link ${link.id} vanished after insert`);
  return created;
}

/** Switches a link on or off, gives it a place or takes it away, or makes it a screen's code. */
export async function updateQrLink(deps: Deps, id: number, input: QrLinkUpdate): Promise<QrLinkWithPiece> {
  const changes: Partial<QrLinkFields> = {
    ...(input.isActive === undefined ? {} : { is_active: input.isActive }),
    ...(input.screen === undefined ? {} : { needs_display_token: input.screen }),
    ...(input.place === undefined ? {} : placeColumns(input.place)),
  };
  if (!(await updateLink(deps.db, id, changes))) throw notFound('QR link not found');
  const updated = await findLinkWithPiece(deps.db, id);
  if (!updated) throw notFound('QR link not found');
  return updated;
}

function placeColumns(place: Place | null): Pick<QrLinkFields, 'place_latitude' | 'place_longitude' | 'place_radius_m'> {
  return { place_latitude: place?.latitude ?? null, place_longitude: place?.longitude ?? null, place_radius_m: place?.radiusM ?? null };
}

/** A link as a screen shows it: with a token signed now, valid DISPLAY_TOKEN_TTL_S from the second it was signed. */
export interface LinkOnScreen {
  link: QrLinkWithPiece;
  token: string;
  expiresAt: Date;
}

/**
 * What a screen shows for a link: the link with a fresh token. A printed link gets one too, so
 * any code can be put on a screen; only a link marked `screen` refuses scans without one.
 */
export async function qrDisplay(deps: Deps, id: number, now = Date.now()): Promise<LinkOnScreen> {
  const link = await findLinkWithPiece(deps.db, id);
  if (!link) throw notFound('QR link not found');
  const token = signDisplayToken(deps.config.sessionKeys, link.code, now);
  return { link, token, expiresAt: new Date(Math.floor(now / 1000) * 1000 + DISPLAY_TOKEN_TTL_S * 1000) };
}

/** Collection entries made through the link keep their piece (their qr_link_id becomes null). */
export async function removeQrLink(deps: Deps, id: number): Promise<void> {
  if (!(await deleteLink(deps.db, id))) throw notFound('QR link not found');
}
