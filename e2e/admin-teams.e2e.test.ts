import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '../core/plural';
import type { AdminTeamDto } from '../core/teams';
import { seriousViolations } from './support/axe';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { ADMIN_SERVER, choose, confirmWith, openContext, openSection, ORGANISER, rowWith, sectionReady, toastWith, useOrganiser } from './support/admin';
import { collectByApi } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The organiser plays the demo event in teams: sets the mode in the event dialog, makes a team,
// moves a student into it, imports a team list with a row that cannot be applied, disqualifies
// and reinstates a team, gives a division its e-mail domain, finds the students by team and
// division under Users, watches the standings on the Overview, and sees a team's open Fair Play
// marks. The tests build on each other.

const server = useServer('admin-teams', ADMIN_SERVER);
const browser = useBrowser({}, server);
const organiser = useOrganiser(browser, server);

const EVENT = 'Campus Hunt Live';
const kim = uniqueUser('Kim', 'Keen');
const lee = uniqueUser('Lee', 'Late');

let workDir = '';
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'campus-hunt-teams-'));
  // Students are put in teams by e-mail once they have signed in.
  for (const student of [kim, lee]) {
    const { context, page } = await openContext(browser(), server().url, 'phone');
    await devSignIn(page, student, '/dashboard');
    await context.close();
  }
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('teams and divisions in the admin panel', () => {
  it('plays the event in teams of three, set in the event dialog', async () => {
    const { page } = organiser();
    const solo = await openSection(page, 'teams');
    expect(await solo.getByTestId('create-team').isDisabled()).toBe(true);
    const events = await openSection(page, 'events');
    await rowWith(events, 'event-row', EVENT).getByTestId('edit-event').click();
    const dialog = await seen(page.getByTestId('event-dialog'));
    expect(await dialog.getByTestId('event-team-size-input').count()).toBe(0);
    await choose(page, dialog.locator('#event-mode'), 'Teams: a team collects, answers and completes together');
    await dialog.getByTestId('event-team-size-input').fill('3');
    await choose(page, dialog.locator('#event-team-formation'), 'Organisers: only you make teams and put students in them');
    await screenshot(page, 'admin-event-dialog-teams');
    await dialog.getByTestId('event-submit').click();
    await toastWith(page, 'Event Updated');

    const teams = await openSection(page, 'teams');
    // Enabled now: the server takes no team into a solo event.
    expect(await teams.getByTestId('create-team').isEnabled()).toBe(true);
    expect(await teams.getByTestId('teams-note').innerText()).toBe(
      'A team collects, answers and completes together. Teams of up to 3: only you make them and put students in; teams lock when the event starts.',
    );
  });

  it('makes a team and moves a student into it by e-mail', async () => {
    const { page } = organiser();
    const teams = await openSection(page, 'teams');
    await teams.getByTestId('create-team').click();
    const create = await seen(page.getByTestId('team-dialog'));
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByTestId('team-name-input').fill('Owls');
    await create.getByTestId('team-submit').click();
    await toastWith(page, 'Team Created');
    const owls = await seen(rowWith(teams, 'team-row', 'Owls'));
    expect(await owls.innerText()).toMatch(/[A-HJ-NP-Z2-9]{6}/);

    await teams.getByTestId('move-member').click();
    const move = await seen(page.getByTestId('move-member-dialog'));
    expect(await seriousViolations(page)).toEqual([]);
    await move.getByTestId('move-email-input').fill(kim.email);
    expect(await choose(page, move.locator('#move-team'), 'Owls (0 / 3)')).toEqual(['No team', 'Owls (0 / 3)']);
    await move.getByTestId('move-submit').click();
    await toastWith(page, `${kim.email} is in Owls`);
    await expect.poll(() => owls.innerText()).toContain('1 / 3');
    expect(await owls.innerText()).toContain(kim.email);
  });

  it('imports a team list, listing the row it could not apply by its row in the file', async () => {
    const { page } = organiser();
    const teams = await openSection(page, 'teams');
    const file = join(workDir, 'teams.csv');
    await writeFile(file, `team,email\nFoxes,${lee.email}\nFoxes,nobody@example.edu\n`);
    await teams.getByTestId('import-teams').click();
    const dialog = await seen(page.getByTestId('team-import-dialog'));
    await dialog.getByTestId('team-import-file').setInputFiles(file);
    await dialog.getByTestId('team-import-submit').click();
    const report = await seen(dialog.getByTestId('import-report'));
    await expect.poll(() => report.innerText()).toContain('1 row applied, 1 not applied:');
    expect(await dialog.getByTestId('import-problems').locator('tbody tr').allInnerTexts()).toEqual([
      '3\tnobody@example.edu\tNo student has this e-mail: they must sign in once first',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-team-import-report');
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expect.poll(() => rowWith(teams, 'team-row', 'Foxes').innerText()).toContain(lee.email);
  });

  it('disqualifies a team and reinstates it, and deletes one', async () => {
    const { page } = organiser();
    const teams = await openSection(page, 'teams');
    const owls = rowWith(teams, 'team-row', 'Owls');
    await owls.getByRole('button', { name: 'Disqualify team' }).click();
    await confirmWith(page, 'Disqualify', 'Disqualify Owls?');
    await toastWith(page, 'Team Disqualified');
    await expect.poll(() => owls.innerText()).toContain('Disqualified');
    await owls.getByRole('button', { name: 'Reinstate team' }).click();
    await toastWith(page, 'Team Reinstated');
    await expect.poll(() => owls.innerText()).not.toContain('Disqualified');

    await rowWith(teams, 'team-row', 'Foxes').getByRole('button', { name: 'Delete team' }).click();
    await confirmWith(page, 'Delete', 'Delete Foxes?');
    await expect.poll(() => rowWith(teams, 'team-row', 'Foxes').count()).toBe(0);
  });

  it('gives a division its e-mail domain, and its students by it', async () => {
    const { page } = organiser();
    const divisions = await openSection(page, 'divisions');
    await divisions.getByTestId('create-division').click();
    const dialog = await seen(page.getByTestId('division-dialog'));
    await dialog.getByTestId('division-name-input').fill('Example');
    await dialog.getByTestId('division-domains-input').fill('campus');
    await dialog.getByTestId('division-submit').click();
    await seen(dialog.getByText('campus is not a domain like example.ac.uk'));
    await dialog.getByTestId('division-domains-input').fill('@Example.edu');
    // A prize of its own, for every finisher of the division.
    await dialog.getByLabel("Prize tiers of its own (else the event's, within the division)").click();
    const tier = await seen(dialog.getByTestId('prize-tier'));
    await tier.getByLabel('Percentile').fill('0');
    await tier.getByLabel('Prize name').fill('Example Mug');
    await dialog.getByTestId('division-submit').click();
    await toastWith(page, 'Division Created');
    const stored = await page.context().request.get(`${server().url}/api/admin/divisions`);
    const made = ((await stored.json()) as { name: string; prizeTiers: unknown }[]).find((division) => division.name === 'Example');
    expect(made?.prizeTiers).toEqual([{ percentile: 0, prizeName: 'Example Mug', prizeDescription: null }]);
    const row = await seen(rowWith(divisions, 'division-row', 'Example'));
    // Kim and Lee play the event (their teams gave them a row in it) and sign in at example.edu.
    expect((await row.locator('td').allInnerTexts()).slice(0, 4)).toEqual(['Example', 'example.edu', '2', '0']);
    await screenshot(page, 'admin-divisions');
  });

  it('names each student’s team and division under Users, and lists a team’s or a division’s alone', async () => {
    const { page } = organiser();
    const users = await openSection(page, 'users');
    const cells = async (email: string) => (await rowWith(users, 'user-row', email).locator('td').allInnerTexts()).slice(1, 4);
    await expect.poll(() => cells(kim.email)).toEqual([kim.email, 'Owls', 'Example']);
    // Foxes was deleted: Lee stays in the event, in no team.
    expect(await cells(lee.email)).toEqual([lee.email, '—', 'Example']);
    // On a phone each cell shows its column's name, the new ones too.
    expect(await rowWith(users, 'user-row', kim.email).locator('td').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-label')))).toEqual([
      'User', 'Email', 'Team', 'Division', 'Role', 'Progress', 'Actions',
    ]);

    expect(await choose(page, users.locator('#users-team'), 'Owls')).toEqual(['All teams', 'Owls']);
    await expect.poll(() => users.getByTestId('user-row').allInnerTexts()).toEqual([expect.stringContaining(kim.email)]);
    expect(new URL(page.url()).searchParams.get('team')).toMatch(/^\d+$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-users-by-team');

    await choose(page, users.locator('#users-team'), 'All teams');
    expect(await choose(page, users.locator('#users-division'), 'Example')).toEqual(['All divisions', 'Example']);
    await expect.poll(async () => (await users.getByTestId('user-row').allInnerTexts()).length).toBe(2);
    await users.getByTestId('user-search').fill('nobody');
    await seen(users.getByText('No users found in Example matching "nobody"'));

    // The filter is in the address: a reload lists the division's students again.
    await page.reload();
    const reloaded = await sectionReady(page, 'users');
    expect(await reloaded.locator('#users-division').innerText()).toBe('Example');
    expect(await reloaded.getByTestId('user-row').count()).toBe(2);
  });

  it('shows the team and division standings on the Overview, moved by a find without a reload', async () => {
    const { page } = organiser();
    const overview = await openSection(page, 'overview');
    const divisions = await seen(overview.getByTestId('division-standings'));
    await seen(divisions.getByRole('table', { name: 'Division standings' }));
    expect((await divisions.getByTestId('division-standing').first().locator('td').allInnerTexts()).slice(0, 2)).toEqual(['#1', 'Example']);
    // No team has found anything yet, so no team is on the board and the card is not there.
    expect(await overview.getByTestId('team-standings').count()).toBe(0);

    const student = await sessionOn(browser, server, 'kim');
    await devSignIn(student.page, kim, '/dashboard');
    await collectByApi(student.page.request, server().url, 'INN001');

    const teams = await seen(overview.getByTestId('team-standings'), 20_000);
    const owls = rowWith(teams, 'team-standing', 'Owls');
    expect((await owls.locator('td').allInnerTexts()).slice(0, 5)).toEqual(['#1', 'Owls', '1', expect.stringMatching(/^\d+$/), '1']);
    await seen(teams.getByRole('table', { name: 'Team standings' }));
    expect(await seriousViolations(page)).toEqual([]);
    await teams.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-overview-standings');
  });

  it('counts a team’s open Fair Play marks beside its name, also on a phone', async () => {
    // Two codes typed a moment apart: the second find is too fast to have been walked, and marked.
    const student = await sessionOn(browser, server, 'kim');
    await devSignIn(student.page, kim, '/dashboard');
    for (const code of ['LEAD02', 'CREAT3']) await collectByApi(student.page.request, server().url, code);
    // The first of them is marked too when it came within the minimum time of the last test's find.
    const { page } = organiser();
    const listed = (await (await page.context().request.get(`${server().url}/api/admin/teams`)).json()) as AdminTeamDto[];
    const marks = listed.find((team) => team.name === 'Owls')?.openMarks ?? 0;
    expect(marks).toBeGreaterThanOrEqual(1);

    const teams = await openSection(page, 'teams');
    const marker = await seen(rowWith(teams, 'team-row', 'Owls').getByTestId('fair-play-marker'));
    expect([await marker.innerText(), await marker.getAttribute('href')]).toEqual([countOf(marks, 'marked scan'), '/admin/fair-play']);

    // On a phone the row is a card: the marker sits beside the name, after the column's label, on screen.
    const phone = await openContext(browser(), server().url, 'phone');
    try {
      await devSignIn(phone.page, ORGANISER, '/admin');
      const owls = rowWith(await openSection(phone.page, 'teams'), 'team-row', 'Owls');
      const onPhone = await seen(owls.getByTestId('fair-play-marker'));
      expect(await onPhone.innerText()).toBe(countOf(marks, 'marked scan'));
      const cell = owls.locator('td').first();
      expect(await cell.getAttribute('data-label')).toBe('Team');
      const labelEnd = await cell.evaluate((td) => td.getBoundingClientRect().left + parseFloat(getComputedStyle(td).paddingLeft));
      const box = await onPhone.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(labelEnd);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'admin-teams-marks-phone');
    } finally {
      await phone.context.close();
    }
  });
});
