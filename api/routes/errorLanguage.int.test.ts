import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUE_MAX_LENGTH, HINT_COST_MAX } from '../../core/hints';
import type { ImportResultDto, TeamDto } from '../../core/teams';
import { issueApiToken } from '../services/apiTokens';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { TestClient } from '../testing/client';
import { makeAdmin, makeEvent, makePieces } from '../testing/factories';

/**
 * The API answers a refusal in the reader's language (docs/product.md, "Languages"): the
 * language cookie, else Accept-Language; the same refusal stays word for word English for
 * everyone else, and for the CLI, which asks for no language.
 */
let setup: AdminTestSetup;
const db = () => setup.server.runtime.deps.db;
let made = 0;
let eventId = 0;
const student = () => signedIn(setup.server, `lang${++made}@campus.edu`, { firstName: `L${made}`, lastName: 'Player' });
const SPANISH = { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' };
const SPANISH_CHOICE = { Cookie: 'language=es' };

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makePieces(db(), ['LANG01']);
  eventId = (await makeEvent(db(), { status: 'active', mode: 'teams', team_size: 2, late_joining: true })).id;
  await setup.server.runtime.deps.caches.events.refresh();
});
afterAll(async () => {
  await setup?.server.stop();
});

describe('refusals in the reader language', () => {
  it('words a typed code that is no code in Spanish for a Spanish browser, and in English for any other', async () => {
    const client = await student();
    const scan = (headers: Record<string, string>) => expectJson(client.request('POST', '/api/scan', { json: { code: 'NOPE42' }, headers }), 404);
    expect(await scan(SPANISH)).toEqual({ code: 'not_found', message: 'Código no válido' });
    expect(await scan({ 'Accept-Language': 'fr, en' })).toEqual({ code: 'not_found', message: 'Invalid code' });
    expect(await scan({})).toEqual({ code: 'not_found', message: 'Invalid code' });
  });

  it('puts the team size into a full team refusal', async () => {
    const team = await expectJson<TeamDto>((await student()).post('/api/teams', { name: 'Lenguas' }), 201);
    await expectJson((await student()).post('/api/teams/join', { code: team.joinCode }), 200);
    const late = await student();
    expect(await expectJson(late.post('/api/teams/join', { code: team.joinCode }, SPANISH), 409)).toEqual({
      code: 'conflict',
      message: 'Este equipo está completo: admite como máximo 2 miembros',
    });
    expect(await expectJson(late.post('/api/teams/join', { code: team.joinCode }), 409)).toEqual({ code: 'conflict', message: 'This team is full: at most 2 members' });
  });

  it('words a refused request body, our words and zod own alike', async () => {
    const client = await student();
    expect(await expectJson(client.post('/api/teams', { name: ' ' }, SPANISH), 400)).toEqual({ code: 'bad_request', message: 'name: falta el nombre' });
    expect(await expectJson(client.post('/api/teams', { name: ' ' }), 400)).toEqual({ code: 'bad_request', message: 'name: name is required' });
    const zodOwn = await expectJson<{ message: string }>(client.post('/api/scan', { code: 'LANG01', position: 'here' }, SPANISH), 400);
    expect(zodOwn.message).toMatch(/^position: Entrada inválida/);
    expect((await expectJson<{ message: string }>(client.post('/api/scan', { code: 'LANG01', position: 'here' }), 400)).message).toMatch(/^position: Invalid input/);
  });

  it('words a 401 by the language cookie first, and the malformed JSON answer', async () => {
    const anonymous = new TestClient(setup.server.url);
    expect(await expectJson(anonymous.get('/api/auth/user', SPANISH), 401)).toEqual({ code: 'unauthorized', message: 'No has iniciado sesión' });
    expect(await expectJson(anonymous.get('/api/auth/user', SPANISH_CHOICE), 401)).toEqual({ code: 'unauthorized', message: 'No has iniciado sesión' });
    expect(await expectJson(anonymous.get('/api/auth/user'), 401)).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    // A choice of English outranks a Spanish browser.
    expect(await expectJson(anonymous.get('/api/auth/user', { ...SPANISH, Cookie: 'language=en' }), 401)).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    const client = await student();
    const malformed = await client.request('POST', '/api/scan', { body: '{', headers: { ...SPANISH, 'Content-Type': 'application/json' } });
    expect(await expectJson(malformed, 400)).toEqual({ code: 'bad_request', message: 'El cuerpo de la petición no es JSON válido' });
  });

  it("speaks a Spanish event's default to a reader who asks for no language we have, and English to a program with a token", async () => {
    const admin = await makeAdmin(db(), { email: 'cli-lang@campus.edu' });
    const { secret } = await issueApiToken(db(), { id: admin.id, role: 'admin' }, 'lang laptop');
    const program = new TestClient(setup.server.url);
    const deleteNothing = (headers: Record<string, string>) => expectJson(program.delete('/api/admin/events/999999', { Authorization: `Bearer ${secret}`, ...headers }), 404);
    expect(await deleteNothing(SPANISH)).toEqual({ code: 'not_found', message: 'Event not found' });
    await db()('events').update({ language: 'es' });
    await setup.server.runtime.deps.caches.events.refresh();
    try {
      const anonymous = new TestClient(setup.server.url);
      expect(await expectJson(anonymous.get('/api/auth/user', { 'Accept-Language': 'fr' }), 401)).toEqual({ code: 'unauthorized', message: 'No has iniciado sesión' });
      expect(await expectJson(anonymous.get('/api/auth/user', { 'Accept-Language': 'en' }), 401)).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
      expect(await deleteNothing({})).toEqual({ code: 'not_found', message: 'Event not found' });
    } finally {
      await db()('events').update({ language: 'en' });
      await setup.server.runtime.deps.caches.events.refresh();
    }
  });

  it('asks before a lured sign-out in Spanish', async () => {
    const client = await student();
    const lured = await client.get('/api/logout', { 'Sec-Fetch-Site': 'cross-site', ...SPANISH });
    const html = await lured.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Otro sitio te ha traído aquí. Cierra sesión solo si querías hacerlo.');
    expect(html).toContain('<button type="submit">Cerrar sesión</button>');
  });
});

describe("an organiser's refusals in the reader language", () => {
  const refused = async (path: string, body: unknown, headers: Record<string, string> = {}) => (await expectJson<{ message: string }>(setup.admin.post(path, body, headers), 400)).message;

  it('words the limits core gives a field, with the field in Spanish words, and keeps the English as it was', async () => {
    const piece = (fields: Record<string, unknown>) => ({ name: 'Lenguas', ...fields });
    const longClue = piece({ clue: 'x'.repeat(CLUE_MAX_LENGTH + 1) });
    expect(await refused('/api/admin/puzzles', longClue, SPANISH)).toBe(`clue: la pista tiene que tener como máximo ${CLUE_MAX_LENGTH} caracteres`);
    expect(await refused('/api/admin/puzzles', longClue)).toBe(`clue: clue must be at most ${CLUE_MAX_LENGTH} characters`);
    const dearHint = piece({ hints: [{ text: 'Look up', cost: HINT_COST_MAX + 1 }] });
    expect(await refused('/api/admin/puzzles', dearHint, SPANISH)).toBe(`hints.0.cost: el coste de la pista tiene que estar entre 0 y ${HINT_COST_MAX}`);
    expect(await refused('/api/admin/puzzles', dearHint)).toBe(`hints.0.cost: hint cost must be from 0 to ${HINT_COST_MAX}`);
  });

  it('words the problems every text field shares, naming the field in words where it has them', async () => {
    const wordless = { name: 'Lenguas', hints: [{ cost: 1 }] };
    expect(await refused('/api/admin/puzzles', wordless, SPANISH)).toBe('hints.0.text: falta el texto de la pista');
    expect(await refused('/api/admin/puzzles', wordless)).toBe('hints.0.text: hint text is required');
    expect(await refused('/api/admin/puzzles', { name: 'Two\nlines' }, SPANISH)).toBe('name: el nombre tiene que ocupar una sola línea');
    expect(await refused('/api/admin/puzzles', { name: 'Two\nlines' })).toBe('name: name must be a single line');
    const undated = { text: 'Hola', sendAt: 'mañana' };
    expect(await refused('/api/admin/announcements', undated, SPANISH)).toBe('sendAt: sendAt tiene que ser una fecha');
    expect(await refused('/api/admin/announcements', undated)).toBe('sendAt: sendAt must be a date');
  });

  it("words the detail of a question's image and of a poster sheet's count, inside the refusal", async () => {
    const question = { text: 'Which?', type: 'text', imageUrl: 'data:image/png;base64,@@@' };
    const quiz = { title: 'Lenguas', questions: [question] };
    expect(await refused('/api/admin/questionnaires', quiz, SPANISH)).toBe('questions.0.imageUrl: imageUrl no es base64 válido');
    expect(await refused('/api/admin/questionnaires', quiz)).toBe('questions.0.imageUrl: imageUrl is not valid base64');
    const sheet = (headers: Record<string, string> = {}) => expectJson<{ message: string }>(setup.admin.get('/api/admin/qr-links/posters?codes=LANG01&perPage=40', headers), 400);
    expect((await sheet(SPANISH)).message).toMatch(/^perPage 40 imprimiría códigos de menos de 6 cm: caben como máximo \d+ en una página A4$/);
    expect((await sheet()).message).toMatch(/^perPage 40 would print codes smaller than 6 cm: at most \d+ fit on one A4 page$/);
  });

  it("words an import's rows the server could not apply", async () => {
    const rows = { eventId, rows: [{ division: 'Music', email: 'lost@campus.edu' }] };
    const spanish = await expectJson<ImportResultDto>(setup.admin.post('/api/admin/divisions/assignments', rows, SPANISH), 200);
    expect(spanish.problems).toEqual([{ row: 1, email: 'lost@campus.edu', problem: 'Ninguna división de este evento se llama Music' }]);
    const english = await expectJson<ImportResultDto>(setup.admin.post('/api/admin/divisions/assignments', rows), 200);
    expect(english.problems).toEqual([{ row: 1, email: 'lost@campus.edu', problem: 'No division is called Music in this event' }]);
  });
});
