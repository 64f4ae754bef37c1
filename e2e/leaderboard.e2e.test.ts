import { describe, expect, it } from 'vitest';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { collectByApi, DEMO_CODES } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The leaderboard updates by itself, and the QR test page shows the sample codes.

const server = useServer('leaderboard');
const browser = useBrowser({}, server);

declare global {
  interface Window {
    loadedOnce?: boolean;
  }
}

describe('leaderboard', () => {
  it('shows a participant who completes the hunt to a watcher without a reload or a fetch', async () => {
    const watcher = await sessionOn(browser, server, 'watcher');
    const finisher = await sessionOn(browser, server, 'finisher');
    await devSignIn(watcher.page, uniqueUser('Barbara', 'Liskov'), '/leaderboard');
    await seen(watcher.page.getByText('Results Not Published Yet'));
    await watcher.page.evaluate(() => {
      window.loadedOnce = true;
    });
    // The server pushes the change as a patch: the watcher's page fetches nothing for it.
    const boardFetches: string[] = [];
    watcher.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/leaderboard') boardFetches.push(request.url());
    });

    const finisherName = 'Margaret Hamilton';
    await devSignIn(finisher.page, uniqueUser('Margaret', 'Hamilton'), '/dashboard');
    for (const code of DEMO_CODES) {
      await collectByApi(finisher.context.request, server().url, code);
    }

    const topPerformers = watcher.page.getByRole('region', { name: 'Top Performers' });
    await seen(topPerformers.getByText(finisherName), 10_000);
    expect(await watcher.page.evaluate(() => window.loadedOnce)).toBe(true);
    expect(boardFetches).toEqual([]);
    await screenshot(watcher.page, 'leaderboard');

    await finisher.page.reload();
    await seen(finisher.page.getByText('Complete', { exact: true }));
    await screenshot(finisher.page, 'dashboard-complete');
  });

  it('shows a finisher the same initials on her dashboard as everyone sees on the board', async () => {
    const { context, page } = await sessionOn(browser, server);
    await devSignIn(page, uniqueUser('Cara', 'Cole'), '/dashboard');
    for (const code of DEMO_CODES) await collectByApi(context.request, server().url, code);
    await page.reload();
    const own = await seen(page.getByRole('region', { name: 'Your profile' }).getByTestId('avatar'));
    expect(await own.innerText()).toBe('CC');

    await page.goto('/leaderboard');
    const row = await seen(page.getByTestId('leaderboard-row').filter({ hasText: 'Cara Cole' }));
    expect(await row.getByTestId('avatar').innerText()).toBe('CC');
  });

  it("decodes a board compressed once for every reader, the reader's own entry appended to it", async () => {
    const finisher = await sessionOn(browser, server, 'compressed-finisher');
    await devSignIn(finisher.page, uniqueUser('Dana', 'Scott'), '/dashboard');
    for (const code of DEMO_CODES) await collectByApi(finisher.context.request, server().url, code);

    // A reader who found nothing is on no board: their part of the body is `null`, after the shared part.
    const { page } = await sessionOn(browser, server, 'compressed-reader');
    await devSignIn(page, uniqueUser('Edsger', 'Dijkstra'), '/dashboard');
    const board = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/leaderboard');
    await page.goto('/leaderboard');
    const response = await board;
    expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
    expect(await response.json()).toMatchObject({ published: true, me: null });
    await seen(page.getByTestId('leaderboard-row').filter({ hasText: 'Dana Scott' }));
  });
});

describe('QR test page', () => {
  it('shows the three sample codes with links to their scan pages', async () => {
    const { page } = await sessionOn(browser, server);
    await devSignIn(page, uniqueUser('Radia', 'Perlman'), '/qr-test');
    for (const code of ['INN001', 'LEAD02', 'CREAT3']) {
      await seen(page.getByText(code));
    }
    const testLinks = page.getByRole('link', { name: 'Test URL Scan' });
    await expect.poll(() => testLinks.count()).toBe(3);
    const hrefs = await Promise.all((await testLinks.all()).map((link) => link.getAttribute('href')));
    for (const [index, code] of ['INN001', 'LEAD02', 'CREAT3'].entries()) {
      expect(hrefs[index] ?? '').toMatch(new RegExp(`/scan/${code}$`));
    }
    await screenshot(page, 'qr-test');
  });
});
