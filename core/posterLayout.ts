import { english, wording, type Wording } from './wording';

/**
 * Where everything goes on a printed poster sheet of QR codes, in millimetres from the page's
 * top-left corner. Pure maths shared by the PDF renderer (the API's, which the panel and
 * `hunt qr sheet` both download) and the CLI's PNG renderer, so both print the same page.
 */

/**
 * A layout that cannot be made, in words a person can act on; the caller puts its own name for
 * the count first. `message` in English (the CLI's), `wording` its template and values, which
 * the API words in the reader's language (core/wording.ts).
 */
export class PosterLayoutError extends Error {
  constructor(readonly wording: Wording) {
    super(english(wording));
  }
}

export type PaperName = 'a4' | 'letter';

export const PAPERS: Record<PaperName, { label: string; widthMm: number; heightMm: number }> = {
  a4: { label: 'A4', widthMm: 210, heightMm: 297 },
  letter: { label: 'Letter', widthMm: 215.9, heightMm: 279.4 },
};

/** A code this wide scans from about a metre with a phone camera. */
export const MIN_QR_MM = 60;
/** Bigger only wastes paper and toner. */
export const MAX_QR_MM = 110;
/** Standard QR quiet zone: 4 modules of white around the symbol. */
export const QUIET_MODULES = 4;

const PAGE_MARGIN_MM = 10;
const CELL_PADDING_MM = 3;
const LINE_HEIGHT = 1.25;
/** Font sizes (em height) of the labels: the code large, to be typed when a camera fails. */
export const LABEL_SIZES_MM = { scanMe: 6, code: 10, name: 5, howTo: 3.2 } as const;

export interface TextBox {
  /** The text's left edge; renderers centre the text within `widthMm`. */
  xMm: number;
  baselineMm: number;
  widthMm: number;
  sizeMm: number;
}

export interface Slot {
  cell: { xMm: number; yMm: number; widthMm: number; heightMm: number };
  /** The QR symbol itself (without its quiet zone). */
  qr: { xMm: number; yMm: number; sizeMm: number };
  scanMe: TextBox;
  code: TextBox;
  name: TextBox;
  /** How to take part without a camera app: where to sign in, and that the code can be typed. */
  howTo: TextBox;
}

export interface SheetLayout {
  paper: PaperName;
  widthMm: number;
  heightMm: number;
  perPage: number;
  columns: number;
  rows: number;
  qrMm: number;
  slots: Slot[];
}

const TEXT_HEIGHT_MM = LINE_HEIGHT * (LABEL_SIZES_MM.scanMe + LABEL_SIZES_MM.code + LABEL_SIZES_MM.name + LABEL_SIZES_MM.howTo);

/** The biggest symbol a cell holds with its quiet zone (quietFraction = quiet zone / symbol side) and the labels. */
function qrSizeFor(cellWidth: number, cellHeight: number, quietFraction: number): number {
  const grow = 1 + 2 * quietFraction;
  const byWidth = (cellWidth - 2 * CELL_PADDING_MM) / grow;
  const byHeight = (cellHeight - 2 * CELL_PADDING_MM - TEXT_HEIGHT_MM) / grow;
  return Math.min(byWidth, byHeight, MAX_QR_MM);
}

/** The grid (columns × rows) that gives `perPage` codes the biggest symbols. */
function bestGrid(paper: PaperName, perPage: number, quietFraction: number): { columns: number; rows: number; qrMm: number } {
  const { widthMm, heightMm } = PAPERS[paper];
  let best = { columns: 1, rows: perPage, qrMm: -Infinity };
  for (let columns = 1; columns <= perPage; columns++) {
    const rows = Math.ceil(perPage / columns);
    const qrMm = qrSizeFor((widthMm - 2 * PAGE_MARGIN_MM) / columns, (heightMm - 2 * PAGE_MARGIN_MM) / rows, quietFraction);
    if (qrMm > best.qrMm + 1e-9) best = { columns, rows, qrMm };
  }
  return best;
}

/** How many codes of at least MIN_QR_MM fit on one page. */
export function maxPerPage(paper: PaperName, quietFraction: number): number {
  let fits = 0;
  for (let perPage = 1; perPage <= 50; perPage++) {
    if (bestGrid(paper, perPage, quietFraction).qrMm >= MIN_QR_MM) fits = perPage;
  }
  return fits;
}

/**
 * Lays out `perPage` codes on a page: a grid of equal cells, each with 'Scan me' above the
 * symbol and the code, the piece's name and how to take part below, the symbol at least
 * MIN_QR_MM wide.
 */
export function computeLayout(paper: PaperName, perPage: number, quietFraction: number): SheetLayout {
  if (!Number.isInteger(perPage) || perPage < 1) throw new PosterLayoutError(wording('must be a whole number of at least 1', {}));
  const { widthMm, heightMm, label } = PAPERS[paper];
  const { columns, rows, qrMm } = bestGrid(paper, perPage, quietFraction);
  if (qrMm < MIN_QR_MM) {
    throw new PosterLayoutError(
      wording('would print codes smaller than {cm} cm: at most {max} fit on one {paper} page', { cm: MIN_QR_MM / 10, max: maxPerPage(paper, quietFraction), paper: label }),
    );
  }
  const cellWidth = (widthMm - 2 * PAGE_MARGIN_MM) / columns;
  const cellHeight = (heightMm - 2 * PAGE_MARGIN_MM) / rows;
  const quiet = qrMm * quietFraction;
  const contentHeight = TEXT_HEIGHT_MM + qrMm + 2 * quiet;

  const slots: Slot[] = [];
  for (let index = 0; index < perPage; index++) {
    const x = PAGE_MARGIN_MM + (index % columns) * cellWidth;
    const y = PAGE_MARGIN_MM + Math.floor(index / columns) * cellHeight;
    const top = y + (cellHeight - contentHeight) / 2;
    const textX = x + CELL_PADDING_MM;
    const textWidth = cellWidth - 2 * CELL_PADDING_MM;
    const line = (baselineMm: number, sizeMm: number): TextBox => ({ xMm: textX, baselineMm, widthMm: textWidth, sizeMm });
    const qrTop = top + LINE_HEIGHT * LABEL_SIZES_MM.scanMe + quiet;
    const belowQr = qrTop + qrMm + quiet;
    slots.push({
      cell: { xMm: x, yMm: y, widthMm: cellWidth, heightMm: cellHeight },
      qr: { xMm: x + (cellWidth - qrMm) / 2, yMm: qrTop, sizeMm: qrMm },
      scanMe: line(top + LABEL_SIZES_MM.scanMe, LABEL_SIZES_MM.scanMe),
      code: line(belowQr + LABEL_SIZES_MM.code, LABEL_SIZES_MM.code),
      name: line(belowQr + LINE_HEIGHT * LABEL_SIZES_MM.code + LABEL_SIZES_MM.name, LABEL_SIZES_MM.name),
      howTo: line(belowQr + LINE_HEIGHT * (LABEL_SIZES_MM.code + LABEL_SIZES_MM.name) + LABEL_SIZES_MM.howTo, LABEL_SIZES_MM.howTo),
    });
  }
  return { paper, widthMm, heightMm, perPage, columns, rows, qrMm, slots };
}

/** The quiet zone as a fraction of the symbol's side, for the smallest symbol on the sheets (the widest zone). */
export function quietFractionFor(moduleCounts: readonly number[]): number {
  return QUIET_MODULES / Math.min(...moduleCounts, 177);
}

/** Items split into pages of `perPage`. */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

/** Text shortened with '…' until `measure` says it fits `maxWidth`. */
export function fitText(text: string, maxWidth: number, measure: (text: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && measure(`${chars.join('')}…`) > maxWidth) chars.pop();
  return chars.length ? `${chars.join('').trimEnd()}…` : '';
}

export const mmToPoints = (mm: number) => (mm * 72) / 25.4;
export const mmToPixels = (mm: number, dpi: number) => (mm * dpi) / 25.4;
