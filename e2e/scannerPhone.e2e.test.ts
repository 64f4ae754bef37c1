import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScanSource, UserDto } from '../core/contracts';
import type { PersonalDataDto } from '../core/personalData';
import { seriousViolations } from './support/axe';
import { devSignIn, fillDevSignIn, screenshot, uniqueUser } from './support/browser';
import { boxOf, overlaps } from './support/geometry';
import { collectByApi, submitManualCode } from './support/hunt';
import { recordToasts, seen, toastsShown } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The scanner as students met it on a 390x844 phone: without a camera, typing codes one after
// another, following a printed link, and asked for the landing's declarations before a first
// piece when they never saw the landing.

const server = useServer('scanner-phone');
// No camera at all: getUserMedia finds no device.
const noCameraBrowser = useBrowser({}, server);
// A camera showing Chromium's test pattern: it starts, and reads nothing.
const cameraBrowser = useBrowser({ fakeCamera: true }, server);

declare global {
  interface Window {
    cameraRequests?: number;
  }
}

/** From the next page on, counts the page's requests for a camera. */
async function countCameraRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cameraRequests = 0;
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      window.cameraRequests = (window.cameraRequests ?? 0) + 1;
      return getUserMedia(constraints);
    };
  });
}

/** The serious WCAG 2.2 AA violations in the dark theme (the default) and then the light one. */
async function violationsInBothThemes(page: Page): Promise<string[]> {
  const dark = await seriousViolations(page);
  await page.evaluate(() => {
    document.documentElement.classList.replace('dark', 'light');
    document.documentElement.style.colorScheme = 'light';
  });
  const light = await seriousViolations(page);
  await page.evaluate(() => {
    document.documentElement.classList.replace('light', 'dark');
    document.documentElement.style.colorScheme = 'dark';
  });
  return [...dark, ...light.map((line) => `light: ${line}`)];
}

const cameraRequests = (page: Page) => page.evaluate(() => window.cameraRequests ?? 0);
const me = async (page: Page) => (await (await page.request.get('/api/auth/user')).json()) as UserDto;

/** How each of the student's codes arrived, as their own data download records it. */
async function sourcesOf(page: Page): Promise<Record<string, ScanSource | null>> {
  const data = (await (await page.request.get('/api/user/data')).json()) as PersonalDataDto;
  return Object.fromEntries(data.collection.map((entry) => [entry.code, entry.source]));
}

describe('the scanner without a camera', () => {
  it('puts the typed-code form first, says calmly and once that there is no camera, and collects what is typed', async () => {
    const { page } = await sessionOn(noCameraBrowser, server);
    await devSignIn(page, uniqueUser('Nadia', 'Nocam'), '/scanner');
    const notice = await seen(page.getByTestId('camera-notice'), 15_000);
    expect(await notice.getAttribute('data-cause')).toBe('noCamera');
    const said = await notice.innerText();
    expect(said).toContain('No camera found');
    expect(said).not.toMatch(/allow|permission|settings|access required/i);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    expect(await page.getByRole('alert').count(), 'nothing on the page is an alert').toBe(0);

    // The form is ready at once, above the notice, and the notice is a line or two, not a card.
    const input = await seen(page.getByPlaceholder('ENTER CODE HERE'));
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Enter Code Manually' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    const inputBox = await boxOf(input);
    const noticeBox = await boxOf(notice);
    expect(inputBox.y).toBeLessThan(noticeBox.y);
    expect(noticeBox.height).toBeLessThanOrEqual(110);
    expect(noticeBox.y + noticeBox.height, 'the notice is on the first screen').toBeLessThanOrEqual(844);
    expect(await violationsInBothThemes(page)).toEqual([]);
    await screenshot(page, 'scanner-no-camera');

    await submitManualCode(page, 'inn001');
    await seen(page.getByRole('heading', { name: 'Puzzle Unlocked!' }));
    await seen(page.getByText('Innovation Piece'));
  });

  it('says only that access is blocked, with Try Again, to a student who refused the camera', async () => {
    const { page } = await sessionOn(cameraBrowser, server);
    await page.addInitScript(() => {
      // The browser's prompt, answered 'Block' (this Chromium answers its prompts itself).
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await devSignIn(page, uniqueUser('Rita', 'Refused'), '/scanner');
    const notice = await seen(page.getByTestId('camera-notice'), 15_000);
    expect(await notice.getAttribute('data-cause')).toBe('permissionDenied');
    const said = await notice.innerText();
    expect(said).toContain('Camera access is blocked');
    expect(said).not.toMatch(/no camera|not found/i);
    await seen(notice.getByRole('button', { name: 'Try Again' }));
    await seen(page.getByPlaceholder('ENTER CODE HERE'));
    await screenshot(page, 'scanner-camera-blocked');
  });

  it('keeps a student who types a code they already hold on the scanner, told so, ready for the next code', async () => {
    const { context, page } = await sessionOn(noCameraBrowser, server);
    await recordToasts(page);
    await devSignIn(page, uniqueUser('Tess', 'Typist'), '/dashboard');
    await collectByApi(context.request, server().url, 'CREAT3');
    await page.goto('/scanner');
    await submitManualCode(page, 'CREAT3');

    const notice = await seen(page.getByTestId('manual-notice'));
    expect(await notice.innerText()).toMatch(/^Already Collected! You've already collected this piece \(CREAT3\)\. Type the next code\.$/);
    // Longer than the 2 s after which the student used to be sent to the dashboard.
    await page.waitForTimeout(3_000);
    expect(new URL(page.url()).pathname).toBe('/scanner');
    const input = page.getByPlaceholder('ENTER CODE HERE');
    expect(await input.inputValue()).toBe('');
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await toastsShown(page), 'the form says it: no toast repeats it').toEqual([]);
    await screenshot(page, 'scanner-already-collected');

    // A wrong code is said there too, where no toast covers the field.
    await input.pressSequentially('NOPE99');
    await page.getByRole('button', { name: 'Submit Code' }).click();
    await expect.poll(() => notice.innerText()).toBe('Scan Failed NOPE99: Invalid code');
    await page.waitForTimeout(500);
    expect(await toastsShown(page)).toEqual([]);

    await input.pressSequentially('LEAD02');
    await page.getByRole('button', { name: 'Submit Code' }).click();
    await seen(page.getByRole('heading', { name: 'Puzzle Unlocked!' }));
    await seen(page.getByText('Leadership Piece'));
  });

  it('shows a toast below the sticky header, never over it', async () => {
    const { page } = await sessionOn(noCameraBrowser, server);
    await devSignIn(page, uniqueUser('Hedda', 'Header'), '/dashboard');
    // A printed link whose code is wrong: the scanner has no form open to say it in.
    await page.goto('/scan/NOPE99');
    const toast = await seen(page.getByTestId('toast').filter({ hasText: 'Scan Failed' }));
    const header = await boxOf(page.locator('header'));
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, header), `the toast (top ${toastBox.y}) covers the header (bottom ${header.y + header.height})`).toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    await screenshot(page, 'scanner-toast');
  });
});

describe('a printed link', () => {
  it('sends its code without starting the camera, which starts when the student asks', async () => {
    const { page } = await sessionOn(cameraBrowser, server);
    await countCameraRequests(page);
    await devSignIn(page, uniqueUser('Lina', 'Link'), '/dashboard');

    await page.goto('/scan/INN001');
    await seen(page.getByRole('heading', { name: 'Puzzle Unlocked!' }));
    expect(await cameraRequests(page)).toBe(0);
    expect(await page.getByTestId('camera').count()).toBe(0);
    expect(await sourcesOf(page)).toEqual({ INN001: 'link' });

    // A link whose code is wrong leaves the student on the scanner, the camera still off until asked.
    await page.goto('/scan/NOPE99');
    await seen(page.getByTestId('toast').filter({ hasText: 'Invalid code' }));
    expect(await cameraRequests(page)).toBe(0);
    await (await seen(page.getByRole('button', { name: 'Scan with Camera' }))).click();
    await seen(page.getByTestId('scanning-badge'), 15_000);
    expect(await cameraRequests(page)).toBe(1);
  });
});

describe('the declarations before a first piece', () => {
  it('are asked of a student who came by a printed link, in an accessible dialog, then the waiting code is sent', async () => {
    const { page } = await sessionOn(cameraBrowser, server);
    await countCameraRequests(page);
    await page.goto('/scan/INN001');
    await page.waitForURL((url) => url.pathname === '/api/login', { timeout: 10_000 });
    const student = uniqueUser('Petra', 'Printed');
    await fillDevSignIn(page, student);
    await page.waitForURL((url) => url.pathname === '/scan/INN001', { timeout: 15_000 });

    const dialog = await seen(page.getByRole('dialog', { name: 'Mission Briefing' }));
    const boxes = dialog.getByRole('checkbox');
    expect(await boxes.count()).toBe(3);
    for (const title of ['Event Participation Declaration', 'Campus Activity Acknowledgment', 'Terms & Data Collection']) {
      expect(await dialog.getByRole('checkbox', { name: title }).isChecked()).toBe(false);
    }
    const accept = dialog.getByRole('button', { name: 'Accept and Collect' });
    expect(await accept.isDisabled()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'What is kept and why' }).getAttribute('target')).toBe('_blank');
    // Nothing was sent yet, and no camera asked for.
    expect(await sourcesOf(page)).toEqual({});
    expect(await cameraRequests(page)).toBe(0);
    expect(await violationsInBothThemes(page)).toEqual([]);
    await screenshot(page, 'scanner-declarations');

    for (const box of await boxes.all()) await box.click();
    await accept.click();
    await seen(page.getByRole('heading', { name: 'Puzzle Unlocked!' }));
    await seen(page.getByText('Innovation Piece'));
    expect(await sourcesOf(page)).toEqual({ INN001: 'link' });
    expect((await me(page)).declarationsAccepted).toBe(true);
    const data = (await (await page.request.get('/api/user/data')).json()) as PersonalDataDto;
    expect(Date.parse(data.profile.declarationsAcceptedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Asked once: the next code goes straight out.
    await page.goto('/scan/LEAD02');
    await seen(page.getByRole('heading', { name: 'Puzzle Unlocked!' }));
    await seen(page.getByText('Leadership Piece'));
    expect(await page.getByRole('dialog', { name: 'Mission Briefing' }).count()).toBe(0);
  });

  it('hold a typed code until accepted; Cancel sends nothing', async () => {
    const { page } = await sessionOn(noCameraBrowser, server);
    await devSignIn(page, uniqueUser('Carl', 'Careful'), '/scanner', { declarations: false });
    await submitManualCode(page, 'TEAM04');
    const dialog = await seen(page.getByRole('dialog', { name: 'Mission Briefing' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await sourcesOf(page)).toEqual({});
    expect((await me(page)).declarationsAccepted).toBe(false);

    await submitManualCode(page, 'TEAM04');
    const again = await seen(page.getByRole('dialog', { name: 'Mission Briefing' }));
    for (const box of await again.getByRole('checkbox').all()) await box.click();
    await again.getByRole('button', { name: 'Accept and Collect' }).click();
    await seen(page.getByRole('heading', { name: 'Puzzle Unlocked!' }));
    expect(await sourcesOf(page)).toEqual({ TEAM04: 'typed' });
  });
});
