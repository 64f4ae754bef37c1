import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminPieceDto, QrLinkDto } from '../core/admin';
import { ADMIN_SERVER, useOrganiser, zbarDecode } from './support/admin';
import { devSignIn, uniqueUser } from './support/browser';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// A code on a screen: the screen shows a link with a token that changes
// every 20 s; a student's scan of the screen collects, a typed code does not.

const server = useServer('qr-display', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);

/** What the screen's QR code says, read by zbar from a screenshot of it. */
async function screenLinkShown(page: Page): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'campus-hunt-display-'));
  try {
    const file = join(dir, 'screen.png');
    await (await seen(page.getByTestId('qr-display-code'))).screenshot({ path: file });
    const [decoded = ''] = await zbarDecode(file);
    return decoded;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('a code on a screen', () => {
  it('shows a rotating link that a student collects by scanning the screen, never by typing the code', async () => {
    const { page } = organiser();
    const base = server().url;
    const [piece] = (await (await page.request.get(`${base}/api/admin/puzzles`)).json()) as AdminPieceDto[];
    const created = await page.request.post(`${base}/api/admin/qr-links`, { data: { code: 'SCREEN1', puzzlePieceId: piece?.id, domain: base, screen: true } });
    expect(created.status()).toBe(201);
    const link = (await created.json()) as QrLinkDto;

    // The page's clock is driven by the test, so its 20 s refresh needs no 20 s of waiting.
    await page.clock.install();
    await page.goto(`/admin/display/${link.id}`);
    await seen(page.getByText(`Scan with Campus Hunt · SCREEN1 · the code changes every 20 s`));
    const first = await screenLinkShown(page);
    expect(first).toMatch(new RegExp(`^${base}/scan/SCREEN1\\?t=`));
    // Twenty seconds on, the screen shows another token (tokens name their second: a refresh
    // within the same real second as the first fetch shows the same one, so time is moved on again).
    const afterTwentySeconds = async (): Promise<string> => {
      await page.clock.fastForward('00:20');
      return screenLinkShown(page);
    };
    await expect.poll(afterTwentySeconds, { timeout: 10_000, interval: 500 }).not.toBe(first);

    const { page: phone } = await sessionOn(browser, server);
    await devSignIn(phone, uniqueUser('Screen'), '/dashboard');
    const typed = await phone.request.post(`${base}/api/scan`, { data: { code: 'SCREEN1' } });
    expect([typed.status(), ((await typed.json()) as { message: string }).message]).toEqual([403, 'This code is shown on a screen: scan it there']);
    const scanned = await phone.request.post(`${base}/api/scan`, { data: { code: first } });
    expect(scanned.status()).toBe(200);
  });
});
