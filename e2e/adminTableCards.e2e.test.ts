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
