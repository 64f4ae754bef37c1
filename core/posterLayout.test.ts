import { describe, expect, it } from 'vitest';
import { computeLayout, PosterLayoutError, fitText, LABEL_SIZES_MM, maxPerPage, MIN_QR_MM, mmToPixels, mmToPoints, paginate, PAPERS, quietFractionFor, type SheetLayout } from './posterLayout';

/** Version 3 symbols (29 modules): what a typical https://host/scan/CODE link needs. */
const V3 = quietFractionFor([29]);

function expectSane(layout: SheetLayout, quiet: number): void {
  const { widthMm, heightMm } = PAPERS[layout.paper];
  for (const slot of layout.slots) {
    const { qr } = slot;
    const zone = qr.sizeMm * quiet;
    expect(qr.sizeMm).toBeGreaterThanOrEqual(MIN_QR_MM);
    // The symbol and its quiet zone sit inside the cell, which sits inside the page.
    expect(qr.xMm - zone).toBeGreaterThanOrEqual(slot.cell.xMm);
    expect(qr.xMm + qr.sizeMm + zone).toBeLessThanOrEqual(slot.cell.xMm + slot.cell.widthMm + 1e-9);
    expect(slot.cell.xMm + slot.cell.widthMm).toBeLessThanOrEqual(widthMm);
    expect(slot.cell.yMm + slot.cell.heightMm).toBeLessThanOrEqual(heightMm);
    // No text inside the quiet zone: 'Scan me' above, the code and name below.
    expect(slot.scanMe.baselineMm).toBeLessThanOrEqual(qr.yMm - zone);
    expect(slot.code.baselineMm - LABEL_SIZES_MM.code).toBeGreaterThanOrEqual(qr.yMm + qr.sizeMm + zone - 1e-9);
    expect(slot.name.baselineMm).toBeGreaterThan(slot.code.baselineMm);
    expect(slot.howTo.baselineMm - LABEL_SIZES_MM.howTo).toBeGreaterThanOrEqual(slot.name.baselineMm);
    expect(slot.howTo.baselineMm).toBeLessThanOrEqual(slot.cell.yMm + slot.cell.heightMm);
  }
}

describe('computeLayout', () => {
  it('puts 4 codes on an A4 page in a 2 × 2 grid, each about 7 cm wide', () => {
    const layout = computeLayout('a4', 4, V3);
    expect([layout.columns, layout.rows]).toEqual([2, 2]);
    expect(layout.qrMm).toBeGreaterThan(68);
    expect(layout.slots).toHaveLength(4);
    expectSane(layout, V3);
  });

  it('lays out every count that fits, on A4 and Letter, without overlaps', () => {
    for (const paper of ['a4', 'letter'] as const) {
      for (let perPage = 1; perPage <= maxPerPage(paper, V3); perPage++) {
        const layout = computeLayout(paper, perPage, V3);
        expectSane(layout, V3);
        const cells = layout.slots.map((slot) => slot.cell);
        for (const [i, a] of cells.entries()) {
          for (const b of cells.slice(i + 1)) {
            const apart = a.xMm + a.widthMm <= b.xMm + 1e-9 || b.xMm + b.widthMm <= a.xMm + 1e-9 || a.yMm + a.heightMm <= b.yMm + 1e-9 || b.yMm + b.heightMm <= a.yMm + 1e-9;
            expect(apart).toBe(true);
          }
        }
      }
    }
  });

  it('refuses more codes per page than fit at 6 cm, saying how many do', () => {
    expect(maxPerPage('a4', V3)).toBe(4);
    expect(() => computeLayout('a4', 5, V3)).toThrow(PosterLayoutError);
    expect(() => computeLayout('a4', 5, V3)).toThrow('would print codes smaller than 6 cm: at most 4 fit on one A4 page');
    expect(() => computeLayout('letter', 0, V3)).toThrow('must be a whole number of at least 1');
  });

  it('caps the symbol size for a single code per page', () => {
    expect(computeLayout('a4', 1, V3).qrMm).toBe(110);
  });
});

describe('helpers', () => {
  it('paginates in order', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 4)).toEqual([]);
  });

  it('shortens text with an ellipsis until it fits', () => {
    const measure = (text: string) => text.length;
    expect(fitText('Innovation Piece', 20, measure)).toBe('Innovation Piece');
    expect(fitText('Innovation Piece', 10, measure)).toBe('Innovatio…');
    expect(fitText('Innovation Piece', 12, measure)).toBe('Innovation…');
    expect(fitText('abc', 0, measure)).toBe('');
  });

  it('takes the quiet zone of the smallest symbol, and converts units', () => {
    expect(quietFractionFor([29, 25, 33])).toBeCloseTo(4 / 25);
    expect(mmToPoints(25.4)).toBe(72);
    expect(mmToPixels(25.4, 150)).toBe(150);
  });
});
