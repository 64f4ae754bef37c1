import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SERVER, openSection, ORGANISER, sectionReady } from './support/admin';
import { devSignIn, screenshot, uniqueUser } from './support/browser';
import { submitManualCode } from './support/hunt';
import { seen } from './support/session';
import { useBrowser, useServer } from './support/suite';
import { textsIn } from './support/texts';

// A Spanish reader: the landing arrives in Spanish from the first byte, switches to English from
// the header, and stays English after a reload (docs/product.md, "Languages").

const server = useServer('languages', ADMIN_SERVER);
const text = textsIn('es');
const browser = useBrowser({}, server);
let context: BrowserContext | undefined;

/** A phone whose browser asks for Spanish first, as a Spanish reader's does. */
async function spanishPhone(): Promise<Page> {
  context = await browser().newContext({
    baseURL: server().url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
  });
  return context.newPage();
}

afterEach(async () => {
  await context?.close();
  context = undefined;
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('languages', () => {
  it('sends the landing prerendered in Spanish to a Spanish reader: no English first', async () => {
    const response = await fetch(`${server().url}/`, { headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } });
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain('Evento en directo');
    expect(html).toContain('Acceso a la misión bloqueado');
    expect(html).not.toContain('Event Live Now');
    expect(html).not.toContain('Mission Access Locked');
  });

  it('shows a Spanish browser the landing in Spanish, with room for the longer words on a phone', async () => {
    const page = await spanishPhone();
    await page.goto('/');
    await seen(page.getByText('Evento en directo'));
    expect(await htmlLang(page)).toBe('es');
    await screenshot(page, 'landing-es');
    expect(await overflowsSideways(page)).toBe(false);

    // Hydrated in Spanish: the declarations unlock the Spanish sign-in button.
    await seen(page.getByText('Acepta las 3 declaraciones para desbloquear el acceso a la misión'));
    for (const box of await page.getByRole('checkbox').all()) await box.click();
    const launch = await seen(page.getByRole('button', { name: 'Empezar la misión con Google' }));
    await launch.scrollIntoViewIfNeeded();
    await screenshot(page, 'landing-es-briefing');
    expect(await overflowsSideways(page)).toBe(false);
  });

  it('switches to English from the header and keeps English after a reload', async () => {
    const page = await spanishPhone();
    await page.goto('/');
    await seen(page.getByText('Evento en directo'));
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await seen(page.getByText('Event Live Now'));
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');

    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('Event Live Now');
    await seen(page.getByText('Event Live Now'));
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByText('Evento en directo').count()).toBe(0);
  });

  it("draws the student's pages in Spanish on a phone, the longer words within its width", async () => {
    const page = await spanishPhone();
    await devSignIn(page, uniqueUser('Lucia'), '/dashboard');
    await seen(page.getByRole('heading', { name: 'Colección de piezas' }));
    await seen(page.getByRole('link', { name: 'Escanear QR' }));
    await seen(page.getByText('Puntuación bloqueada'));
    await screenshot(page, 'dashboard-es');
    expect(await overflowsSideways(page)).toBe(false);

    // The privacy page's long texts (what is kept, why, who sees it, how long) in Spanish too.
    await page.goto('/privacy');
    await seen(page.getByText(text('privacy.fact.email.whoSees')));
    await seen(page.getByText(text('privacy.fact.email.item'), { exact: true }));
    await screenshot(page, 'privacy-es');
    expect(await overflowsSideways(page)).toBe(false);

    await page.goto('/scanner');
    await seen(page.getByRole('heading', { name: 'Escáner QR' }));
    // This browser has no camera: the scanner says so and offers the typed code at once.
    await seen(page.getByRole('heading', { name: 'No se ha encontrado ninguna cámara' }));
    await seen(page.getByRole('button', { name: 'Enviar código' }));
    await screenshot(page, 'scanner-es');
    expect(await overflowsSideways(page)).toBe(false);

    // The inner pages' header has the switch too: back to English without leaving the page.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await seen(page.getByRole('heading', { name: 'QR Scanner' }));
    await seen(page.getByRole('button', { name: 'Submit Code' }));
  });

  it('draws the quiz, the leaderboard and the admin overview in Spanish within a phone', async () => {
    const page = await spanishPhone();
    await devSignIn(page, uniqueUser('Mateo'), '/scanner');
    await submitManualCode(page, 'INN001', text);
    await (await seen(page.getByRole('button', { name: text('scanner.piece.viewCollection') }))).click();
    const quiz = await seen(page.getByRole('dialog').filter({ hasText: 'First Clue Quiz' }));
    await seen(quiz.getByRole('button', { name: text('survey.submit') }));
    await screenshot(page, 'survey-es');
    expect(await overflowsSideways(page)).toBe(false);

    await page.goto('/leaderboard');
    await seen(page.getByRole('heading', { name: text('leaderboard.title') }).first());
    await screenshot(page, 'leaderboard-es');
    expect(await overflowsSideways(page)).toBe(false);

    await devSignIn(page, ORGANISER, '/admin');
    await sectionReady(page, 'overview');
    expect(await htmlLang(page)).toBe('es');
    await screenshot(page, 'admin-overview-es');
    expect(await overflowsSideways(page)).toBe(false);

    // A code core refuses in the browser, worded in Spanish through the server's catalog.
    const links = await openSection(page, 'qr-links');
    await links.getByTestId('create-qr-link').click();
    const dialog = await seen(page.getByTestId('qr-link-dialog'));
    await dialog.getByTestId('qr-code-input').pressSequentially('ab/');
    await seen(dialog.getByText('El código solo puede contener las letras A-Z y las cifras 0-9'));
  });
});
