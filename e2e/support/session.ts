import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { newPhoneContext } from './browser';

export const ARTIFACT_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

export interface PhoneSession {
  context: BrowserContext;
  page: Page;
}

/**
 * A phone context and page for the current test. When the test ends the context is closed;
 * when it failed, a screenshot and the page's console go to e2e/artifacts/ (git-ignored).
 */
export async function phoneSession(browser: Browser, baseURL: string, label = 'phone'): Promise<PhoneSession> {
  const context = await newPhoneContext(browser, baseURL);
  const page = await context.newPage();
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
  onTestFinished(async ({ task }) => {
    try {
      if (task.result?.state === 'fail') {
        await saveArtifacts(`${slug(task.name)}-${label}`, page, `${page.url()}\n${consoleLines.join('\n')}\n`);
      }
    } finally {
      await context.close();
    }
  });
  return { context, page };
}

/** Saves a full-page screenshot and `log` as e2e/artifacts/{name}.png and .log. */
export async function saveArtifacts(name: string, page: Page, log: string): Promise<void> {
  await mkdir(ARTIFACT_DIR, { recursive: true });
  await writeFile(`${ARTIFACT_DIR}${name}.log`, log);
  if (!page.isClosed()) await page.screenshot({ path: `${ARTIFACT_DIR}${name}.png`, fullPage: true }).catch(() => undefined);
}

/** Writes the server's output to e2e/artifacts/{name}-server.log, for failed runs. */
export async function saveServerLog(name: string, output: string): Promise<void> {
  await mkdir(ARTIFACT_DIR, { recursive: true });
  await writeFile(`${ARTIFACT_DIR}${name}-server.log`, output);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
}

/** Waits until some visible element matches (texts can also sit in hidden live regions). */
export async function seen(locator: Locator, timeout = 10_000): Promise<Locator> {
  const visible = locator.filter({ visible: true }).first();
  await visible.waitFor({ state: 'visible', timeout });
  return visible;
}

/**
 * From the next page on, notes every toast the tab shows, however briefly (toasts load lazily
 * and leave after seconds, so a count taken at one moment can miss one). Kept in the tab's
 * sessionStorage, so it survives the page's own navigations.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const note = () => {
      const shown: string[] = JSON.parse(sessionStorage.getItem('toastsShown') ?? '[]');
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const text = (toast.textContent ?? '').trim();
        if (text && !shown.includes(text)) shown.push(text);
      }
      sessionStorage.setItem('toastsShown', JSON.stringify(shown));
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true });
  });
}

/** The texts of the toasts the tab has shown since `recordToasts`. */
export async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('toastsShown') ?? '[]') as string[]);
}
