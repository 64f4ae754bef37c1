import { createRequire } from 'node:module';
import path from 'node:path';
import QRCode from 'qrcode';
import { scanLink } from '../../core/scanCode';

/** One code to print: its link, its label texts and its QR matrix. */
export interface SheetItem {
  code: string;
  pieceName: string;
  link: string;
  modules: { size: number; data: Uint8Array };
}

export const SCAN_ME = 'Scan me';

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/** DejaVu: free, in the repository's dependencies, and it covers accented piece names. */
export const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};

/** The QR matrix of a scan link, at error-correction level M like the admin panel's downloads. */
export function sheetItem(link: { code: string; domain: string; puzzlePieceName: string }): SheetItem {
  const url = scanLink(link.domain, link.code);
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return { code: link.code, pieceName: link.puzzlePieceName, link: url, modules: { size: modules.size, data: modules.data } };
}
