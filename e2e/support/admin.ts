import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { devSignIn, newPhoneContext, type TestUser } from './browser';
import type { RunningServer } from './server';
import { saveArtifacts, seen } from './session';

// Helpers for the organiser's admin area (docs/product.md, Admin area).

export { zbarDecode } from '../../api/testing/printed';

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The organiser: made an admin at sign-in by the server's ADMIN_EMAILS. */
export const ORGANISER: TestUser = { email: 'organiser@example.edu', firstName: 'Olive', lastName: 'Organiser' };
export const ADMIN_SERVER = { env: { ADMIN_EMAILS: ORGANISER.email } };

export const ADMIN_SECTION_IDS = ['overview', 'users', 'qr-links', 'questionnaires', 'puzzles', 'events', 'teams', 'divisions', 'fair-play'] as const;
export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number];

/** What each section shows once its data is in (rather than 'Loading …'). */
const SECTION_READY: Record<Exclude<AdminSectionId, 'overview'>, string> = {
  users: 'users-table',
  'qr-links': 'qr-links-table',
  questionnaires: 'questionnaires-table',
  puzzles: 'pieces-table',
  events: 'events-table',
  // The chosen event's line; the table (or 'No … yet') is in once nothing is loading.
  teams: 'teams-note',
  divisions: 'divisions-note',
  // The list, or the sentence that there is nothing to review.
  'fair-play': 'fair-play-list',
};

export type FormFactor = 'phone' | 'desktop';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

/** A desktop (1280x800) or phone (390x844) context with its page. */
export async function openContext(browser: Browser, baseURL: string, form: FormFactor): Promise<BrowserSession> {
  const context = form === 'phone' ? await newPhoneContext(browser, baseURL) : await browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT });
  const page = await context.newPage();
  return { context, page };
}

/**
 * The organiser signed in on a desktop context shared by every test of the file (the tests of
 * an admin file build on each other). After a failed test its page goes to e2e/artifacts/.
 */
export function useOrganiser(browser: () => Browser, server: () => RunningServer, label = 'organiser'): () => BrowserSession {
  let session: BrowserSession | undefined;
  const consoleLines: string[] = [];
  beforeAll(async () => {
    session = await openContext(browser(), server().url, 'desktop');
    session.page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
    session.page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
    await devSignIn(session.page, ORGANISER, '/admin');
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !session) return;
    const name = `${task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60)}-${label}`;
    await saveArtifacts(name, session.page, `${session.page.url()}\n${consoleLines.join('\n')}\n`);
  });
  afterAll(async () => {
    await session?.context.close();
  });
  return () => {
    if (!session) throw new Error('The organiser did not sign in (see the beforeAll error)');
    return session;
  };
}

/** Opens /admin/{id} and waits until the section shows its data. */
export async function openSection(page: Page, id: AdminSectionId): Promise<Locator> {
  await page.goto(`/admin/${id}`);
  return sectionReady(page, id);
}

/** Waits until the current section is `id` and shows its data, not a loading state. */
export async function sectionReady(page: Page, id: AdminSectionId): Promise<Locator> {
  const section = await seen(page.getByTestId(`admin-section-${id}`), 15_000);
  if (id === 'overview') {
    for (const stat of ['stat-total-users', 'stat-total-scans', 'stat-completion-rate', 'stat-active-today']) {
      await expect.poll(() => section.getByTestId(stat).innerText(), { timeout: 10_000 }).toMatch(/\d/);
    }
    await expect.poll(() => section.getByTestId('export-users').innerText(), { timeout: 10_000 }).toMatch(/\(\d+\)/);
    await expect.poll(() => section.getByTestId('export-surveys').innerText(), { timeout: 10_000 }).toMatch(/\(\d+\)/);
  } else {
    await seen(section.getByTestId(SECTION_READY[id]));
  }
  await expect.poll(() => section.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
  return section;
}

/** The number a stat card shows (its first number after the label). */
export async function statNumber(page: Page, testId: string, label: string): Promise<number> {
  const text = await page.getByTestId(testId).innerText({ timeout: 10_000 });
  const match = new RegExp(`${label}\\s*(\\d+)`).exec(text);
  if (!match?.[1]) throw new Error(`Stat card ${testId} shows no number: ${JSON.stringify(text)}`);
  return Number(match[1]);
}

/** A toast with `text` in it (Radix repeats toast text in a hidden live region, so look in the toast itself). */
export function toastWith(page: Page, text: string): Promise<Locator> {
  return seen(page.getByTestId('toast').filter({ hasText: text }));
}

/** Presses `button` in the open confirmation (showing `title`, when given), and waits until it has closed. */
export async function confirmWith(page: Page, button: string, title?: string): Promise<void> {
  const confirm = await seen(page.getByTestId('confirm-dialog'));
  if (title) await seen(confirm.getByText(title));
  await confirm.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => page.getByTestId('confirm-dialog').count()).toBe(0);
}

/** Opens a Radix select, picks the option named `option`, and gives back the texts of all the options it offered. */
export async function choose(page: Page, select: Locator, option: string): Promise<string[]> {
  await select.click();
  const listbox = await seen(page.getByRole('listbox'));
  const offered = (await listbox.getByRole('option').allInnerTexts()).map((text) => text.trim());
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
  return offered;
}

/** A row of the table `rowTestId` that contains `text`. */
export function rowWith(scope: Page | Locator, rowTestId: string, text: string): Locator {
  return scope.getByTestId(rowTestId).filter({ hasText: text });
}
