import QRCode from 'qrcode';
import { scanLink } from './scanCode';

/** One code on a poster sheet: its link, the texts printed with it, and its QR matrix. */
export interface PosterItem {
  code: string;
  pieceName: string;
  link: string;
  howTo: string;
  modules: { size: number; data: Uint8Array };
}

export const SCAN_ME = 'Scan me';

/** The line for a student whose camera will not read the code: where to go, and what to type. */
export function howToTakePart(domain: string, code: string): string {
  const host = domain.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  return `No scanner? Open ${host}, sign in and type ${code}`;
}

/** A link's poster item: its QR matrix at error-correction level M, like the panel's PNG downloads. */
export function posterItem(link: { code: string; domain: string; puzzlePieceName: string }): PosterItem {
  const url = scanLink(link.domain, link.code);
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return { code: link.code, pieceName: link.puzzlePieceName, link: url, howTo: howToTakePart(link.domain, link.code), modules: { size: modules.size, data: modules.data } };
}
