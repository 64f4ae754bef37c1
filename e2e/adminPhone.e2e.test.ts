import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_IDS, ADMIN_SERVER, openContext, ORGANISER, sectionReady } from './support/admin';
import { devSignIn, screenshot } from './support/browser';
import { boxOf } from './support/geometry';
import { seen } from './support/session';
import { useBrowser, useServer } from './support/suite';

// Organisers walk the campus with a phone; every admin section works at 390 px.

const server = useServer('admin-phone', ADMIN_SERVER);
const browser = useBrowser({}, server);

describe('the admin panel on a 390x844 phone', () => {
  it('reaches every section through the menu, without sideways scrolling', async () => {
    const { context, page } = await openContext(browser(), server().url, 'phone');
    try {
      await devSignIn(page, ORGANISER, '/admin');
      expect(await page.getByTestId('admin-nav-overview').isVisible()).toBe(false);
      for (const id of ADMIN_SECTION_IDS) {
        await (await seen(page.getByTestId('admin-menu-button'))).click();
        const menu = await seen(page.getByTestId('admin-menu'));
        await menu.getByTestId(`admin-menu-${id}`).click();
        await expect.poll(() => page.getByTestId('admin-menu').count()).toBe(0);
        await sectionReady(page, id);
        const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
        expect(overflow, `/admin/${id} scrolls sideways`).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-phone-${id}`);
      }
    } finally {
      await context.close();
    }
  });

  it("shows each row as a card whose actions are in view and work, and a dialog that fits the screen", async () => {
    const { context, page } = await openContext(browser(), server().url, 'phone');
    try {
      await devSignIn(page, ORGANISER, '/admin/qr-links');
      const section = await sectionReady(page, 'qr-links');
      const row = section.getByTestId('qr-link-row').filter({ hasText: 'INN001' });
      // The cell names its column, as the hidden header would.
      expect(await row.getByTestId('qr-scan-count').getAttribute('data-label')).toBe('Scans');
      const place = row.getByRole('button', { name: 'Set where the code hangs' });
      const box = await boxOf(place);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await place.click();
      const dialog = await seen(page.getByTestId('qr-place-dialog'));
      const dialogBox = await boxOf(dialog);
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await context.close();
    }
  });

  it('keeps the sidebar, not the menu, on a desktop', async () => {
    const { context, page } = await openContext(browser(), server().url, 'desktop');
    try {
      await devSignIn(page, ORGANISER, '/admin/users');
      await seen(page.getByTestId('admin-nav-fair-play'));
      expect(await page.getByTestId('admin-menu-button').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
