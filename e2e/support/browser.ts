import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DECLARATIONS_TICKED } from '../../core/apiPaths';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

const BASE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchOptions {
  /** A Y4M file that Chromium's fake camera plays in a loop. */
  fakeVideoFile?: string;
  /** A fake camera showing Chromium's own test pattern (no QR code), when no file is given. */
  fakeCamera?: boolean;
}

/** Debian's Chromium, headless, with the flags a container needs (and a fake camera if asked). */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium package to run the end-to-end tests`);
  }
  const args = [...BASE_FLAGS];
  if (options.fakeVideoFile || options.fakeCamera) {
    args.push('--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream');
  }
  if (options.fakeVideoFile) {
    if (!existsSync(options.fakeVideoFile)) throw new Error(`Fake camera video ${options.fakeVideoFile} does not exist`);
    args.push(`--use-file-for-fake-video-capture=${options.fakeVideoFile}`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
}

/** A phone-sized context that may use the camera. */
export async function newPhoneContext(browser: Browser, baseURL: string, locale?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    // The browser's language (navigator.languages and Accept-Language), as a phone set to it sends.
    ...(locale && { locale }),
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.grantPermissions(['camera'], { origin: baseURL });
  return context;
}

export interface TestUser {
  email: string;
  firstName: string;
  lastName: string;
}

/** A user nobody else in this test run has. */
export function uniqueUser(firstName: string, lastName = 'Tester'): TestUser {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${firstName.toLowerCase()}.${tag}@example.edu`, firstName, lastName };
}

export interface SignInOptions {
  /**
   * Whether the student comes to sign in with the landing's three declarations ticked, as the
   * landing sends them (default): the sign-in records them, and the scanner never asks. False
   * signs in as one who came by a printed link and accepted nothing yet.
   */
  declarations?: boolean;
}

/**
 * Signs in through the development sign-in form that GET /api/login shows when Google is
 * not configured, and waits until the server has sent the browser back to `returnTo`.
 */
export async function devSignIn(page: Page, user: TestUser, returnTo?: string, { declarations = true }: SignInOptions = {}): Promise<void> {
  const query = [returnTo && `returnTo=${encodeURIComponent(returnTo)}`, declarations && DECLARATIONS_TICKED].filter(Boolean).join('&');
  await page.goto(`/api/login${query ? `?${query}` : ''}`);
  await fillDevSignIn(page, user);
  const target = returnTo ?? '/';
  await page.waitForURL((url) => url.pathname === target, { timeout: 15_000 });
}

/** Fills and submits the development sign-in form on the current page. */
export async function fillDevSignIn(page: Page, user: TestUser): Promise<void> {
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="firstName"]').fill(user.firstName);
  await page.locator('input[name="lastName"]').fill(user.lastName);
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
}

/**
 * Whether this run keeps pictures of the screens it passes for a person to look over
 * (`E2E_SCREENSHOTS=1`). No test reads them, and taking them costs a run tens of seconds.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Saves a screenshot of the viewport to e2e/screenshots/{name}.png (git-ignored) when the run keeps them. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, scale: 'css' });
}
