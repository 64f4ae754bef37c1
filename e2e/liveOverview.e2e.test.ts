import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_SERVER, openSection, statNumber, useOrganiser } from './support/admin';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { collectByApi } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The Overview's charts and feed move when a student scans elsewhere, without a reload.

const server = useServer('live-overview', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);

/** A chart's number for one row of its hidden table. */
async function chartValue(page: Page, chart: string, row: string): Promise<number> {
  const cell = page.getByTestId(chart).locator('tbody tr').filter({ has: page.locator('th', { hasText: row }) }).locator('td');
  return Number(await cell.textContent());
}

describe('the live Overview', () => {
  it('draws labelled, accessible charts that change, with the feed and the tiles, as a student scans', async () => {
    const { page } = organiser();
    const overview = await openSection(page, 'overview');
    await seen(overview.getByTestId('live-overview'));
    for (const name of ['Scans per minute', 'Finds per piece', 'Completion funnel']) {
      await seen(overview.getByRole('img', { name }));
    }
    const findsBefore = await chartValue(page, 'chart-finds', 'Innovation Piece');
    const holdingOneBefore = await chartValue(page, 'chart-funnel', '1');
    const scansBefore = await statNumber(page, 'stat-total-scans', 'Total Scans');
    // Read without the hidden table: names and values written out, a tooltip on each bar, a time axis.
    const innovation = overview.getByTestId('chart-finds').getByTestId('chart-row').filter({ hasText: 'Innovation Piece' });
    expect((await innovation.innerText()).replace(/\s+/g, ' ').trim()).toBe(`Innovation Piece ${findsBefore}`);
    expect(await innovation.getAttribute('title')).toBe(`Innovation Piece: ${findsBefore} finds`);
    expect(await overview.getByTestId('chart-scans').locator('rect title').first().textContent()).toMatch(/^\d{1,2}:\d{2}( [AP]M)?: \d+ scans$/);
    expect(await overview.getByTestId('chart-scans').innerText()).toMatch(/\d{2}:\d{2}/);

    const student = await sessionOn(browser, server, 'student');
    const user = uniqueUser('Livia', 'Scanner');
    await devSignIn(student.page, user, '/dashboard');
    await collectByApi(student.page.request, server().url, 'INN001');

    // Nobody reloads the organiser's page.
    await expect.poll(() => chartValue(page, 'chart-finds', 'Innovation Piece'), { timeout: 10_000 }).toBe(findsBefore + 1);
    expect(await chartValue(page, 'chart-funnel', '1')).toBe(holdingOneBefore + 1);
    // The number tiles move with the charts.
    await expect.poll(() => statNumber(page, 'stat-total-scans', 'Total Scans'), { timeout: 10_000 }).toBe(scansBefore + 1);
    await seen(page.getByTestId('live-feed').getByText('Livia Scanner'));
    expect(await page.getByTestId('live-feed').locator('li').first().innerText()).toContain('found Innovation Piece');
    await screenshot(page, 'admin-live-overview-desktop');
  });
});
