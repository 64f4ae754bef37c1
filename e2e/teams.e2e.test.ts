import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '../core/admin';
import type { AdminDivisionDto, AdminTeamDto } from '../core/teams';
import { seriousViolations } from './support/axe';
import { ADMIN_SERVER, useOrganiser, zbarDecode } from './support/admin';
import { devSignIn, fillDevSignIn, screenshot, uniqueUser } from './support/browser';
import { collectByApi, PIECE_COUNT, progressCount, submitManualCode } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// Teams and divisions on phones: one student makes a team, a second joins by its link, a third
// by the QR code on the first one's screen; a find of one shows on the others' team pages as it
// happens, and the team board ranks the team. A refused join says why; a division is chosen
// once and has its own board. The tests run in order on one server.

const server = useServer('teams', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);

const DEMO_EVENT = 'Campus Hunt Live';
const TEAM = 'Night Owls';

declare global {
  interface Window {
    loadedOnce?: boolean;
  }
}

/** The running demo event's id. */
async function demoEventId(): Promise<number> {
  const events = await organise<EventDto[]>('get', '/api/admin/events');
  const demo = events.find((event) => event.name === DEMO_EVENT);
  expect(demo).toBeDefined();
  return demo?.id ?? 0;
}

/** An organiser's call that must succeed; its answer. */
async function organise<T>(method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> {
  const response = await organiser().page.context().request[method](`${server().url}${path}`, data === undefined ? undefined : { data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The running demo event, played in teams of three that students form, joined until their first find. */
async function playDemoInTeams(): Promise<void> {
  await organise('patch', `/api/admin/events/${await demoEventId()}`, { mode: 'teams', teamSize: 3, teamFormation: 'students', lateJoining: true });
}

/** What the team page's QR code says, read by zbar from a screenshot of it. */
async function teamQrLink(page: Page): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'campus-hunt-team-qr-'));
  try {
    const file = join(dir, 'team-qr.png');
    await (await seen(page.getByTestId('team-qr'))).screenshot({ path: file });
    const [decoded = ''] = await zbarDecode(file);
    return decoded;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** On an open join link: joins, and lands on the team page. */
async function joinTeam(page: Page): Promise<void> {
  await (await seen(page.getByRole('button', { name: 'Join team' }))).click();
  await page.waitForURL((url) => url.pathname === '/team');
  await seen(page.getByTestId('team-name').getByText(TEAM));
}

describe('teams', () => {
  it('forms a team by its link and its QR code, and shows a find to every member without a reload', async () => {
    await playDemoInTeams();
    const ada = await sessionOn(browser, server, 'ada');
    const bea = await sessionOn(browser, server, 'bea');
    const cal = await sessionOn(browser, server, 'cal');
    await devSignIn(ada.page, uniqueUser('Ada', 'Founder'), '/team');
    await devSignIn(bea.page, uniqueUser('Bea', 'Linked'), '/dashboard');
    await devSignIn(cal.page, uniqueUser('Cal', 'Scanned'), '/dashboard');

    // Ada makes the team and is shown how to invite the others.
    await ada.page.getByLabel('Team name').fill(TEAM);
    await ada.page.getByRole('button', { name: 'Create team' }).click();
    await seen(ada.page.getByTestId('team-name').getByText(TEAM));
    const code = (await (await seen(ada.page.getByTestId('team-join-code'))).innerText()).trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const link = (await ada.page.getByTestId('team-join-link').innerText()).trim();
    expect(link).toBe(`${server().url}/join/${code}`);
    expect(await seriousViolations(ada.page)).toEqual([]);
    await screenshot(ada.page, 'team-invite');

    // Bea, who found the team page from her dashboard, follows the link Ada sent her.
    await bea.page.getByTestId('team-link').click();
    await seen(bea.page.getByRole('heading', { name: 'Join a team' }));
    await bea.page.goto(link);
    await joinTeam(bea.page);
    // Cal scans the QR code on Ada's screen: the same link.
    const scanned = await teamQrLink(ada.page);
    expect(scanned).toBe(link);
    await cal.page.goto(scanned);
    await seen(cal.page.getByTestId('join-page-code').getByText(code));
    expect(await seriousViolations(cal.page)).toEqual([]);
    await joinTeam(cal.page);
    await expect.poll(() => cal.page.getByTestId('team-member').count()).toBe(3);
    await seen(cal.page.getByTestId('team-member').filter({ hasText: 'Cal Scanned' }).getByText('(you)'));
    // A full team offers no invitation any more.
    await seen(ada.page.getByText('Your team is full.'), 10_000);

    // Cal has looked at his dashboard (nothing collected) before coming back to the team page.
    await cal.page.getByTestId('back-link').click();
    expect(await progressCount(cal.page)).toBe(`0 / ${PIECE_COUNT}`);
    await cal.page.getByTestId('team-link').click();
    // Bea and Cal watch their team pages while Ada types a code on the scanner.
    for (const { page } of [bea, cal]) {
      await seen(page.getByText('Nothing found yet', { exact: false }));
      await page.evaluate(() => {
        window.loadedOnce = true;
      });
    }
    await ada.page.goto('/scanner');
    await submitManualCode(ada.page, 'INN001');
    await seen(ada.page.getByText('Puzzle Unlocked!'));
    for (const { page } of [bea, cal]) {
      const find = await seen(page.getByTestId('team-find').filter({ hasText: 'Innovation Piece' }), 15_000);
      await seen(find.getByText('Found by Ada Founder', { exact: false }));
      expect(await page.getByTestId('team-progress').innerText()).toMatch(/^1 \/ \d+$/);
      expect(await page.evaluate(() => window.loadedOnce)).toBe(true);
    }
    expect(await seriousViolations(bea.page)).toEqual([]);
    await screenshot(bea.page, 'team-collection');
    // A team holds its finds together: back on his dashboard, Cal holds Ada's piece too.
    await cal.page.getByTestId('back-link').click();
    await expect.poll(() => progressCount(cal.page)).toBe(`1 / ${PIECE_COUNT}`);
    expect(await cal.page.evaluate(() => window.loadedOnce)).toBe(true);
    // The team collects a piece once: Bea typing the same code is told a teammate has it.
    await bea.page.goto('/scanner');
    await submitManualCode(bea.page, 'INN001');
    await seen(bea.page.getByTestId('manual-notice').getByText('Already collected by your team (INN001)', { exact: false }));

    // The team board ranks the team, marked as the reader's.
    await bea.page.goto('/leaderboard');
    await bea.page.getByRole('navigation', { name: 'Leaderboard views' }).getByRole('link', { name: 'Teams' }).click();
    const row = await seen(bea.page.getByTestId('team-board-row').filter({ hasText: TEAM }), 15_000);
    await seen(row.getByText('(Your team)'));
    await seen(row.getByText('3 members'));
    await seen(row.getByText('1 piece', { exact: true }));
    expect(await seriousViolations(bea.page)).toEqual([]);
    await screenshot(bea.page, 'team-board');
    // The team board moves live: Cal's find shows on Bea's open board without a reload.
    await bea.page.evaluate(() => {
      window.loadedOnce = true;
    });
    await collectByApi(cal.context.request, server().url, 'CREAT3');
    await seen(row.getByText('2 pieces', { exact: true }), 15_000);
    expect(await bea.page.evaluate(() => window.loadedOnce)).toBe(true);
  });

  it("signs a visitor in from a join link and back to it, then says why the join is refused, in the server's words", async () => {
    const teams = await organise<AdminTeamDto[]>('get', `/api/admin/teams?eventId=${await demoEventId()}`);
    const full = teams.find((team) => team.name === TEAM);
    const dan = await sessionOn(browser, server, 'dan');
    // Signed out, the link shows the landing, whose sign-in comes back to it.
    await dan.page.goto(`/join/${full?.joinCode}`);
    // all() does not wait: the landing's declarations must be there before they are ticked.
    await seen(dan.page.getByRole('checkbox').first());
    for (const box of await dan.page.getByRole('checkbox').all()) await box.click();
    await (await seen(dan.page.getByRole('button', { name: 'Launch Mission with Google' }))).click();
    await dan.page.waitForURL((url) => url.pathname === '/api/login');
    await fillDevSignIn(dan.page, uniqueUser('Dan', 'Late'));
    await dan.page.waitForURL((url) => url.pathname === `/join/${full?.joinCode}`, { timeout: 15_000 });
    // The team of the first test is full.
    await (await seen(dan.page.getByRole('button', { name: 'Join team' }))).click();
    await seen(dan.page.getByRole('alert').getByText('This team is full: at most 3 members'));
    expect(new URL(dan.page.url()).pathname).toBe(`/join/${full?.joinCode}`);

    await dan.page.goto('/team');
    // A code nobody holds.
    await dan.page.getByLabel('Join code').fill('ZZZZ22');
    await dan.page.getByRole('button', { name: 'Join team' }).click();
    await seen(dan.page.getByRole('alert').getByText('No team has this code in this event'));
  });

  it('has a student choose a division once, then ranks them within it', async () => {
    await playDemoInTeams();
    const eventId = await demoEventId();
    const [firstYears] = await Promise.all(['First years', 'Postgraduates'].map((name) => organise<AdminDivisionDto>('post', '/api/admin/divisions', { eventId, name })));
    const eve = await sessionOn(browser, server, 'eve');
    await eve.page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await devSignIn(eve.page, uniqueUser('Eve', 'Chooser'), '/dashboard');

    const card = await seen(eve.page.getByRole('region', { name: 'Choose your division' }));
    await seen(card.getByText('You choose once', { exact: false }));
    await card.getByRole('radio', { name: 'Postgraduates' }).check();
    await card.getByRole('button', { name: 'Choose' }).click();
    await seen(card.getByText('This cannot be changed later', { exact: false }));
    expect(await seriousViolations(eve.page)).toEqual([]);
    await card.getByRole('button', { name: 'Join Postgraduates' }).click();
    await seen(eve.page.getByTestId('user-division').getByText('Postgraduates'));
    await expect.poll(() => eve.page.getByRole('region', { name: 'Choose your division' }).count()).toBe(0);
    await screenshot(eve.page, 'team-dashboard-division-light');
    // Chosen once: the server keeps the first choice.
    const again = await eve.context.request.post(`${server().url}/api/division`, { data: { divisionId: firstYears?.id } });
    expect(again.status()).toBe(409);

    await collectByApi(eve.context.request, server().url, 'LEAD02');
    await eve.page.goto('/leaderboard');
    const views = eve.page.getByRole('navigation', { name: 'Leaderboard views' });
    await expect.poll(() => views.getByRole('link').allInnerTexts()).toEqual(['Everyone', 'First years', 'Postgraduates', 'Teams']);
    await seen(eve.page.getByTestId('leaderboard-row').filter({ hasText: 'Eve Chooser' }).getByTestId('leaderboard-affiliation').getByText('Postgraduates'));
    await views.getByRole('link', { name: 'Postgraduates' }).click();
    const board = await seen(eve.page.getByTestId('division-board'));
    await seen(board.getByTestId('leaderboard-row').filter({ hasText: 'Eve Chooser' }));
    expect(await board.getByTestId('leaderboard-row').filter({ hasText: 'Ada Founder' }).count()).toBe(0);
    const standings = await seen(eve.page.getByRole('region', { name: 'Divisions' }));
    await seen(standings.getByRole('row').filter({ hasText: 'Postgraduates' }));
    expect(await seriousViolations(eve.page)).toEqual([]);
    await screenshot(eve.page, 'team-division-board-light');

    // The division board moves live: another postgraduate's first find shows on Eve's open board.
    await eve.page.evaluate(() => {
      window.loadedOnce = true;
    });
    const fay = await sessionOn(browser, server, 'fay');
    await devSignIn(fay.page, uniqueUser('Fay', 'Later'), '/dashboard');
    const postgraduates = (await organise<AdminDivisionDto[]>('get', `/api/admin/divisions?eventId=${eventId}`)).find((division) => division.name === 'Postgraduates');
    const picked = await fay.context.request.post(`${server().url}/api/division`, { data: { divisionId: postgraduates?.id } });
    expect(picked.status()).toBe(200);
    await collectByApi(fay.context.request, server().url, 'TEAM04');
    await seen(board.getByTestId('leaderboard-row').filter({ hasText: 'Fay Later' }), 15_000);
    expect(await eve.page.evaluate(() => window.loadedOnce)).toBe(true);
  });
});
