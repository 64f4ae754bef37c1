import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devSignIn, uniqueUser } from './support/browser';
import { recordToasts, seen, toastsShown } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// How the client reaches the browser: the landing prerendered and painted before any script,
// the budget of script it loads, the right document for a signed-in student, compressed and
// cached files, and the stored theme applied before the first paint.

const server = useServer('delivery');
const browser = useBrowser({}, server);
const session = () => sessionOn(browser, server);

/** The landing loads at most 100 KB of gzipped script before it is interactive. */
const LANDING_SCRIPT_BUDGET = 100_000;

/** Collects the page's console errors (React reports a failed hydration there). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('the landing page', () => {
  it('is in the HTML itself: it shows and its checkboxes work with scripts turned off', async () => {
    const context = await browser().newContext({ baseURL: server().url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await seen(page.getByRole('heading', { name: 'The Campus Treasure Hunt' }));
      await seen(page.getByText('Accept all 3 declarations to unlock mission access'));
      const first = page.getByRole('checkbox').first();
      await first.click();
      expect(await first.isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('reloads for code a deploy replaced while it was open, once', async () => {
    const { page } = await session();
    // The signed-out app's chunk, as if the server had a newer build: gone once, then there.
    let refused = 0;
    await page.route(/\/assets\/SignedOutApp-[^/]*\.js$/, async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not Found' });
      return route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await (await seen(page.getByRole('link', { name: 'What is kept and why' }))).click();
    await seen(page.getByRole('heading', { name: 'What the hunt keeps about you' }));
    expect(documents).toEqual(['/', '/privacy']);
    expect(refused).toBeGreaterThanOrEqual(1);
  });

  it('comes to life without a hydration error', async () => {
    const { page } = await session();
    const errors = consoleErrors(page);
    await page.goto('/');
    for (const box of await page.getByRole('checkbox').all()) await box.click();
    await seen(page.getByRole('button', { name: 'Launch Mission with Google' }));
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  it('keeps a declaration ticked before its script had run', async () => {
    const { page } = await session();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const boxes = page.getByRole('checkbox');
    await boxes.first().click();
    release();
    await page.waitForLoadState('networkidle');
    for (const box of (await boxes.all()).slice(1)) await box.click();
    await seen(page.getByRole('button', { name: 'Launch Mission with Google' }));
  });

  it(`loads at most ${LANDING_SCRIPT_BUDGET / 1000} KB of gzipped script on a phone, and no Radix`, async () => {
    const { page } = await session();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await seen(page.getByRole('checkbox').first());
    expect(scripts.length).toBeGreaterThan(0);

    let gzipBytes = 0;
    for (const script of scripts) {
      const gzipped = await page.request.get(script.url(), { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzipped.headers()['content-encoding'], script.url()).toBe('gzip');
      gzipBytes += Number(gzipped.headers()['content-length']);
      expect(await script.text(), `${script.url()} is Radix code`).not.toMatch(/radix/i);
    }
    expect(gzipBytes).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET);
  });

  it('applies the stored light theme before the first paint', async () => {
    const { page } = await session();
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
      // The first animation frame comes before the first paint (rendering waits for <head>).
      requestAnimationFrame(() => {
        document.documentElement.dataset.firstFrameTheme = document.documentElement.className;
      });
    });
    await page.goto('/');
    await seen(page.getByRole('heading', { name: 'The Campus Treasure Hunt' }));
    expect(await page.locator('html').getAttribute('data-first-frame-theme')).toBe('light');
  });
});

describe('a signed-in student', () => {
  it('gets the dashboard at /, never a glimpse of the landing', async () => {
    const { page } = await session();
    await devSignIn(page, uniqueUser('Dana'), '/dashboard');
    await seen(page.getByTestId('user-name'));

    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('hero-title');
    await page.addInitScript(() => {
      // Records whether the landing's title is ever put on the page, however briefly.
      new MutationObserver(() => {
        if (document.querySelector('.hero-title')) sessionStorage.setItem('sawLanding', 'yes');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await seen(page.getByTestId('user-name'));
    await seen(page.getByTestId('puzzle-piece'));
    expect(await page.evaluate(() => sessionStorage.getItem('sawLanding'))).toBeNull();
  });

  it('asks the API once for each read of the dashboard: the preloaded answers are used', async () => {
    const { page } = await session();
    await devSignIn(page, uniqueUser('Pia'), '/dashboard');
    await seen(page.getByTestId('puzzle-piece'));

    const asked: string[] = [];
    const assets: string[] = [];
    const preloadWarnings: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      if (url.pathname.startsWith('/assets/')) assets.push(url.pathname);
    });
    // Chromium says so in the console when a preload goes unused (a credentials mode that differs).
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
    });
    const streamOpened = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/hunt/stream');
    await page.reload();
    await seen(page.getByTestId('puzzle-piece'));
    await streamOpened;
    // Long enough for a second ask of anything to show; the stream comes last.
    await page.waitForTimeout(1_000);

    const cards = ['/api/hunt', '/api/announcements', '/api/questionnaires/pending', '/api/team', '/api/divisions'];
    expect(asked).toEqual(expect.arrayContaining(['/api/auth/user', '/api/puzzles', '/api/user/collection', '/api/user/score', ...cards]));
    expect(asked.filter((path, index) => asked.indexOf(path) !== index)).toEqual([]);
    expect(preloadWarnings).toEqual([]);
    // Its texts are in the document: no catalog is fetched, nor the table catalogs are fetched through.
    expect(await page.locator('#messages-play').getAttribute('data-language')).toBe('en');
    expect(assets.filter((path) => path.includes('/catalogFiles-'))).toEqual([]);
  });

  it('gets the leaderboard and the scanner with their code and first reads preloaded, each asked for once, and their texts in the page', async () => {
    const { page } = await session();
    await devSignIn(page, uniqueUser('Lev'), '/leaderboard');
    const pages = [
      { path: '/leaderboard', code: 'LeaderboardPage', reads: ['/api/leaderboard', '/api/hunt'], ready: page.getByRole('heading', { name: 'Leaderboard' }).first() },
      { path: '/scanner', code: 'ScannerPage', reads: ['/api/hunt'], ready: page.getByRole('heading', { name: 'QR Scanner' }) },
    ];
    for (const { path, code, reads, ready } of pages) {
      const file = `/assets/${code}-[\\w-]+\\.js`;
      await page.goto(path);
      await seen(ready);
      // The document itself names the page's code and reads: the phone asks while reading it.
      const html = await page.evaluate(() => document.head.innerHTML);
      expect(html, path).toMatch(new RegExp(`<link rel="modulepreload" fetchpriority="low" crossorigin="" href="${file}">`));
      for (const read of reads) expect(html, path).toContain(`<link rel="preload" as="fetch" crossorigin="" href="${read}">`);

      const asked: string[] = [];
      const warnings: string[] = [];
      const onRequest = (request: Request) => asked.push(new URL(request.url()).pathname);
      const onConsole = (message: ConsoleMessage) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      };
      page.on('request', onRequest);
      page.on('console', onConsole);
      await page.reload();
      await seen(ready);
      await page.waitForTimeout(1_000);
      // Only this page's own listeners: the session keeps its console log for a failure's report.
      page.off('request', onRequest);
      page.off('console', onConsole);

      expect(asked.filter((url) => new RegExp(`^${file}$`).test(url)), path).toHaveLength(1);
      expect(asked, path).toEqual(expect.arrayContaining(['/api/auth/user', ...reads]));
      const twice = asked.filter((url, index) => (url.startsWith('/api/') || url.startsWith('/assets/')) && asked.indexOf(url) !== index);
      expect(twice, path).toEqual([]);
      expect(warnings, path).toEqual([]);
      expect(await page.locator('#messages-play').getAttribute('data-language'), path).toBe('en');
      expect(asked.filter((url) => url.includes('/catalogFiles-')), path).toEqual([]);
    }
  });
});

describe('a signed-out visitor scanning a code', () => {
  it('still gets the redirect card, whose code loads on demand, and no toast repeating it', async () => {
    const { page } = await session();
    await recordToasts(page);
    await page.goto('/scan/INN001');
    await seen(page.getByRole('heading', { name: 'Redirecting to Login' }));
    await page.waitForURL((url) => url.pathname === '/api/login', { timeout: 10_000 });
    expect(await toastsShown(page)).toEqual([]);
  });
});

describe('files', () => {
  it('sends scripts brotli-compressed and cached for a year, pages revalidated', async () => {
    const { page } = await session();
    const landing = await page.request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(landing.headers()['content-encoding']).toBe('br');
    expect(landing.headers()['cache-control']).toBe('no-cache');
    const etag = landing.headers().etag;
    expect(etag).toBeTruthy();
    const again = await page.request.get('/', { headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': String(etag) } });
    expect(again.status()).toBe(304);

    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(await landing.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await page.request.get(String(script), { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-type']).toMatch(/javascript/);
  });
});
