import { describe, expect, it } from 'vitest';
import { devSignIn, uniqueUser } from './support/browser';
import { collectByApi, PIECE_COUNT, progressCount } from './support/hunt';
import { seen } from './support/session';
import { sessionOn, useBrowser, useServer } from './support/suite';

// The app is installable and opens without a network once visited.

const server = useServer('installable-app');
const browser = useBrowser({}, server);

interface WebManifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the installable app', () => {
  it('links a manifest with 192 and 512 icons, a maskable one, standalone display and /dashboard as start', async () => {
    const { page } = await sessionOn(browser, server);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${server().url}${href}`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Campus Hunt', display: 'standalone', start_url: '/dashboard', theme_color: '#0f0f1a', background_color: '#0f0f1a' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await page.request.get(`${server().url}${icon.src}`);
      expect(image.headers()['content-type']).toBe('image/png');
      // The PNG header's width and height are the sizes the manifest promises.
      const bytes = await image.body();
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('runs a service worker, and a reload without a network still opens the dashboard and the scanner', async () => {
    const { context, page } = await sessionOn(browser, server);
    await devSignIn(page, uniqueUser('Offline'), '/dashboard');
    await collectByApi(page.request, server().url, 'INN001');
    await page.reload();
    await expect.poll(() => progressCount(page)).toBe(`1 / ${PIECE_COUNT}`);
    const state = () => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await expect.poll(state, { timeout: 15_000 }).toBe('activated');
    // The worker takes the open page over, then stores what a reload needs.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => progressCount(page)).toBe(`1 / ${PIECE_COUNT}`);

    await context.setOffline(true);
    await page.reload();
    await seen(page.getByRole('heading', { name: 'Puzzle Collection' }));
    await expect.poll(() => progressCount(page)).toBe(`1 / ${PIECE_COUNT}`);
    await page.goto('/scanner');
    // This browser has no camera: the scanner is its typed-code form.
    await seen(page.getByPlaceholder('ENTER CODE HERE'));
    await context.setOffline(false);
  });

  it('never stores the admin panel on a student’s phone', async () => {
    const response = await (await sessionOn(browser, server)).page.request.get(`${server().url}/sw.js`);
    const worker = await response.text();
    expect(worker).toContain('/assets/ScannerPage-');
    expect(worker).not.toContain('/assets/AdminPage-');
    // Nor the admin panel's, the big screen's or the server's texts: a student's page loads none of them.
    const otherCatalogs = [...worker.matchAll(/\/assets\/(admin|screen|server|serverCatalog)-[\w-]+\.js/g)].map(([file]) => file);
    expect(otherCatalogs).toEqual([]);
  });
});
