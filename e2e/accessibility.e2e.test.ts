import type { BrowserContext, Page } from 'playwright-core';
import type { Language } from '../core/language';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_IDS, ADMIN_SERVER, openContext, ORGANISER, sectionReady } from './support/admin';
import { seriousViolations } from './support/axe';
import { devSignIn, uniqueUser } from './support/browser';
import { seen } from './support/session';
import { useBrowser, useServer } from './support/suite';
import { textsIn, type Texts } from './support/texts';

// axe (WCAG 2.2 AA) finds no serious or critical violation on any participant
// or admin route, in either theme and in each language.

const server = useServer('accessibility', ADMIN_SERVER);
const browser = useBrowser({ fakeCamera: true }, server);

type Theme = 'dark' | 'light';

async function withTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
}

/** The reader's choice, as the header's switch remembers it. */
async function withLanguage(context: BrowserContext, language: Language): Promise<void> {
  await context.addCookies([{ name: 'language', value: language, url: server().url }]);
}

const PARTICIPANT_ROUTES: { path: string; ready: (page: Page, text: Texts) => Promise<unknown> }[] = [
  { path: '/dashboard', ready: (page, text) => seen(page.getByRole('heading', { name: text('dashboard.collection') })) },
  { path: '/scanner', ready: (page, text) => seen(page.getByRole('button', { name: text('scanner.typeInstead') })) },
  { path: '/leaderboard', ready: (page, text) => seen(page.getByRole('heading', { name: text('leaderboard.title') }).first()) },
  { path: '/privacy', ready: (page, text) => seen(page.getByRole('heading', { name: text('privacy.kept') })) },
];

/** Dialogs an organiser opens from a section's rows: an event's clone, board and big screen, and a new piece with its Event field. */
const ADMIN_DIALOGS = [
  { section: 'events', opener: 'clone-event', testId: 'event-dialog' },
  { section: 'events', opener: 'event-board', testId: 'leaderboard-dialog' },
  { section: 'events', opener: 'event-screen', testId: 'screen-link-dialog' },
  { section: 'puzzles', opener: 'create-piece', testId: 'piece-dialog' },
  { section: 'divisions', opener: 'create-division', testId: 'division-dialog' },
] as const;

for (const [theme, language] of [['dark', 'en'], ['light', 'en'], ['dark', 'es'], ['light', 'es']] as const) {
  const text = textsIn(language);
  describe(`axe in the ${theme} theme, in ${language}`, () => {
    it('finds nothing serious on the landing and the participant pages', async () => {
      const { context, page } = await openContext(browser(), server().url, 'phone');
      try {
        await withTheme(page, theme);
        await withLanguage(context, language);
        await page.goto('/');
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        await seen(page.getByRole('checkbox').first());
        const found: string[] = (await seriousViolations(page)).map((line) => `/ ${line}`);
        await devSignIn(page, uniqueUser('Axe'), '/dashboard');
        for (const route of PARTICIPANT_ROUTES) {
          await page.goto(route.path);
          await route.ready(page, text);
          found.push(...(await seriousViolations(page)).map((line) => `${route.path} ${line}`));
        }
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('finds nothing serious on any admin section', async () => {
      const { context, page } = await openContext(browser(), server().url, 'desktop');
      try {
        await withTheme(page, theme);
        await withLanguage(context, language);
        await devSignIn(page, ORGANISER, '/admin');
        const found: string[] = [];
        for (const id of ADMIN_SECTION_IDS) {
          await page.goto(`/admin/${id}`);
          await sectionReady(page, id);
          found.push(...(await seriousViolations(page)).map((line) => `/admin/${id} ${line}`));
        }
        for (const dialog of ADMIN_DIALOGS) {
          await page.goto(`/admin/${dialog.section}`);
          await sectionReady(page, dialog.section);
          await page.getByTestId(dialog.opener).first().click();
          await seen(page.getByTestId(dialog.testId));
          found.push(...(await seriousViolations(page)).map((line) => `${dialog.opener} ${line}`));
          await page.keyboard.press('Escape');
          await expect.poll(() => page.getByTestId(dialog.testId).count()).toBe(0);
        }
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
