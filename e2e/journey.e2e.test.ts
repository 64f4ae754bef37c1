import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScanSource } from '../core/contracts';
import type { PersonalDataDto } from '../core/personalData';
import { devSignIn, fillDevSignIn, screenshot, uniqueUser } from './support/browser';
import { collectByApi, PIECE_COUNT, progressCount, submitManualCode, typeManualCode } from './support/hunt';
import { recordToasts, seen, toastsShown } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// A participant's path: sign in, scan with the camera, answer the quiz, type codes by hand,
// and follow a printed QR link while signed out. Each test signs in a user of its own.

// Started through tsx, as `npm start` starts it (the other files start the run's bundle).
const server = useServer('journey', { throughTsx: true });
// Its camera films the printed QR code of INN001, which carries the full link.
const cameraBrowser = useBrowser({ qrText: (running) => `${running.url}/scan/INN001` }, server);
// Its camera shows Chromium's test pattern, so nothing is scanned by accident.
const plainBrowser = useBrowser({ fakeCamera: true }, server);

const SCAN_TIMEOUT = 30_000;

/** How each of the student's codes arrived, as their own data download records it. */
async function sourcesOf(page: Page): Promise<Record<string, ScanSource | null>> {
  const data = (await (await page.request.get('/api/user/data')).json()) as PersonalDataDto;
  return Object.fromEntries(data.collection.map((entry) => [entry.code, entry.source]));
}

async function expectProgress(page: Page, collected: number): Promise<void> {
  await expect.poll(() => progressCount(page), { timeout: 10_000 }).toMatch(new RegExp(`^${collected} ?/ ?${PIECE_COUNT}$`));
}

describe('dashboard', () => {
  it('greets a newly signed-in participant with an empty collection and a locked score', async () => {
    const { page } = await sessionOn(plainBrowser, server);
    const user = uniqueUser('Grace', 'Hopper');
    await devSignIn(page, user);
    await seen(page.getByText('Grace Hopper'));
    await expectProgress(page, 0);
    await seen(page.getByText('Score Locked'));
    await screenshot(page, 'dashboard-empty');
  });
});

describe('scanner', () => {
  it('collects a piece from the camera, then runs the triggered quiz and awards its points', async () => {
    const { page } = await sessionOn(cameraBrowser, server);
    await recordToasts(page);
    await devSignIn(page, uniqueUser('Ada', 'Lovelace'), '/dashboard');
    await page.goto('/scanner');

    await seen(page.getByText('Puzzle Unlocked!'), SCAN_TIMEOUT);
    await seen(page.getByText('Innovation Piece'));
    await seen(page.getByText('Keep exploring to unlock more pieces!'));
    await screenshot(page, 'piece-dialog');
    await (await seen(page.getByRole('button', { name: 'View Your Collection' }))).click();

    const survey = await seen(page.getByRole('dialog').filter({ hasText: 'First Clue Quiz' }));
    await seen(survey.getByText('Graded Survey'));
    await screenshot(page, 'survey-dialog');
    await survey.getByRole('radio', { name: 'Founders Library' }).click();
    await survey.getByRole('textbox').first().fill('HUNT');
    await survey.getByRole('button', { name: 'Submit', exact: true }).click();
    await seen(page.getByText('Great Job!', { exact: true }));
    await seen(page.getByText('+25 Points Earned', { exact: true }));
    // A graded quiz's results stay until the student moves on.
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    // The dialog said it: no toast repeated it.
    expect(await toastsShown(page)).toEqual([]);
    await expectProgress(page, 1);
    await seen(page.getByText('Innovation Piece'));
    await screenshot(page, 'dashboard-pieces');
    expect(await sourcesOf(page)).toEqual({ INN001: 'camera' });
  });

  it('collects a piece from a code typed by hand, upper-casing it as it is typed', async () => {
    const { page } = await sessionOn(plainBrowser, server);
    await devSignIn(page, uniqueUser('Alan', 'Turing'), '/dashboard');
    await page.goto('/scanner');
    await seen(page.getByText('QR Scanner'));
    await seen(page.getByText('Scanning...'), 15_000);
    await screenshot(page, 'scanner');

    await typeManualCode(page, 'lead02');
    expect(await page.getByPlaceholder('ENTER CODE HERE').inputValue()).toBe('LEAD02');
    await page.getByRole('button', { name: 'Submit Code' }).click();
    await seen(page.getByText('Puzzle Unlocked!'));
    await seen(page.getByText('Leadership Piece'));
    expect(await sourcesOf(page)).toEqual({ LEAD02: 'typed' });
  });

  it('tells a participant who enters a code twice that it is already collected, and keeps the form for the next', async () => {
    const { context, page } = await sessionOn(plainBrowser, server);
    await devSignIn(page, uniqueUser('Katherine', 'Johnson'), '/dashboard');
    await collectByApi(context.request, server().url, 'CREAT3');
    await page.goto('/scanner');

    await submitManualCode(page, 'CREAT3');
    await seen(page.getByTestId('manual-notice').getByText('Already Collected!'));
    expect(new URL(page.url()).pathname).toBe('/scanner');
    await page.getByPlaceholder('ENTER CODE HERE').pressSequentially('TEAM04');
    await page.getByRole('button', { name: 'Submit Code' }).click();
    await seen(page.getByText('Teamwork Piece'));
    expect(await sourcesOf(page)).toEqual({ CREAT3: null, TEAM04: 'typed' });
  });

  it('sends a signed-out visitor of a scan link to sign in and back, asks the declarations, then collects the piece', async () => {
    const { page } = await sessionOn(plainBrowser, server);
    await recordToasts(page);
    await page.goto('/scan/INN001');
    await seen(page.getByText('Redirecting to Login'));
    await seen(page.getByText('Sign in to collect this puzzle piece.'));

    await page.waitForURL((url) => url.pathname === '/api/login', { timeout: 10_000 });
    // The card said it: no toast repeated it.
    expect(await toastsShown(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/scan/INN001');
    await fillDevSignIn(page, uniqueUser('Hedy', 'Lamarr'));
    await page.waitForURL((url) => url.pathname === '/scan/INN001', { timeout: 15_000 });
    // They never saw the landing: the three declarations come first, once.
    const declarations = await seen(page.getByRole('dialog', { name: 'Mission Briefing' }));
    for (const box of await declarations.getByRole('checkbox').all()) await box.click();
    await declarations.getByRole('button', { name: 'Accept and Collect' }).click();
    await seen(page.getByText('Puzzle Unlocked!'), SCAN_TIMEOUT);
    await seen(page.getByText('Innovation Piece'));
    expect(await sourcesOf(page)).toEqual({ INN001: 'link' });
  });
});
