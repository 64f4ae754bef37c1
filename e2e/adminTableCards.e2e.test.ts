import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_SERVER, openContext, openSection, ORGANISER } from './support/admin';
import { devSignIn } from './support/browser';
import { useBrowser, useServer } from './support/suite';

// On phones each table row is a card whose cells carry their column's name on the left (the
// card rules at the end of web/admin/shared/tables.module.css). That only holds while the card
// rules come after the table rules, which an earlier build got wrong on a direct visit: the names
// were drawn over the cells' content.

const server = useServer('admin-table-cards', ADMIN_SERVER);
const browser = useBrowser({}, server);

const TABLE_SECTIONS = ['users', 'qr-links', 'questionnaires', 'puzzles', 'events'] as const;

describe('admin tables on a 390x844 phone', () => {
  it('start every cell after its column name, in every row, opened directly', async () => {
    const { context, page } = await openContext(browser(), server().url, 'phone');
    try {
      await devSignIn(page, ORGANISER, '/admin');
      for (const id of TABLE_SECTIONS) {
        // openSection loads the page afresh: the stylesheets arrive as on a direct visit.
        const section = await openSection(page, id);
        const cells = await section.getByRole('table').locator('td:not([data-label=""])').evaluateAll((tds) =>
          tds.map((td) => ({
            label: td.getAttribute('data-label'),
            indent: parseFloat(getComputedStyle(td).paddingLeft),
            labelWidth: parseFloat(getComputedStyle(td, '::before').width),
          })),
        );
        expect(cells.length, `/admin/${id} shows rows`).toBeGreaterThan(1);
        for (const cell of cells) expect(cell.indent, `/admin/${id}: ${cell.label}`).toBeGreaterThan(cell.labelWidth);
      }
    } finally {
      await context.close();
    }
  });
});

/** Every 20 px from a small phone to a wide desktop (the tables are cards below 600 px). */
const WIDTHS = Array.from({ length: 57 }, (_, i) => 320 + i * 20);

/**
 * Every place in the table where a word is split over two lines: a run of letters and digits
 * whose characters are drawn on more than one line, in a cell, and in a card's column name
 * (drawn by ::before, so measured in a span given its font), which must not be wider than the
 * name's column.
 */
async function splitWords(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(element.querySelector('tbody') ?? element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) found.push(`"${word[0]}" in "${text.trim()}"`);
      }
    }
    const probe = document.createElement('span');
    probe.style.position = 'absolute';
    probe.style.whiteSpace = 'nowrap';
    document.body.append(probe);
    for (const cell of element.querySelectorAll('td[data-label]')) {
      const label = getComputedStyle(cell, '::before');
      if (label.content === 'none' || label.display === 'none') continue;
      Object.assign(probe.style, { font: label.font, letterSpacing: label.letterSpacing, textTransform: label.textTransform });
      for (const word of (cell.getAttribute('data-label') ?? '').split(/[\s/\u200b]+/)) {
        probe.textContent = word;
        const wide = probe.getBoundingClientRect().width;
        if (wide > parseFloat(label.width) + 0.5) found.push(`column name "${word}": ${Math.round(wide)} px in ${Math.round(parseFloat(label.width))} px`);
      }
    }
    probe.remove();
    return [...new Set(found)];
  });
}

describe('admin tables at any width', () => {
  it('break no word in the middle, in a cell or in a column name', async () => {
    const { context, page } = await openContext(browser(), server().url, 'desktop');
    try {
      await devSignIn(page, ORGANISER, '/admin');
      const problems: string[] = [];
      for (const id of TABLE_SECTIONS) {
        const table = (await openSection(page, id)).getByRole('table');
        // Measuring reads the layout, which a resize has already changed: no reload needed.
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          for (const problem of await splitWords(table)) problems.push(`/admin/${id} at ${width} px: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
