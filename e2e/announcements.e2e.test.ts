import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { ADMIN_SERVER, choose, confirmWith, openSection, toastWith, useOrganiser } from './support/admin';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// An organiser sends an announcement from the Overview, and a student's open dashboard shows
// it without a reload: a banner until dismissed, and the bell with its unread count. One
// organiser session and one student, tests in order.

const server = useServer('announcements', ADMIN_SERVER);
const browser = useBrowser({ fakeCamera: true }, server);
const organiser = useOrganiser(browser, server);
const student = () => sessionOn(browser, server, 'student');

const MESSAGE = 'Bonus clue: look under the library stairs!';

describe('announcements', () => {
  it("reaches a student's open dashboard within moments, as a banner and on the bell, legible in both themes", async () => {
    const { page: phone } = await student();
    await devSignIn(phone, uniqueUser('Anna', 'Nouncement'), '/dashboard');
    await seen(phone.getByTestId('hunt-banner'));
    expect(await phone.getByTestId('announcement-banner').count()).toBe(0);

    const { page } = organiser();
    const overview = await openSection(page, 'overview');
    const card = await seen(overview.getByTestId('announcements-card'));
    await card.getByTestId('announcement-text').fill(MESSAGE);
    await choose(page, card.locator('#announcement-piece'), 'Innovation Piece');
    await card.getByTestId('announcement-submit').click();
    await toastWith(page, 'Announcement Sent');
    await seen(card.getByTestId('announcement-item').filter({ hasText: MESSAGE }));

    // No reload: the hunt stream brings it.
    const banner = await seen(phone.getByTestId('announcement-banner'), 5000);
    await seen(banner.getByText(MESSAGE));
    await seen(banner.getByText('About: Innovation Piece'));
    expect(await phone.getByTestId('announcement-count').innerText()).toBe('1');
    expect(await phone.getByTestId('announcement-bell').getAttribute('aria-label')).toBe('Announcements, 1 unread');
    await screenshot(phone, 'announcement-banner-phone');
    for (const theme of ['dark', 'light']) {
      await phone.evaluate((stored) => localStorage.setItem('theme', stored), theme);
      await phone.reload();
      await seen(phone.getByTestId('announcement-banner'));
      expect(await seriousViolations(phone), theme).toEqual([]);
    }
    await screenshot(page, 'announcements-card-desktop');

    await phone.getByTestId('announcement-dismiss').click();
    await expect.poll(() => phone.getByTestId('announcement-banner').count()).toBe(0);
    expect(await phone.getByTestId('announcement-count').count()).toBe(0);
    await phone.getByTestId('announcement-bell').click();
    const list = await seen(phone.getByTestId('announcement-list'));
    await seen(list.getByText(MESSAGE));
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'announcement-list-phone');
  });

  it('schedules one for later, which the organiser can withdraw before it is sent', async () => {
    const { page } = organiser();
    const overview = await openSection(page, 'overview');
    const card = await seen(overview.getByTestId('announcements-card'));
    await card.getByTestId('announcement-text').fill('Prizes at the stage at five');
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    await card
      .locator('#announcement-send-at')
      .fill(`${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T${pad(later.getHours())}:${pad(later.getMinutes())}`);
    expect(await card.getByTestId('announcement-submit').innerText()).toBe('Schedule');
    await card.getByTestId('announcement-submit').click();
    await toastWith(page, 'Announcement Scheduled');
    const waiting = await seen(card.getByTestId('announcement-item').filter({ hasText: 'Prizes at the stage at five' }));
    await seen(waiting.getByText(/^Scheduled for /));
    await waiting.getByTestId('cancel-announcement').click();
    await confirmWith(page, 'Withdraw', 'Withdraw this announcement?');
    await toastWith(page, 'Announcement Withdrawn');
    await expect.poll(() => card.getByTestId('announcement-item').filter({ hasText: 'Prizes at the stage at five' }).count()).toBe(0);
  });
});
