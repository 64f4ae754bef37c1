import { describe, expect, it } from 'vitest';
import { devSignIn, uniqueUser } from './support/browser';
import { boxOf, overlaps } from './support/geometry';
import { submitManualCode } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// Layout faults once found on a phone, measured on a 390x844 screen.

const server = useServer('phone-layout');
const browser = useBrowser({ fakeCamera: true }, server);

describe('a 390x844 phone', () => {
  it('stops the confetti when Puzzle Unlocked! closes, and keeps toasts off the survey buttons', async () => {
    const { page } = await sessionOn(browser, server);
    await devSignIn(page, uniqueUser('Confetti'), '/scanner');
    await submitManualCode(page, 'INN001');
    await seen(page.getByRole('heading', { name: 'Puzzle Unlocked!' }));
    await page.getByRole('button', { name: 'View Your Collection' }).click();
    // The first piece opens the First Clue Quiz.
    const dialog = await seen(page.getByRole('dialog').filter({ hasText: 'First Clue Quiz' }));
    const paintedConfetti = () =>
      page.evaluate(() =>
        // canvas-confetti's own canvas: fixed over the page and never in the way of a click.
        [...document.querySelectorAll('canvas')].filter((canvas) => {
          if (canvas.style.position !== 'fixed' || canvas.style.pointerEvents !== 'none') return false;
          const context = canvas.getContext('2d');
          if (!context || canvas.width === 0 || canvas.height === 0) return false;
          const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
          for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 0) return true;
          return false;
        }).length,
      );
    await expect.poll(paintedConfetti, { timeout: 3_000 }).toBe(0);

    await dialog.getByRole('button', { name: 'Submit' }).click();
    const toast = await seen(page.getByTestId('toast').filter({ hasText: 'Incomplete Survey' }));
    const toastBox = await boxOf(toast);
    for (const name of ['Skip for Now', 'Submit']) {
      expect(overlaps(toastBox, await boxOf(dialog.getByRole('button', { name, exact: true }))), `the toast covers '${name}'`).toBe(false);
    }
  });

  it("keeps the floating 'Scan QR Code' button off the 'Puzzle Collection' heading at rest", async () => {
    const { page } = await sessionOn(browser, server);
    await devSignIn(page, uniqueUser('Resting'), '/dashboard');
    const heading = await seen(page.getByRole('heading', { name: 'Puzzle Collection' }));
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(overlaps(await boxOf(page.getByTestId('scan-fab')), await boxOf(heading))).toBe(false);
  });

  for (const width of [390, 360]) {
    it(`fits 'Launch Mission with Google' on one line at ${width} px`, async () => {
      const { page } = await sessionOn(browser, server);
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      for (const box of await page.getByRole('checkbox').all()) await box.click();
      const button = await seen(page.getByRole('button', { name: 'Launch Mission with Google' }));
      const lines = await button.evaluate((element) => {
        const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        if (!text) throw new Error('the button has no text');
        const range = document.createRange();
        range.selectNodeContents(text);
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, await button.evaluate((element) => `${element.clientWidth} px wide, text ${element.scrollWidth} px`)).toBe(1);
      expect((await boxOf(button)).x + (await boxOf(button)).width).toBeLessThanOrEqual(width);
    });
  }

  it('shows the development sign-in in the app’s font and button style', async () => {
    const { page } = await sessionOn(browser, server);
    await page.goto('/');
    const appFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const appButton = await page.locator('.btn-primary').first().evaluate((element) => getComputedStyle(element).backgroundImage);
    await page.goto('/api/login');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(appFont);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    expect(await signIn.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe(appButton);
    expect(await signIn.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('12px');
  });
});
