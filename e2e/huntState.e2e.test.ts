import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devSignIn, KEEP_SCREENSHOTS, PHONE_VIEWPORT, uniqueUser } from './support/browser';
import { ADMIN_SERVER, confirmWith, openSection, toastWith, useOrganiser } from './support/admin';
import { collectByApi, DEMO_CODES } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The hunt's state, always visible: a student's dashboard, scanner and
// leaderboard say when the hunt starts, that it runs, and that it is over (with their result and
// the final board), and change the moment the organiser presses Start Now and Complete in the
// panel, with no reload.

const server = useServer('hunt-state', ADMIN_SERVER);
const browser = useBrowser({ fakeCamera: true }, server);
const organiser = useOrganiser(browser, server);

const NEXT_EVENT = 'Spring Relaunch';
const HOUR_MS = 60 * 60 * 1000;
const SHOTS = '/tmp/shots-hunt';
const DESKTOP = { width: 1366, height: 900 };

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };

/** Runs axe (WCAG 2.2 AA) on the page; the serious and critical violations, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's CSP refuses an injected script tag.
  await page.evaluate(await readFile(AXE_PATH, 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`);
  });
}

/**
 * Shows the page at 1366x900 as well as 390x844, checking `ready` there; with the run's
 * screenshots kept, pictures of both go to /tmp/shots-hunt/{name}-{phone,desktop}.png.
 */
async function shoot(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  await picture(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await ready();
  await picture(page, `${name}-desktop`);
  await page.setViewportSize(PHONE_VIEWPORT);
}

async function picture(page: Page, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, scale: 'css', fullPage: true });
}

async function post(request: APIRequestContext, path: string, data?: unknown) {
  const response = await request.post(`${server().url}${path}`, { data, headers: { 'Content-Type': 'application/json' } });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number; name: string; status: string };
}

/** The row of the event named `name` in the Events section. */
function eventRow(section: Locator, name: string): Locator {
  return section.getByTestId('event-row').filter({ has: section.page().getByText(name, { exact: true }) });
}

/** A mark left in the page's window: still there later means the page was never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { huntMark: 'kept' }));
}
async function stillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { huntMark?: string }).huntMark === 'kept');
}

const phase = (page: Page, testId: string) => page.getByTestId(testId).first().getAttribute('data-phase', { timeout: 10_000 });

describe("the hunt's state for students", () => {
  it('goes from "The hunt starts …" to running to "The hunt is over" live as the organiser presses Start Now and Complete', async () => {
    const { page: admin, context: adminContext } = organiser();
    // The demo event ends and the next one is scheduled for tomorrow: the hunt is yet to start.
    const listed = (await (await adminContext.request.get(`${server().url}/api/admin/events`)).json()) as { id: number; name: string; status: string }[];
    const demo = listed.find((event) => event.status === 'active');
    if (!demo) throw new Error('the demo event should be active');
    await post(adminContext.request, `/api/admin/events/${demo.id}/complete`);
    const start = new Date(Date.now() + 24 * HOUR_MS).toISOString();
    const end = new Date(Date.now() + 72 * HOUR_MS).toISOString();
    expect((await post(adminContext.request, '/api/admin/events', { name: NEXT_EVENT, startDate: start, endDate: end, prizeTiers: [] })).status).toBe('scheduled');

    const { page: student, context } = await sessionOn(browser, server, 'student');
    await devSignIn(student, uniqueUser('Sam', 'Student'), '/dashboard');

    // Before: the dashboard and the scanner say when, and the scanner starts no camera.
    const banner = await seen(student.getByTestId('hunt-banner'));
    expect(await banner.getAttribute('data-phase')).toBe('before');
    expect(await banner.innerText()).toMatch(/The hunt starts tomorrow at \d/);
    await shoot(student, 'dashboard-before', () => seen(student.getByTestId('hunt-banner')));
    expect(await seriousViolations(student)).toEqual([]);
    await student.goto('/scanner');
    const closed = await seen(student.getByTestId('scanner-closed'));
    expect(await closed.innerText()).toMatch(/The hunt starts tomorrow at \d/);
    expect(await student.locator('video').count()).toBe(0);
    expect(await student.getByRole('button', { name: 'Enter Code Manually' }).count()).toBe(0);
    await shoot(student, 'scanner-before', () => seen(student.getByTestId('scanner-closed')));
    expect(await seriousViolations(student)).toEqual([]);
    // A printed code opened with the phone's camera app: no scan is sent, no 'Scan Failed'.
    const scans: string[] = [];
    student.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/scan') scans.push(request.method());
    });
    await student.goto('/scan/INN001');
    await seen(student.getByTestId('scanner-closed'));
    await student.waitForTimeout(500);
    expect(scans).toEqual([]);
    expect(await student.getByText('Scan Failed').count()).toBe(0);
    await student.getByTestId('scanner-closed').getByRole('link', { name: 'Back to Dashboard' }).click();
    await student.waitForURL((url) => url.pathname === '/dashboard');
    await student.goto('/leaderboard');
    await seen(student.getByTestId('hunt-banner').filter({ hasText: 'The hunt starts' }));
    // The demo event's board is final (nobody finished it), not 'not published'.
    await seen(student.getByTestId('final-results'));
    await seen(student.getByText('No Finishers'));
    expect(await student.getByText('Results Not Published Yet').count()).toBe(0);
    await shoot(student, 'leaderboard-before', () => seen(student.getByTestId('hunt-banner')));
    expect(await seriousViolations(student)).toEqual([]);

    // A scanner and a leaderboard stay open in other tabs while the dashboard waits.
    const scanner = await context.newPage();
    await scanner.goto('/scanner');
    await seen(scanner.getByTestId('scanner-closed'));
    const board = await context.newPage();
    await board.goto('/leaderboard');
    await seen(board.getByTestId('hunt-banner'));
    await student.goto('/dashboard');
    await seen(student.getByTestId('hunt-banner'));
    for (const page of [student, scanner, board]) await markPage(page);

    // Start Now in the panel: every open page changes, none reloads.
    const section = await openSection(admin, 'events');
    const row = eventRow(section, NEXT_EVENT);
    await row.getByTestId('start-event').click();
    await confirmWith(admin, 'Start Now');
    await toastWith(admin, 'Event Started');
    await expect.poll(() => phase(student, 'hunt-banner')).toBe('running');
    await seen(student.getByText('The hunt is on!'));
    await seen(scanner.getByText('Point camera at QR code'));
    await seen(scanner.getByRole('button', { name: 'Enter Code Manually' }));
    await expect.poll(() => board.getByTestId('hunt-banner').count()).toBe(0);
    await expect.poll(() => board.getByTestId('final-results').count()).toBe(0);

    // While it runs: the student finds two pieces, a classmate all nine.
    await collectByApi(context.request, server().url, DEMO_CODES[0] ?? '');
    await collectByApi(context.request, server().url, DEMO_CODES[1] ?? '');
    const finisher = await sessionOn(browser, server, 'finisher');
    await devSignIn(finisher.page, uniqueUser('Fran', 'Finisher'), '/dashboard');
    for (const code of DEMO_CODES) await collectByApi(finisher.context.request, server().url, code);
    await shoot(scanner, 'scanner-running', () => seen(scanner.getByText('Point camera at QR code')));
    await seen(board.getByText('Fran Finisher'));
    await shoot(board, 'leaderboard-running', () => seen(board.getByText('Fran Finisher')));
    await student.reload();
    await seen(student.getByText('The hunt is on!'));
    await markPage(student);
    await shoot(student, 'dashboard-running', () => seen(student.getByText('The hunt is on!')));

    // Complete in the panel: over everywhere, with the student's collection and the final board.
    await row.getByTestId('complete-event').click();
    await confirmWith(admin, 'Complete');
    await toastWith(admin, 'Event Completed');
    await expect.poll(() => phase(student, 'hunt-banner')).toBe('over');
    const over = await seen(student.getByTestId('hunt-banner'));
    await seen(over.getByText('The hunt is over'));
    expect(await (await seen(student.getByTestId('hunt-final-collection'))).innerText()).toMatch(/You collected 2 of 9 pieces/);
    await seen(over.getByRole('link', { name: 'View Final Leaderboard' }));
    await seen(scanner.getByTestId('scanner-closed').getByText('The hunt is over'));
    expect(await scanner.locator('video').count()).toBe(0);
    await seen(board.getByTestId('final-results').getByText('Final results'));
    await seen(board.getByText('Fran Finisher'));
    expect(await board.getByText('Results Not Published Yet').count()).toBe(0);
    for (const page of [student, scanner, board]) expect(await stillMarked(page)).toBe(true);
    await shoot(student, 'dashboard-over', () => seen(student.getByTestId('hunt-final-collection')));
    await shoot(scanner, 'scanner-over', () => seen(scanner.getByTestId('scanner-closed')));
    await shoot(board, 'leaderboard-over', () => seen(board.getByTestId('final-results')));

    for (const page of [student, scanner, board]) expect(await seriousViolations(page)).toEqual([]);
    // And in the light theme.
    for (const [page, name] of [[student, 'dashboard'], [scanner, 'scanner'], [board, 'leaderboard']] as const) {
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload();
      await seen(page.getByText(name === 'leaderboard' ? 'Final results' : 'The hunt is over'));
      expect(await seriousViolations(page)).toEqual([]);
      await picture(page, `${name}-over-light-phone`);
    }

    // The finisher reads their final rank, points and tier.
    await finisher.page.goto('/dashboard');
    const result = await seen(finisher.page.getByTestId('hunt-result'));
    expect((await finisher.page.getByTestId('hunt-final-rank').innerText()).trim()).toBe('#1');
    expect(await result.innerText()).toMatch(/You finished #1 of 1 with \d+ points/);
    await seen(finisher.page.getByTestId('hunt-final-tier'));
    await shoot(finisher.page, 'dashboard-over-finisher', () => seen(finisher.page.getByTestId('hunt-result')));

    // The final board stays while the next event is only scheduled.
    await post(adminContext.request, '/api/admin/events', {
      name: 'Autumn Hunt', startDate: new Date(Date.now() + 96 * HOUR_MS).toISOString(), endDate: new Date(Date.now() + 120 * HOUR_MS).toISOString(), prizeTiers: [], leaderboardVisibility: 'sealed',
    });
    await board.reload();
    await seen(board.getByText('Fran Finisher'));
    expect(await board.getByText('Results Not Published Yet').count()).toBe(0);
  });
});
