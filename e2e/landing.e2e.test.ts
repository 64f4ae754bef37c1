import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '../core/contracts';
import { devSignIn, fillDevSignIn, screenshot, uniqueUser } from './support/browser';
import { boxOf } from './support/geometry';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// Signed-out screens: the landing page's declaration lock, its anchors, the theme, the
// not-found page; and what the landing's ticks and a first sign-in become once signed in.

const server = useServer('landing');
const browser = useBrowser({}, server);
const session = () => sessionOn(browser, server);

describe('landing page', () => {
  it('keeps mission access locked until all three declarations are accepted', async () => {
    const { page } = await session();
    await page.goto('/');
    await seen(page.getByText('Event Live Now'));
    await screenshot(page, 'landing');

    const checkboxes = page.getByRole('checkbox');
    expect(await checkboxes.count()).toBe(3);
    for (const box of await checkboxes.all()) {
      expect(await box.isChecked()).toBe(false);
    }
    const locked = page.getByRole('button', { name: 'Mission Access Locked' });
    await seen(locked);
    expect(await locked.isDisabled()).toBe(true);
    await seen(page.getByText('Accept all 3 declarations to unlock mission access'));

    for (const box of await checkboxes.all()) {
      await box.click();
      expect(await box.isChecked()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Mission Access Locked' }).count()).toBe(0);
    const launch = page
      .getByRole('button', { name: 'Launch Mission with Google' })
      .or(page.getByRole('link', { name: 'Launch Mission with Google' }));
    await (await seen(launch)).click();
    await page.waitForURL((url) => url.pathname === '/api/login', { timeout: 10_000 });
    await seen(page.locator('input[name="email"]'));
  });

  it('scrolls the section an anchor leads to with its heading below the sticky header', async () => {
    const { page } = await session();
    await page.goto('/');
    for (const [link, heading] of [
      ['Begin Your Mission', 'Mission Briefing'],
      ['How It Works', 'Your Mission in 3 Steps'],
    ] as const) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await (await seen(page.getByRole('link', { name: link }))).click();
      await settledScroll(page);
      const header = await boxOf(page.locator('header'));
      const title = await boxOf(page.getByRole('heading', { name: heading }));
      expect(title.y, `'${heading}' after '${link}' starts under the header, which ends at ${header.y + header.height}`).toBeGreaterThanOrEqual(header.y + header.height);
      expect(title.y + title.height).toBeLessThanOrEqual(844);
    }
  });

  it('is dark by default and remembers the light theme across a reload', async () => {
    const { page } = await session();
    await page.goto('/');
    const htmlClass = async () => (await page.locator('html').getAttribute('class')) ?? '';
    await expect.poll(htmlClass).toMatch(/\bdark\b/);

    await (await seen(page.getByRole('button', { name: 'Toggle theme' }))).click();
    await expect.poll(htmlClass).not.toMatch(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await seen(page.getByRole('button', { name: 'Toggle theme' }));
    expect(await htmlClass()).not.toMatch(/\bdark\b/);
  });
});

describe('signing in from the landing', () => {
  const me = async (page: Page) => (await (await page.request.get('/api/auth/user')).json()) as UserDto;

  it("records the declarations ticked before signing in, and greets a first visit with 'Welcome'", async () => {
    const { page } = await session();
    await page.goto('/');
    for (const box of await page.getByRole('checkbox').all()) await box.click();
    await (await seen(page.getByRole('button', { name: 'Launch Mission with Google' }))).click();
    await page.waitForURL((url) => url.pathname === '/api/login');
    const student = uniqueUser('Wanda', 'First');
    await fillDevSignIn(page, student);
    await page.waitForURL((url) => url.pathname === '/');
    await seen(page.getByTestId('user-name'));
    expect(await me(page)).toMatchObject({ email: student.email, declarationsAccepted: true, firstSignIn: true });
    expect(await page.getByTestId('greeting').innerText()).toBe('Welcome,');
    await screenshot(page, 'dashboard-first-visit');

    // Back another day, signed in again: welcome back.
    await page.context().clearCookies();
    await devSignIn(page, student, '/dashboard');
    await seen(page.getByTestId('user-name'));
    expect(await page.getByTestId('greeting').innerText()).toBe('Welcome back,');
    expect(await me(page)).toMatchObject({ declarationsAccepted: true, firstSignIn: false });
  });

  it('records nothing for a visitor who signs in without the landing', async () => {
    const { page } = await session();
    await devSignIn(page, uniqueUser('Nora', 'Nolanding'), '/dashboard', { declarations: false });
    await seen(page.getByTestId('user-name'));
    expect(await me(page)).toMatchObject({ declarationsAccepted: false, firstSignIn: true });
  });
});

/** Waits until the page has stopped scrolling (the landing scrolls smoothly to an anchor). */
async function settledScroll(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === last;
        last = now;
        return still && now > 0;
      },
      { interval: 150, timeout: 5_000 },
    )
    .toBe(true);
}

describe('not-found page', () => {
  it('answers an unknown path with the 404 page', async () => {
    const { page } = await session();
    await page.goto('/no-such-place');
    await seen(page.getByText('404 Page Not Found'));
    await seen(page.getByText('Did you forget to add the page to the router?'));
    await screenshot(page, 'not-found');
  });
});
