import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { fitText, mmToPoints, type SheetLayout, type TextBox } from '../../core/posterLayout';
import { SCAN_ME, type PosterItem } from '../../core/posters';
import { POSTER_FONTS } from './posterFonts';

/**
 * The posters as a PDF, one page per sheet (pdfkit), streamed as it is drawn: the panel's and
 * `hunt qr sheet`'s, one implementation. The symbols are vector squares, sharp at any printer
 * resolution.
 */
export function posterPdf(pages: readonly (readonly PosterItem[])[], layout: SheetLayout): Readable {
  // pdfkit's named sizes, so print dialogs recognise the paper.
  const size = layout.paper === 'a4' ? 'A4' : 'LETTER';
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: 'Campus Hunt QR codes', Creator: 'Campus Hunt' } });
  doc.registerFont('regular', POSTER_FONTS.regular);
  doc.registerFont('bold', POSTER_FONTS.bold);

  for (const items of pages) {
    doc.addPage({ size, margin: 0 });
    items.forEach((item, index) => {
      const slot = layout.slots[index];
      if (!slot) return;
      cutGuide(doc, slot.cell);
      drawSymbol(doc, item.modules, slot.qr);
      label(doc, 'bold', SCAN_ME, slot.scanMe);
      label(doc, 'bold', item.code, slot.code);
      label(doc, 'regular', item.pieceName, slot.name);
      label(doc, 'regular', item.howTo, slot.howTo);
    });
  }
  doc.end();
  return doc;
}

function drawSymbol(doc: PDFKit.PDFDocument, modules: PosterItem['modules'], box: { xMm: number; yMm: number; sizeMm: number }): void {
  const unit = mmToPoints(box.sizeMm) / modules.size;
  const left = mmToPoints(box.xMm);
  const top = mmToPoints(box.yMm);
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules keeps the page small.
    let col = 0;
    while (col < modules.size) {
      if (!modules.data[row * modules.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.data[row * modules.size + col]) col++;
      // A hair of overlap so no white seams show between rows on screen.
      doc.rect(left + start * unit, top + row * unit, (col - start) * unit, unit + 0.05);
    }
  }
  doc.fillColor('black').fill();
}

/** A faint dashed outline to cut along. */
function cutGuide(doc: PDFKit.PDFDocument, cell: { xMm: number; yMm: number; widthMm: number; heightMm: number }): void {
  doc.save().lineWidth(0.5).dash(4, { space: 4 }).strokeColor('#bbbbbb');
  doc.rect(mmToPoints(cell.xMm), mmToPoints(cell.yMm), mmToPoints(cell.widthMm), mmToPoints(cell.heightMm)).stroke();
  doc.undash().restore();
}

function label(doc: PDFKit.PDFDocument, font: 'regular' | 'bold', text: string, box: TextBox): void {
  const width = mmToPoints(box.widthMm);
  doc.font(font).fontSize(mmToPoints(box.sizeMm)).fillColor('black');
  const fitted = fitText(text, width, (candidate) => doc.widthOfString(candidate));
  doc.text(fitted, mmToPoints(box.xMm), mmToPoints(box.baselineMm), { width, align: 'center', lineBreak: false, baseline: 'alphabetic' });
}
