import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import * as PImage from 'pureimage';
import { fitText, mmToPixels, type SheetLayout, type TextBox } from '../../core/posterLayout';
import { SCAN_ME, type PosterItem } from '../../core/posters';
import { POSTER_FONTS } from '../../api/presenters/posterFonts';

/** 150 dpi: plenty for office printers, and a page stays a quick render. */
export const PNG_DPI = 150;

let fontsLoaded = false;
function loadFonts(): void {
  if (fontsLoaded) return;
  PImage.registerFont(POSTER_FONTS.regular, 'DejaVuSans').loadSync();
  PImage.registerFont(POSTER_FONTS.bold, 'DejaVuSansBold').loadSync();
  fontsLoaded = true;
}

/**
 * One PNG per sheet (pureimage), named base-1.png, base-2.png, …, laid out as the API's PDF
 * posters are (core/posterLayout.ts); returns the file names.
 */
export async function writePngSheets(pages: readonly (readonly PosterItem[])[], layout: SheetLayout, base: string, onPage: () => void): Promise<string[]> {
  loadFonts();
  const px = (mm: number) => mmToPixels(mm, PNG_DPI);
  const width = Math.round(px(layout.widthMm));
  const height = Math.round(px(layout.heightMm));
  const files: string[] = [];

  for (const [pageIndex, items] of pages.entries()) {
    const image = PImage.make(width, height);
    image.data.fill(255);
    const ctx = image.getContext('2d');
    items.forEach((item, index) => {
      const slot = layout.slots[index];
      if (!slot) return;
      cutGuide(image, px(slot.cell.xMm), px(slot.cell.yMm), px(slot.cell.widthMm), px(slot.cell.heightMm));
      drawSymbol(image, item.modules, px(slot.qr.xMm), px(slot.qr.yMm), px(slot.qr.sizeMm));
      label(ctx, 'DejaVuSansBold', SCAN_ME, slot.scanMe, px);
      label(ctx, 'DejaVuSansBold', item.code, slot.code, px);
      label(ctx, 'DejaVuSans', item.pieceName, slot.name, px);
      label(ctx, 'DejaVuSans', item.howTo, slot.howTo, px);
    });
    const file = `${base}-${pageIndex + 1}.png`;
    const stream = createWriteStream(file);
    await PImage.encodePNGToStream(image, stream);
    await finished(stream);
    files.push(file);
    onPage();
  }
  return files;
}

/**
 * Whole-pixel modules (rounded up, so the symbol never ends up under the minimum size), centred
 * on the symbol's box; written straight into the bitmap so edges stay perfectly sharp.
 */
function drawSymbol(image: PImage.Bitmap, modules: PosterItem['modules'], left: number, top: number, side: number): void {
  const unit = Math.ceil(side / modules.size);
  const offset = (side - unit * modules.size) / 2;
  const x0 = Math.round(left + offset);
  const y0 = Math.round(top + offset);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.data[row * modules.size + col]) continue;
      for (let y = y0 + row * unit; y < y0 + (row + 1) * unit; y++) {
        const start = (y * image.width + x0 + col * unit) * 4;
        image.data.fill(0, start, start + unit * 4);
        for (let x = 0; x < unit; x++) image.data[start + x * 4 + 3] = 255;
      }
    }
  }
}

/** A faint dashed outline to cut along (6 px on, 6 px off). */
function cutGuide(image: PImage.Bitmap, left: number, top: number, width: number, height: number): void {
  const grey = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= image.width || y >= image.height || Math.floor((x + y) / 6) % 2) return;
    const at = (y * image.width + x) * 4;
    image.data.fill(187, at, at + 3);
  };
  const [x0, y0, x1, y1] = [left, top, left + width, top + height].map(Math.round) as [number, number, number, number];
  for (let x = x0; x <= x1; x++) {
    grey(x, y0);
    grey(x, y1);
  }
  for (let y = y0; y <= y1; y++) {
    grey(x0, y);
    grey(x1, y);
  }
}

function label(ctx: PImage.Context, family: string, text: string, box: TextBox, px: (mm: number) => number): void {
  ctx.font = `${Math.round(px(box.sizeMm))}px ${family}`;
  ctx.fillStyle = '#000000';
  const width = px(box.widthMm);
  const fitted = fitText(text, width, (candidate) => ctx.measureText(candidate).width);
  const measured = ctx.measureText(fitted).width;
  ctx.fillText(fitted, px(box.xMm) + (width - measured) / 2, px(box.baselineMm));
}
