import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devSignIn, screenshot, uniqueUser, type TestUser } from './support/browser';
import {
  ADMIN_SECTION_IDS,
  ADMIN_SERVER,
  openContext,
  openSection,
  ORGANISER,
  rowWith,
  toastWith,
  useOrganiser,
  type FormFactor,
} from './support/admin';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The organiser's data and event tools: the users CSV (with spreadsheet formulas made
// harmless), completing the live event, the door closed to students, and how every section
// looks on a phone and on a desktop. One organiser session for the file, tests in order.

const server = useServer('admin-data', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);

const USER_COLUMNS = ['id', 'email', 'firstName', 'lastName', 'role', 'collectionCount', 'createdAt', 'points', 'rank', 'completedAt', 'tier', 'prize', 'team', 'division'];
const DEMO_EVENT = 'Campus Hunt Live';

interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  collectionCount: number;
  createdAt: string;
  totalPoints: number;
  rank: number | null;
  completedAt: string | null;
  tier: string | null;
  prize: string | null;
  team: string | null;
  division: string | null;
}

/** Exports (docs/product.md): a cell starting with =, +, -, @, tab or CR gets a leading '. */
function neutralised(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

async function clickAndDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

describe('admin area: data and events', () => {
  it('exports the users as CSV, with a formula in a name made harmless', async () => {
    const formulaUser: TestUser = { email: `formula.${Date.now().toString(36)}@example.edu`, firstName: '=HYPERLINK("x")', lastName: '+Plus' };
    const throwaway = await sessionOn(browser, server, 'formula-user');
    await devSignIn(throwaway.page, formulaUser, '/dashboard');
    await throwaway.context.close();

    const { context, page } = organiser();
    const section = await openSection(page, 'overview');
    const download = await clickAndDownload(page, () => section.getByTestId('export-users').click());
    expect(download.suggestedFilename()).toMatch(/^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
    await toastWith(page, 'Users Exported');

    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header).toEqual(USER_COLUMNS);

    const users = (await (await context.request.get('/api/admin/users')).json()) as AdminUser[];
    expect(users.map((user) => user.email)).toEqual(expect.arrayContaining([ORGANISER.email, formulaUser.email]));
    expect(rows.map(([id, email]) => ({ id, email }))).toEqual(users.map(({ id, email }) => ({ id, email })));
    expect(rows).toEqual(
      users.map((user) =>
        [user.id, user.email, user.firstName, user.lastName, user.role, user.collectionCount, user.createdAt, user.totalPoints, user.rank, user.completedAt, user.tier, user.prize, user.team, user.division].map(neutralised),
      ),
    );
    const row = rows.find(([, email]) => email === formulaUser.email);
    expect(row?.[2]).toBe(`'=HYPERLINK("x")`);
    expect(row?.[3]).toBe(`'+Plus`);
    // RFC 4180: the cell with double quotes is quoted, its quotes doubled.
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    await seen(section.getByTestId('export-users').getByText(`Export Users (${users.length})`));
    // The Total Users card counts participants, and says how many organisers the export adds.
    const organisers = users.filter((user) => user.role === 'admin').length;
    const participants = users.length - organisers;
    await seen(section.getByTestId('stat-total-users').getByText(String(participants), { exact: true }));
    await seen(section.getByTestId('stat-total-users').getByText(`Participants (${organisers} organiser${organisers === 1 ? '' : 's'} not counted)`));
    await seen(section.getByText('The users file holds every account, organisers included.', { exact: false }));
  });

  it('completes the active demo event', async () => {
    const { page } = organiser();
    const section = await openSection(page, 'events');
    // The first column is 'Name/description'.
    expect((await section.getByTestId('events-table').getByRole('columnheader').allTextContents()).map((text) => text.trim())).toEqual([
      'Name/description',
      'Status',
      'Dates',
      'Prize Tiers',
      'Actions',
    ]);
    const row = rowWith(section, 'event-row', DEMO_EVENT);
    const status = row.getByTestId('event-status');
    expect((await status.innerText()).trim()).toBe('active');

    await row.getByTestId('complete-event').click();
    const confirm = await seen(page.getByTestId('confirm-dialog'));
    await seen(confirm.getByText('Complete this event?'));
    await confirm.getByRole('button', { name: 'Complete', exact: true }).click();

    await toastWith(page, 'Event Completed');
    await expect.poll(async () => (await status.innerText()).trim()).toBe('completed');
    await expect.poll(() => row.getByTestId('complete-event').count()).toBe(0);
    await expect.poll(() => page.getByTestId('confirm-dialog').count()).toBe(0);
  });

  it('keeps a student out of the admin area', async () => {
    const { context, page } = await sessionOn(browser, server, 'student');
    await devSignIn(page, uniqueUser('Nora', 'Nosy'), '/admin');
    await seen(page.getByText('Access Denied: You do not have administrator permissions to access this panel.', { exact: true }));
    expect(await page.getByTestId('admin-nav-overview').count()).toBe(0);
    expect((await context.request.get('/api/admin/users')).status()).toBe(403);
    await screenshot(page, 'admin-access-denied-phone');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 10_000 });
  });

  it('shows every section and the two builders on a phone and on a desktop', async () => {
    const phone = await openContext(browser(), server().url, 'phone');
    try {
      await devSignIn(phone.page, ORGANISER, '/admin');
      const sessions: [FormFactor, Page][] = [
        ['phone', phone.page],
        ['desktop', organiser().page],
      ];
      for (const [form, page] of sessions) {
        for (const id of ADMIN_SECTION_IDS) {
          await openSection(page, id);
          await screenshot(page, `admin-${id}-${form}`);
        }

        const questionnaires = await openSection(page, 'questionnaires');
        await questionnaires.getByTestId('create-questionnaire').click();
        const builder = await seen(page.getByTestId('questionnaire-dialog'));
        await seen(builder.getByTestId('question-editor'));
        await screenshot(page, `admin-questionnaire-dialog-${form}`);
        await builder.getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect.poll(() => page.getByTestId('questionnaire-dialog').count()).toBe(0);

        const events = await openSection(page, 'events');
        await events.getByTestId('create-event').click();
        const eventDialog = await seen(page.getByTestId('event-dialog'));
        // A new event starts with the four default prize tiers.
        await expect.poll(() => eventDialog.getByTestId('prize-tier').count()).toBe(4);
        await screenshot(page, `admin-event-dialog-${form}`);
        await eventDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect.poll(() => page.getByTestId('event-dialog').count()).toBe(0);
      }
    } finally {
      await phone.context.close();
    }
  });
});
