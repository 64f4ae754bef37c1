import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { fitText, mmToPoints, type SheetLayout, type TextBox } from './sheetLayout';
import { FONTS, SCAN_ME, type SheetItem } from './sheetItems';

/** One PDF page per sheet (pdfkit); the symbols are vector squares, sharp at any printer resolution. */
export async function writePdfSheets(pages: readonly (readonly SheetItem[])[], layout: SheetLayout, file: string, onPage: () => void): Promise<void> {
  // pdfkit's named sizes, so print dialogs recognise the paper.
  const size = layout.paper === 'a4' ? 'A4' : 'LETTER';
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: 'Campus Hunt QR codes', Creator: 'hunt CLI' } });
  const stream = createWriteStream(file);
  doc.pipe(stream);
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

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
    });
    onPage();
  }
  doc.end();
  await finished(stream);
}

function drawSymbol(doc: PDFKit.PDFDocument, modules: SheetItem['modules'], box: { xMm: number; yMm: number; sizeMm: number }): void {
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
