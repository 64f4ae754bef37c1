import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { ADMIN_SERVER, choose, confirmWith, openSection, ORGANISER, rowWith, toastWith, useOrganiser } from './support/admin';
import { collectByApi, DEMO_CODES, PIECE_COUNT, progressCount } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The event's whole life from the panel: an event created while the
// demo event runs waits and can be edited, Start Now is held back until the demo event is completed, then starts
// it and the table shows it live; and the organiser finds the way into the panel from the
// dashboard, which a student does not see; then a piece of one event's own, and that event's
// clone. One organiser session, tests in order.

const server = useServer('event-life', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);

const DEMO_EVENT = 'Campus Hunt Live';
const NEW_EVENT = 'Spring Relaunch';
/** Started behind the panel's back in the third test, and running from then on. */
const POP_UP = 'Pop-up Hunt';
const HOUR_MS = 60 * 60 * 1000;

/** A datetime-local value ('YYYY-MM-DDTHH:mm', local time, as the browser shares our time zone) `offsetMs` from now. */
function localInput(offsetMs: number): string {
  const date = new Date(Date.now() + offsetMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The row of the event named `name` (its name exactly: another row's note may mention it). */
function eventRow(section: Locator, name: string): Locator {
  return section.getByTestId('event-row').filter({ has: section.page().getByText(name, { exact: true }) });
}

describe('the event life from the admin panel', () => {
  it("shows an admin the 'Admin' link in the dashboard header, and a student none", async () => {
    const { page } = organiser();
    await page.goto('/dashboard');
    const adminLink = await seen(page.getByRole('link', { name: 'Admin', exact: true }));
    expect(await adminLink.getAttribute('href')).toBe('/admin');
    await adminLink.click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 10_000 });
    await seen(page.getByTestId('admin-section-overview'));

    // On a phone it is an icon button like its neighbours, still named 'Admin', and the logo keeps one line.
    const phone = await sessionOn(browser, server, 'organiser-phone');
    await devSignIn(phone.page, ORGANISER, '/dashboard');
    const phoneLink = await seen(phone.page.getByRole('link', { name: 'Admin', exact: true }));
    const box = await phoneLink.boundingBox();
    expect(box && box.x + box.width <= 390 && box.height <= 48).toBe(true);
    const logo = await phone.page.getByRole('link', { name: 'Campus Hunt home' }).boundingBox();
    expect(logo?.height).toBeLessThanOrEqual(44);
    await screenshot(phone.page, 'dashboard-admin-link-phone');

    const student = await sessionOn(browser, server, 'student');
    await devSignIn(student.page, uniqueUser('Stella', 'Student'), '/dashboard');
    // The header knows who is signed in (and their role) once the logout link shows.
    await seen(student.page.getByTestId('logout-link'));
    expect(await student.page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await student.page.getByTestId('admin-link').count()).toBe(0);
  });

  it('holds Start Now back while the demo event runs, then starts the new event after Complete, and shows it live', async () => {
    const { page } = organiser();
    const section = await openSection(page, 'events');
    const demoRow = eventRow(section, DEMO_EVENT);
    expect((await demoRow.getByTestId('event-status').innerText()).trim()).toBe('active');
    await seen(demoRow.getByTestId('event-live').getByText('Live'));

    // Created while the demo event is active, for tomorrow: it waits, scheduled.
    await section.getByTestId('create-event').click();
    const dialog = await seen(page.getByTestId('event-dialog'));
    await dialog.getByTestId('event-name-input').fill(NEW_EVENT);
    await dialog.getByTestId('event-start-input').fill(localInput(24 * HOUR_MS));
    await dialog.getByTestId('event-end-input').fill(localInput(72 * HOUR_MS));
    await dialog.getByTestId('event-submit').click();
    await toastWith(page, 'Event Created');
    await expect.poll(() => page.getByTestId('event-dialog').count()).toBe(0);

    const newRow = await seen(eventRow(section, NEW_EVENT));
    const newStatus = newRow.getByTestId('event-status');
    expect((await newStatus.innerText()).trim()).toBe('scheduled');
    expect(await newRow.getByTestId('event-live').count()).toBe(0);
    const startButton = newRow.getByTestId('start-event');
    expect(await startButton.isDisabled()).toBe(true);
    await seen(newRow.getByText(`Another event is active: complete ${DEMO_EVENT} first`));
    // The demo event is no scheduled event: no Start Now there; the new one has no Complete.
    expect(await demoRow.getByTestId('start-event').count()).toBe(0);
    expect(await newRow.getByTestId('complete-event').count()).toBe(0);
    await screenshot(page, 'admin-events-start-held-desktop');

    // Edited while it waits: only what changed is saved, and the row shows it.
    await newRow.getByTestId('edit-event').click();
    const editing = await seen(page.getByTestId('event-dialog').filter({ hasText: 'Edit Event' }));
    expect(await editing.getByTestId('event-name-input').inputValue()).toBe(NEW_EVENT);
    await editing.locator('#event-description').fill('Now with a finale');
    await editing.getByTestId('event-end-input').fill(localInput(96 * HOUR_MS));
    await editing.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Event Updated');
    await expect.poll(() => page.getByTestId('event-dialog').count()).toBe(0);
    await seen(newRow.getByText('Now with a finale'));

    // A student finds every piece of the demo event before it ends.
    const finisher = await sessionOn(browser, server, 'finisher');
    await devSignIn(finisher.page, uniqueUser('Fin', 'Isher'), '/dashboard');
    for (const code of DEMO_CODES) await collectByApi(finisher.context.request, server().url, code);
    await finisher.page.reload();
    await expect.poll(() => progressCount(finisher.page)).toBe(`${PIECE_COUNT} / ${PIECE_COUNT}`);

    // Complete, as it always was.
    await demoRow.getByTestId('complete-event').click();
    await confirmWith(page, 'Complete', 'Complete this event?');
    await toastWith(page, 'Event Completed');
    await expect.poll(async () => (await demoRow.getByTestId('event-status').innerText()).trim()).toBe('completed');
    await expect.poll(() => demoRow.getByTestId('event-live').count()).toBe(0);

    // Nothing is active now: Start Now is offered, asks first, and starts the event.
    await expect.poll(() => startButton.isEnabled()).toBe(true);
    expect(await newRow.getByTestId('start-event-note').count()).toBe(0);
    await startButton.click();
    await confirmWith(page, 'Start Now', 'Start this event now?');
    await toastWith(page, 'Event Started');
    await expect.poll(async () => (await newStatus.innerText()).trim()).toBe('active');
    await seen(newRow.getByTestId('event-live').getByText('Live'));
    await seen(newRow.getByTestId('complete-event'));
    expect(await newRow.getByTestId('start-event').count()).toBe(0);
    await screenshot(page, 'admin-events-live-desktop');

    // The new event starts everyone at zero, on an open dashboard without a reload; the demo
    // event keeps its board, in its row.
    await expect.poll(() => progressCount(finisher.page), { timeout: 15_000 }).toBe(`0 / ${PIECE_COUNT}`);
    await seen(finisher.page.getByText('Score Locked'));
    await screenshot(finisher.page, 'dashboard-second-event-phone');
    await demoRow.getByTestId('event-board').click();
    const board = await seen(page.getByTestId('leaderboard-dialog').filter({ hasText: `Leaderboard: ${DEMO_EVENT}` }));
    await seen(board.getByTestId('admin-leaderboard-row').filter({ hasText: 'Fin Isher' }));
    await screenshot(page, 'admin-event-board-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('leaderboard-dialog').count()).toBe(0);
    const exportHref = await demoRow.getByTestId('event-export').getAttribute('href');
    expect(exportHref).toMatch(/^\/api\/admin\/export-data\?event=\d+$/);
    // A running event keeps its start; a completed one is no longer edited.
    await newRow.getByTestId('edit-event').click();
    const running = await seen(page.getByTestId('event-dialog').filter({ hasText: 'Edit Event' }));
    expect(await running.getByTestId('event-start-input').isDisabled()).toBe(true);
    await seen(running.getByText('A running event keeps its start.'));
    await running.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('event-dialog').count()).toBe(0);
    expect(await demoRow.getByTestId('edit-event').count()).toBe(0);

    // Live indeed: a student's scan is taken now (with only completed events it would be refused).
    const student = await sessionOn(browser, server, 'scanner');
    await devSignIn(student.page, uniqueUser('Sid', 'Scanner'), '/dashboard');
    const scan = await student.context.request.post(`${server().url}/api/scan`, { data: { code: 'INN001' }, headers: { 'Content-Type': 'application/json' } });
    expect(scan.status(), await scan.text()).toBe(200);
  });

  it("shows the server's refusal in a 'Start Failed' toast when the table was out of date", async () => {
    const { page, context } = organiser();
    const section = await openSection(page, 'events');
    // A second scheduled event, created behind the panel's back while the new event runs.
    const created = await context.request.post(`${server().url}/api/admin/events`, {
      data: { name: 'Autumn Hunt', startDate: new Date(Date.now() + 96 * HOUR_MS).toISOString(), endDate: new Date(Date.now() + 120 * HOUR_MS).toISOString(), prizeTiers: [] },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(created.status(), await created.text()).toBe(201);
    // Complete the running event, show the table (Start Now offered), then start it again behind its back.
    const running = eventRow(section, NEW_EVENT);
    await running.getByTestId('complete-event').click();
    await confirmWith(page, 'Complete', 'Complete this event?');
    await toastWith(page, 'Event Completed');
    const autumn = await seen(eventRow(section, 'Autumn Hunt'));
    await expect.poll(() => autumn.getByTestId('start-event').isEnabled()).toBe(true);
    const other = await context.request.post(`${server().url}/api/admin/events`, {
      data: { name: POP_UP, startDate: new Date(Date.now() - HOUR_MS).toISOString(), endDate: new Date(Date.now() + HOUR_MS).toISOString(), prizeTiers: [] },
      headers: { 'Content-Type': 'application/json' },
    });
    // Its window has begun and none is active: it starts at once.
    expect(((await other.json()) as { status: string }).status).toBe('active');

    await autumn.getByTestId('start-event').click();
    await confirmWith(page, 'Start Now', 'Start this event now?');
    const failed = await toastWith(page, 'Start Failed');
    await seen(failed.getByText('Another event is active: complete it first'));
    // The failure refreshed the table: the pop-up event shows live, Start Now is held back again.
    await seen(eventRow(section, POP_UP).getByTestId('event-live'));
    await expect.poll(() => autumn.getByTestId('start-event').isDisabled()).toBe(true);
    expect((await autumn.getByTestId('event-status').innerText()).trim()).toBe('scheduled');
  });

  it("gives a piece to the running event only, and clones that event with a copy of it", async () => {
    const { page } = organiser();
    const pieces = await openSection(page, 'puzzles');
    await pieces.getByTestId('create-piece').click();
    const dialog = await seen(page.getByTestId('piece-dialog'));
    await dialog.getByTestId('piece-name-input').fill('Relaunch Lantern');
    const offered = await choose(page, dialog.locator('#piece-event'), `${POP_UP} only`);
    // A completed event takes no new content.
    expect(offered).toEqual(['Every event', 'Autumn Hunt only', `${POP_UP} only`]);
    await dialog.getByTestId('piece-submit').click();
    await toastWith(page, 'Puzzle Piece Created');
    const row = await seen(rowWith(pieces, 'piece-row', 'Relaunch Lantern'));
    await seen(row.getByTestId('content-event').getByText(`${POP_UP} only`));

    const section = await openSection(page, 'events');
    await eventRow(section, POP_UP).getByTestId('clone-event').click();
    const cloning = await seen(page.getByTestId('event-dialog').filter({ hasText: `Clone ${POP_UP}` }));
    expect(await cloning.getByTestId('event-name-input').inputValue()).toBe(`${POP_UP} (copy)`);
    await cloning.getByTestId('event-start-input').fill(localInput(200 * HOUR_MS));
    await cloning.getByTestId('event-end-input').fill(localInput(220 * HOUR_MS));
    await screenshot(page, 'admin-event-clone-desktop');
    await cloning.getByTestId('event-submit').click();
    await toastWith(page, 'Event Cloned');
    const copyRow = await seen(eventRow(section, `${POP_UP} (copy)`));
    expect((await copyRow.getByTestId('event-status').innerText()).trim()).toBe('scheduled');

    const again = await openSection(page, 'puzzles');
    await expect.poll(() => rowWith(again, 'piece-row', 'Relaunch Lantern').count()).toBe(2);
    await seen(again.getByTestId('content-event').getByText(`${POP_UP} (copy) only`));
  });
});
