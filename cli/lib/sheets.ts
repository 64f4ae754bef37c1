import { computeLayout, paginate, quietFractionFor, type PaperName, type SheetLayout } from './sheetLayout';
import type { SheetItem } from './sheetItems';

export interface SheetOptions {
  format: 'pdf' | 'png';
  paper: PaperName;
  perPage: number;
  /** The PDF file, or the base of PNG pages (base-1.png, base-2.png, …). */
  out: string;
}

export interface SheetResult {
  files: string[];
  pages: number;
  layout: SheetLayout;
}

/** Writes print-ready sheets of `items`: one PDF with a page per sheet, or one PNG per sheet. */
export async function writeSheets(items: readonly SheetItem[], options: SheetOptions, onPage: () => void = () => {}): Promise<SheetResult> {
  const layout = computeLayout(options.paper, options.perPage, quietFractionFor(items.map((item) => item.modules.size)));
  const pages = paginate(items, options.perPage);
  // The renderers (pdfkit, pureimage) load only when a sheet is drawn: they are slow to import.
  if (options.format === 'pdf') {
    const { writePdfSheets } = await import('./sheetPdf');
    await writePdfSheets(pages, layout, options.out, onPage);
    return { files: [options.out], pages: pages.length, layout };
  }
  const base = options.out.replace(/\.png$/i, '');
  const { writePngSheets } = await import('./sheetPng');
  const files = await writePngSheets(pages, layout, base, onPage);
  return { files, pages: pages.length, layout };
}
