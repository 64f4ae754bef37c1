import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { PersonalDataDto } from '../core/personalData';
import { PRIVACY_FACTS } from '../core/privacyFacts';
import { ADMIN_SERVER, openSection, ORGANISER, rowWith, toastWith, useOrganiser } from './support/admin';
import { seriousViolations } from './support/axe';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { collectByApi, DEMO_CODES } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// A student's data from the dashboard: the public privacy page, downloading everything kept,
// deleting the account (a watcher's open leaderboard loses them without a reload), and the
// organiser's erase and purge. Tests in order: the last one completes the demo event.

const server = useServer('your-data', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);

declare global {
  interface Window {
    loadedOnce?: boolean;
  }
}

describe('your data', () => {
  it('links the landing to a privacy page that lists what is kept, why and for how long', async () => {
    const { page } = await sessionOn(browser, server);
    await page.goto('/');
    await (await seen(page.getByRole('link', { name: 'What is kept and why' }))).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await seen(page.getByRole('heading', { name: 'What the hunt keeps about you' }));
    for (const fact of PRIVACY_FACTS) await seen(page.getByText(fact.item.message, { exact: true }));
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    await screenshot(page, 'privacy');
  });

  it('downloads everything kept about the student from the dashboard', async () => {
    const { page, context } = await sessionOn(browser, server);
    const student = uniqueUser('Dora', 'Download');
    await devSignIn(page, student, '/dashboard');
    for (const code of DEMO_CODES.slice(0, 2)) await collectByApi(context.request, server().url, code);
    await page.reload();
    const card = await seen(page.getByTestId('your-data'));
    await card.getByText('What we keep, why, and for how long').click();
    await seen(card.getByText(PRIVACY_FACTS[0]?.item.message ?? '', { exact: true }));
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe('campus-hunt-data.json');
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as PersonalDataDto;
    expect(data.profile).toMatchObject({ email: student.email, firstName: 'Dora', lastName: 'Download', role: 'user' });
    expect(data.collection.map((entry) => entry.code)).toEqual(DEMO_CODES.slice(0, 2));
    expect(data.sessions.length).toBeGreaterThan(0);
  });

  it("deletes the account from the dashboard; a watcher's open leaderboard loses them without a reload", async () => {
    const watcher = await sessionOn(browser, server, 'watcher');
    const leaver = await sessionOn(browser, server, 'leaver');
    const student = uniqueUser('Lena', 'Leaving');
    await devSignIn(watcher.page, uniqueUser('Walt', 'Watcher'), '/leaderboard');
    await devSignIn(leaver.page, student, '/dashboard');
    for (const code of DEMO_CODES) await collectByApi(leaver.context.request, server().url, code);
    const topPerformers = watcher.page.getByRole('region', { name: 'Top Performers' });
    await seen(topPerformers.getByText('Lena Leaving'), 10_000);
    await watcher.page.evaluate(() => {
      window.loadedOnce = true;
    });

    await leaver.page.reload();
    // A scan still kept on the phone (its code, time and position) must not outlive the account;
    // the server stays out of its reach, so only the erasure can take it off the phone.
    await leaver.context.route('**/api/scan', (route) => route.abort('connectionrefused'));
    const { id: leaverId } = (await (await leaver.context.request.get(`${server().url}/api/auth/user`)).json()) as { id: string };
    const keptOnPhone = (userId?: string) =>
      leaver.page.evaluate(
        (add) =>
          new Promise<number>((resolve, reject) => {
            const opened = indexedDB.open('campus-hunt', 1);
            opened.onupgradeneeded = () => opened.result.createObjectStore('scans', { keyPath: 'id', autoIncrement: true });
            opened.onerror = () => reject(opened.error);
            opened.onsuccess = () => {
              const store = opened.result.transaction('scans', 'readwrite').objectStore('scans');
              if (add) store.add({ code: 'SHARED9', userId: add, claimedAt: new Date().toISOString(), position: { latitude: 51.7, longitude: -1.2, accuracy: 9 } });
              const counted = store.count();
              counted.onsuccess = () => resolve(counted.result);
            };
          }),
        userId,
      );
    expect(await keptOnPhone(leaverId)).toBe(1);
    await (await seen(leaver.page.getByRole('button', { name: 'Delete my account' }))).click();
    const dialog = await seen(leaver.page.getByTestId('delete-account-dialog'));
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type your e-mail address/).fill('someone.else@example.edu');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type your e-mail address/).fill(student.email.toUpperCase());
    expect(await confirm.isEnabled()).toBe(true);
    await screenshot(leaver.page, 'delete-account');
    await confirm.click();

    await leaver.page.waitForURL((url) => url.pathname === '/');
    await seen(leaver.page.getByTestId('toast').filter({ hasText: 'Account deleted' }));
    await seen(leaver.page.getByRole('heading', { name: 'The Campus Treasure Hunt' }));
    expect((await leaver.context.request.get(`${server().url}/api/auth/user`)).status()).toBe(401);
    expect(await keptOnPhone()).toBe(0);

    await expect.poll(() => topPerformers.getByText('Lena Leaving').count(), { timeout: 10_000 }).toBe(0);
    expect(await watcher.page.evaluate(() => window.loadedOnce)).toBe(true);
  });

  it("lets the organiser erase a student, and a completed event's participants", async () => {
    const { page: studentPage } = await sessionOn(browser, server, 'erased-by-organiser');
    const student = uniqueUser('Otto', 'Organised');
    await devSignIn(studentPage, student, '/dashboard');

    const { page } = organiser();
    const users = await openSection(page, 'users');
    await rowWith(users, 'user-row', student.email).getByRole('button', { name: 'Erase' }).click();
    await (await seen(page.getByTestId('confirm-dialog'))).getByRole('button', { name: 'Erase' }).click();
    await toastWith(page, 'Account Erased');
    await expect.poll(() => rowWith(users, 'user-row', student.email).count()).toBe(0);
    expect(await rowWith(users, 'user-row', ORGANISER.email).getByRole('button', { name: 'Erase' }).isDisabled()).toBe(true);

    const events = await openSection(page, 'events');
    const demo = events.getByTestId('event-row').first();
    await demo.getByRole('button', { name: 'Complete' }).click();
    await (await seen(page.getByTestId('confirm-dialog'))).getByRole('button', { name: 'Complete' }).click();
    await toastWith(page, 'Event Completed');
    await (await seen(demo.getByRole('button', { name: "Erase participants' data" }))).click();
    await (await seen(page.getByTestId('confirm-dialog'))).getByRole('button', { name: 'Erase' }).click();
    await toastWith(page, 'Participants Erased');
    const left = await openSection(page, 'users');
    await expect.poll(() => rowWith(left, 'user-row', 'Dora Download').count()).toBe(0);
    await seen(rowWith(left, 'user-row', ORGANISER.email));
  });
});
