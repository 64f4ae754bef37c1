import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// Signed-out screens: the landing page's declaration lock, the theme, the not-found page.

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

describe('not-found page', () => {
  it('answers an unknown path with the 404 page', async () => {
    const { page } = await session();
    await page.goto('/no-such-place');
    await seen(page.getByText('404 Page Not Found'));
    await seen(page.getByText('Did you forget to add the page to the router?'));
    await screenshot(page, 'not-found');
  });
});
