import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CollectionEntryDto, PieceDto } from '../core/contracts';
import { devSignIn, uniqueUser } from './support/browser';
import { PIECE_COUNT, progressCount, submitManualCode } from './support/hunt';
import { recordToasts, seen, toastsShown } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// Scans that survive a dead network: typed offline, kept on the phone, the
// app still opens offline, and they are collected by themselves once the network is back.

const server = useServer('offline-scans');
const browser = useBrowser({ fakeCamera: true }, server);
const SAVED = 'Saved offline: it will be sent when you are back online';

/** Signs a new student in and waits until the service worker controls the page. */
async function studentWithWorker(): Promise<{ context: BrowserContext; page: Page }> {
  const session = await sessionOn(browser, server);
  await devSignIn(session.page, uniqueUser('Basement'), '/dashboard');
  await expect.poll(() => session.page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  await session.page.reload();
  await seen(session.page.getByRole('heading', { name: 'Puzzle Collection' }));
  return session;
}

/** The student's pieces by name, in the order the server collected them. */
async function collectedPieces(page: Page): Promise<string[]> {
  const read = async <T>(path: string) => (await (await page.request.get(`${server().url}${path}`)).json()) as T;
  const [entries, pieces] = await Promise.all([read<CollectionEntryDto[]>('/api/user/collection'), read<PieceDto[]>('/api/puzzles')]);
  const names = new Map(pieces.map((piece) => [piece.id, piece.collected ? piece.name : '(locked)']));
  return [...entries].sort((a, b) => a.collectedAt.localeCompare(b.collectedAt)).map((entry) => names.get(entry.puzzlePieceId) ?? '?');
}

describe('offline scans', () => {
  it('keeps a typed code while offline, opens offline, and collects it by itself once back online', async () => {
    const { context, page } = await studentWithWorker();
    await recordToasts(page);
    await page.goto('/scanner');
    await seen(page.getByRole('button', { name: 'Enter Code Manually' }));
    await context.setOffline(true);
    await submitManualCode(page, 'CREAT3');
    await seen(page.getByTestId('offline-notice').getByText(SAVED));
    await expect.poll(() => page.getByText('Scan Failed').count()).toBe(0);
    await expect.poll(() => page.getByTestId('offline-count').innerText()).toBe('1 scan waiting');
    // The notice says it: no toast repeats it (a toast's code loads with the first one: given a moment).
    await page.waitForTimeout(1_500);
    expect(await toastsShown(page)).toEqual([]);

    // A reload in the basement: the app still opens, with the scan still waiting.
    await page.reload();
    await seen(page.getByRole('button', { name: 'Enter Code Manually' }));
    await expect.poll(() => page.getByTestId('offline-count').innerText()).toBe('1 scan waiting');
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('offline-count').innerText()).toBe('1 scan waiting');

    await context.setOffline(false);
    await seen(page.getByRole('heading', { name: 'Puzzle Unlocked!' }), 20_000);
    await expect.poll(() => page.getByTestId('offline-notice').count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('button', { name: 'View Your Collection' }).click();
    await expect.poll(() => progressCount(page)).toBe(`1 / ${PIECE_COUNT}`);
    expect(await collectedPieces(page)).toEqual(['Creativity Piece']);
  });

  it('sends two waiting codes in the order they were made', async () => {
    const { context, page } = await studentWithWorker();
    await page.goto('/scanner');
    await seen(page.getByRole('button', { name: 'Enter Code Manually' }));
    await context.setOffline(true);
    await submitManualCode(page, 'TEAM04');
    await expect.poll(() => page.getByTestId('offline-count').innerText()).toBe('1 scan waiting');
    // The form stays open for the next code.
    await page.getByPlaceholder('ENTER CODE HERE').pressSequentially('LEAD02');
    await page.getByRole('button', { name: 'Submit Code' }).click();
    await expect.poll(() => page.getByTestId('offline-count').innerText()).toBe('2 scans waiting');

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-notice').count(), { timeout: 20_000 }).toBe(0);
    // Both pieces, TEAM04's first: the server received them in the order they were made.
    await expect.poll(() => collectedPieces(page), { timeout: 10_000 }).toEqual(['Teamwork Piece', 'Leadership Piece']);
  });

  it('sends a scan made online after the ones still waiting, so the server reads their times in order', async () => {
    const { context, page } = await studentWithWorker();
    await page.goto('/scanner');
    await seen(page.getByRole('button', { name: 'Enter Code Manually' }));
    // The first code cannot reach the server for a while (a dead spot); the network is up for the rest.
    let deadSpot = true;
    await context.route('**/api/scan', async (route) => {
      const code = (route.request().postDataJSON() as { code?: string } | null)?.code;
      if (deadSpot && code === 'TEAM04') await route.abort('connectionrefused');
      else await route.continue();
    });
    await submitManualCode(page, 'TEAM04');
    await expect.poll(() => page.getByTestId('offline-count').innerText()).toBe('1 scan waiting');
    await page.getByPlaceholder('ENTER CODE HERE').pressSequentially('LEAD02');
    await page.getByRole('button', { name: 'Submit Code' }).click();
    await seen(page.getByText('It goes out right after the scans still waiting on your phone').first());
    await expect.poll(() => page.getByTestId('offline-count').innerText()).toBe('2 scans waiting');

    deadSpot = false;
    await expect.poll(() => page.getByTestId('offline-notice').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => collectedPieces(page), { timeout: 10_000 }).toEqual(['Teamwork Piece', 'Leadership Piece']);
  });

  it('sends a waiting scan once, even with two tabs open', async () => {
    const { context, page } = await studentWithWorker();
    const second = await context.newPage();
    await second.goto('/dashboard');
    await seen(second.getByRole('heading', { name: 'Puzzle Collection' }));
    const answered: number[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/scan') answered.push(response.status());
    });
    await page.goto('/scanner');
    await seen(page.getByRole('button', { name: 'Enter Code Manually' }));
    await context.setOffline(true);
    await submitManualCode(page, 'VISN05');
    await expect.poll(() => second.getByTestId('offline-count').innerText()).toBe('1 scan waiting');

    await context.setOffline(false);
    await expect.poll(() => collectedPieces(page), { timeout: 20_000 }).toEqual(['Vision Piece']);
    // Both tabs wake up; a few seconds more would show any second sending.
    await second.waitForTimeout(3_000);
    expect(answered).toEqual([200]);
  });

  it('reports a waiting code that turns out wrong once, and drops it', async () => {
    const { context, page } = await studentWithWorker();
    await page.goto('/scanner');
    await seen(page.getByRole('button', { name: 'Enter Code Manually' }));
    await context.setOffline(true);
    await submitManualCode(page, 'NOPE99');
    await expect.poll(() => page.getByTestId('offline-count').innerText()).toBe('1 scan waiting');
    await context.setOffline(false);
    await seen(page.getByText('NOPE99: Invalid code'), 20_000);
    await expect.poll(() => page.getByTestId('offline-notice').count()).toBe(0);
    await page.reload();
    await seen(page.getByRole('button', { name: 'Enter Code Manually' }));
    await page.waitForTimeout(2_000);
    expect(await page.getByText('NOPE99: Invalid code').count()).toBe(0);
  });
});
