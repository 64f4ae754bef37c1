import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { ADMIN_SERVER, openSection, toastWith, useOrganiser } from './support/admin';
import { collectByApi, DEMO_CODES } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The big screen for the finale: the organiser makes the demo event's screen link, a projector
// (no sign-in, 1920x1080) opens it and follows a student's finds live; a new link ends the old.
// Then the board freezes before the end, and completing the event reveals the final one.

const server = useServer('big-screen', ADMIN_SERVER);
const browser = useBrowser({ fakeCamera: true }, server);
const organiser = useOrganiser(browser, server);

const DEMO_EVENT = 'Campus Hunt Live';
const HALL = { width: 1920, height: 1080 };

function eventRow(section: Locator, name: string): Locator {
  return section.getByTestId('event-row').filter({ has: section.page().getByText(name, { exact: true }) });
}

describe('the big screen', () => {
  it('shows the live board, counts, a countdown, the latest finds and a QR to join, legible at 1920x1080 in both themes', async () => {
    const { page } = organiser();
    const section = await openSection(page, 'events');
    await eventRow(section, DEMO_EVENT).getByTestId('event-screen').click();
    const dialog = await seen(page.getByTestId('screen-link-dialog'));
    await dialog.getByTestId('make-screen-link').click();
    await toastWith(page, 'Screen Link Made');
    const link = await seen(dialog.getByTestId('screen-link'));
    const url = (await link.getAttribute('href')) ?? '';
    expect(url).toMatch(/\/screen\/[\w-]{24}$/);

    const projector = await browser().newContext({ viewport: HALL });
    try {
      const hall = await projector.newPage();
      await hall.goto(url);
      const screen = await seen(hall.getByTestId('big-screen'));
      await seen(screen.getByRole('heading', { name: DEMO_EVENT }));
      expect(await hall.getByTestId('screen-countdown').innerText()).toMatch(/^Ends in (\d+d )?\d+:\d{2}:\d{2}$/);
      await seen(screen.getByText('Nobody has found a piece yet: be the first!'));
      expect(await hall.getByRole('img', { name: /^QR code to join: / }).count()).toBe(1);

      // A student finds every piece: the screen follows without a reload.
      const { page: phone, context } = await sessionOn(browser, server, 'finisher');
      await devSignIn(phone, uniqueUser('Flo', 'Finale'), '/dashboard');
      for (const code of DEMO_CODES) await collectByApi(context.request, server().url, code);
      // On the race board from the first find, with points once finished.
      const row = await seen(hall.getByTestId('screen-row').filter({ hasText: 'Flo Finale' }), 8000);
      await expect.poll(() => row.innerText(), { timeout: 8000 }).toMatch(/#1\s+Flo Finale\s+0 pts/);
      await expect.poll(() => hall.getByTestId('screen-finished').innerText(), { timeout: 8000 }).toBe('1');
      await seen(hall.getByTestId('screen-ticker').getByText('Flo'), 8000);
      await screenshot(hall, 'big-screen-1920');

      for (const theme of ['dark', 'light']) {
        await hall.evaluate((stored) => localStorage.setItem('theme', stored), theme);
        await hall.reload();
        await seen(hall.getByTestId('screen-row').filter({ hasText: 'Flo Finale' }));
        expect(await seriousViolations(hall), theme).toEqual([]);
      }

      // In Spanish for a projector whose browser asks for it, or that chose it (the cookie).
      const spanish = [await browser().newContext({ viewport: HALL, locale: 'es-ES' }), await browser().newContext({ viewport: HALL, locale: 'en-US' })];
      await spanish[1]?.addCookies([{ name: 'language', value: 'es', url }]);
      try {
        for (const context of spanish) {
          const hall = await context.newPage();
          await hall.goto(url);
          const screen = await seen(hall.getByTestId('big-screen'));
          expect(await hall.getAttribute('html', 'lang')).toBe('es');
          expect(await hall.getByTestId('screen-countdown').innerText()).toMatch(/^Termina en (\d+d )?\d+:\d{2}:\d{2}$/);
          await seen(screen.getByRole('heading', { name: 'Clasificación' }));
          await seen(hall.getByTestId('screen-ticker').getByText(/ha encontrado/).first());
          expect(await hall.getByRole('img', { name: /^Código QR para unirte: / }).count()).toBe(1);
        }
      } finally {
        await Promise.all(spanish.map((context) => context.close()));
      }

      // A new link: the old one stops working, on the open screen too.
      await dialog.getByTestId('make-screen-link').click();
      await toastWith(page, 'New Screen Link');
      await expect.poll(() => dialog.getByTestId('screen-link').getAttribute('href')).not.toBe(url);
      await seen(hall.getByRole('heading', { name: 'This screen link no longer works' }), 15_000);
    } finally {
      await projector.close();
    }
  });
  it("freezes the students' board and the screen's before the end, and reveals the final board on completion", async () => {
    const { page } = organiser();
    const request = page.context().request;
    const events = (await (await request.get(`${server().url}/api/admin/events`)).json()) as { id: number; name: string; screenPath: string | null }[];
    const demo = events.find((event) => event.name === DEMO_EVENT);
    expect(demo?.screenPath).toBeTruthy();
    // Ends in 10 minutes, frozen 30 before: frozen since before Flo finished.
    const edit = await request.patch(`${server().url}/api/admin/events/${demo?.id}`, {
      data: { endDate: new Date(Date.now() + 10 * 60_000).toISOString(), freezeMinutes: 30 },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(edit.status(), await edit.text()).toBe(200);

    const projector = await browser().newContext({ viewport: HALL });
    try {
      const hall = await projector.newPage();
      await hall.goto(`${server().url}${demo?.screenPath}`);
      await seen(hall.getByTestId('screen-frozen'));
      await seen(hall.getByText('Nobody has found a piece yet: be the first!'));
      await screenshot(hall, 'big-screen-frozen-1920');

      const { page: phone } = await sessionOn(browser, server, 'frozen-viewer');
      await devSignIn(phone, uniqueUser('Fay', 'Frost'), '/leaderboard');
      await seen(phone.getByTestId('board-frozen'));
      expect(await seriousViolations(phone)).toEqual([]);

      const completed = await request.post(`${server().url}/api/admin/events/${demo?.id}/complete`);
      expect(completed.status()).toBe(200);
      // The reveal: the final board's places appear from the last up to the first.
      await expect.poll(() => hall.evaluate(() => document.body.dataset.revealing ?? null), { timeout: 8000 }).toBe('true');
      const winner = hall.getByTestId('screen-row').filter({ hasText: 'Flo Finale' });
      expect(await winner.getAttribute('class')).toContain('screen-row-hidden');
      await expect.poll(() => hall.evaluate(() => document.body.dataset.revealing ?? null), { timeout: 8000 }).toBeNull();
      expect(await winner.getAttribute('class')).not.toContain('screen-row-hidden');
      expect(await hall.getByTestId('screen-countdown').innerText()).toBe('Final results');
      expect(await hall.getByTestId('screen-frozen').isVisible()).toBe(false);
      await screenshot(hall, 'big-screen-revealed-1920');
      // The students' board is no longer frozen.
      await phone.reload();
      await seen(phone.getByText('Flo Finale'));
      expect(await phone.getByTestId('board-frozen').count()).toBe(0);
    } finally {
      await projector.close();
    }
  });
});
