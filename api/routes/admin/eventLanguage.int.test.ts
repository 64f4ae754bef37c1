import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '../../../core/admin';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';

// An event's default language, set by the organiser, and the page language the server picks
// with it (api/language.ts): the reader's choice, then their languages, then the event's default.

const HOUR_MS = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const page = (language: string) => `<!doctype html><html lang="${language}"><body><div id="root" data-prerendered="landing"></div></body></html>`;

let folder: string;
let setup: AdminTestSetup;
const create = (extra: Record<string, unknown> = {}) =>
  expectJson<EventDto>(setup.admin.post('/api/admin/events', { name: 'Spring Hunt', startDate: at(24 * HOUR_MS), endDate: at(48 * HOUR_MS), ...extra }), 201);
const landingLanguage = async (headers: Record<string, string>) => {
  const response = await fetch(`${setup.server.url}/`, { headers });
  expect(response.headers.get('vary')).toMatch(/Accept-Language/);
  return /<html lang="(\w+)"/.exec(await response.text())?.[1];
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'campus-hunt-languages-'));
  const built = { 'index.html': 'en', 'landing.html': 'en', 'landing.es.html': 'es' };
  for (const [file, language] of Object.entries(built)) {
    await writeFile(path.join(folder, file), page(language));
  }
  setup = await startAdminTestServer({ WEB_DIR: folder });
});

afterAll(async () => {
  await setup?.server.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('an event’s language', () => {
  it('is English unless the organiser sets another, and can be changed later', async () => {
    expect((await create()).language).toBe('en');
    const spanish = await create({ language: 'es' });
    expect(spanish.language).toBe('es');
    const changed = await expectJson<EventDto>(setup.admin.patch(`/api/admin/events/${spanish.id}`, { language: 'en' }), 200);
    expect(changed).toEqual({ ...spanish, language: 'en' });
  });

  it('refuses a language the product does not speak (400), changing nothing', async () => {
    const event = await create({ language: 'es' });
    const refuse = (headers: Record<string, string>) => expectJson<{ message: string }>(setup.admin.patch(`/api/admin/events/${event.id}`, { language: 'fr' }, headers), 400);
    expect((await refuse({ 'Accept-Language': 'en' })).message).toBe("language: language must be one of 'en', 'es'");
    // A reader who asks for no language we speak reads the (now Spanish) event's default.
    expect((await refuse({})).message).toBe("language: language tiene que ser uno de estos: 'en', 'es'");
    const listed = await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200);
    expect(listed.find((row) => row.id === event.id)?.language).toBe('es');
  });
});

describe('the language of the pages', () => {
  it('follows the reader’s languages, and their choice above them', async () => {
    expect(await landingLanguage({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toBe('es');
    expect(await landingLanguage({ 'accept-language': 'en-GB,es;q=0.5' })).toBe('en');
    expect(await landingLanguage({ 'accept-language': 'es', cookie: 'language=en' })).toBe('en');
    expect(await landingLanguage({ 'accept-language': 'en', cookie: 'language=es' })).toBe('es');
  });

  it('falls back to the running event’s default for a reader whose languages it does not speak', async () => {
    // Its start has passed: it is active at once.
    const event = await create({ language: 'es', startDate: at(-HOUR_MS), endDate: at(HOUR_MS) });
    expect(event.status).toBe('active');
    // The events cache hears of the change through the database's notifications.
    await expect.poll(() => landingLanguage({ 'accept-language': 'fr' })).toBe('es');
    expect(await landingLanguage({ 'accept-language': 'en' })).toBe('en');
    await expectJson<EventDto>(setup.admin.patch(`/api/admin/events/${event.id}`, { language: 'en' }), 200);
    await expect.poll(() => landingLanguage({ 'accept-language': 'fr' })).toBe('en');
  });
});
