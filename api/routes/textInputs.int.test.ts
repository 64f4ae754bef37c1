import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConfigDto } from '../../core/admin';
import { CLI_LOGIN_API } from '../../core/adminPaths';
import type { TestClient } from '../testing/client';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';

/**
 * Text input (docs/product.md): U+0000 once reached PostgreSQL ('invalid byte sequence', a 500), and a check
 * constraint's name came back in a response. Every text input now refuses control characters
 * (tab allowed; newline only in multi-line text) and lone surrogates with a 400 naming the field.
 */

let setup: AdminTestSetup;
let domain: string;
let pieceId: number;
let quizId: number;
let player: TestClient;

const db = () => setup.server.runtime.deps.db;
const NUL = '\u0000';
const LONE = '\uD800';

const validQuestionnaire = {
  title: 'Clean quiz',
  questions: [{ text: 'Pick one', type: 'radio', choices: ['A', 'B'] }],
};

/** Every table a refused request could have written to, as rows. */
async function snapshot() {
  const tables = ['users', 'puzzle_pieces', 'qr_links', 'questionnaires', 'events', 'prize_tiers', 'survey_responses', 'collection_entries', 'cli_login_requests'];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await db()(table).orderBy('id')])));
}

async function expectRefused(response: Promise<Response>, field: RegExp) {
  const body = await expectJson<{ message: string; code: string }>(response, 400);
  expect(body.code).toBe('bad_request');
  expect(body.message).toMatch(field);
  expect(body.message).toMatch(/must not contain control characters|must be a single line|must be valid Unicode text/);
  return body;
}

beforeAll(async () => {
  setup = await startAdminTestServer();
  domain = (await expectJson<AdminConfigDto>(setup.admin.get('/api/admin/config'), 200)).qrDomains[0] ?? '';
  const [made] = await makePieces(db(), ['TXT001']);
  pieceId = made?.piece.id ?? 0;
  await makeEvent(db());
  quizId = (await makeQuestionnaire(db(), { title: 'Free text', triggerCount: 1, questions: [{ text: 'Anything to add?', type: 'longtext' }] })).id;
  player = await signedIn(setup.server, 'texts@campus.edu');
  await expectJson(player.post('/api/scan', { code: 'TXT001' }), 200);
});
afterAll(() => setup.server.stop());

describe('text inputs with control characters', () => {
  it('answers 400 naming the field for U+0000 in every text a participant or an admin sends, and stores nothing', async () => {
    const before = await snapshot();
    const { admin } = setup;
    await expectRefused(player.post('/api/scan', { code: `CO${NUL}DE1` }), /^code: /);
    await expectRefused(player.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: `fine${NUL}` } }), /^responses\.q0: /);
    await expectRefused(admin.post('/api/admin/puzzles', { name: `Piece${NUL}` }), /^name: /);
    await expectRefused(admin.post('/api/admin/puzzles', { name: 'Piece', description: `Under the${NUL}stairs` }), /^description: /);
    await expectRefused(admin.patch(`/api/admin/puzzles/${pieceId}`, { name: `Renamed${NUL}` }), /^name: /);
    await expectRefused(admin.post('/api/admin/qr-links', { code: `AB${NUL}1`, puzzlePieceId: pieceId, domain }), /^code: /);
    await expectRefused(admin.post('/api/admin/qr-links', { code: 'AB1', puzzlePieceId: pieceId, domain: `${domain}${NUL}` }), /^domain: /);
    await expectRefused(admin.post('/api/admin/questionnaires', { ...validQuestionnaire, title: `Quiz${NUL}` }), /^title: /);
    await expectRefused(
      admin.post('/api/admin/questionnaires', { ...validQuestionnaire, questions: [{ text: `Pick${NUL}`, type: 'radio', choices: ['A'] }] }),
      /^questions\.0\.text: /,
    );
    await expectRefused(
      admin.put(`/api/admin/questionnaires/${quizId}`, { ...validQuestionnaire, questions: [{ text: 'Pick', type: 'radio', choices: ['A', `B${NUL}`] }] }),
      /^questions\.0\.choices\.1: /,
    );
    const dates = { startDate: '2030-01-01T00:00:00Z', endDate: '2030-01-02T00:00:00Z' };
    await expectRefused(admin.post('/api/admin/events', { name: `Hunt${NUL}`, ...dates }), /^name: /);
    await expectRefused(admin.post('/api/admin/events', { name: 'Hunt', ...dates, prizeTiers: [{ percentile: 90, prizeName: `Gold${NUL}` }] }), /^prizeTiers\.0\.prizeName: /);
    await expectRefused(setup.anonymous.post('/api/auth/dev-login', { email: 'nul@campus.edu', firstName: `Ada${NUL}` }), /^firstName: /);
    await expectRefused(setup.anonymous.post(CLI_LOGIN_API.start, { clientName: `ci${NUL}` }), /^clientName: /);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses newlines in single-line fields and keeps them in multi-line ones', async () => {
    await expectRefused(setup.admin.post('/api/admin/puzzles', { name: 'Two\nlines' }), /^name: name must be a single line$/);
    await expectRefused(setup.admin.post('/api/admin/qr-links', { code: 'AB\n1', puzzlePieceId: pieceId, domain }), /^code: /);
    const piece = await expectJson<{ description: string }>(
      setup.admin.post('/api/admin/puzzles', { name: 'Tab\tand lines', description: 'First floor\r\nBehind the door' }),
      201,
    );
    expect(piece.description).toBe('First floor\nBehind the door');
    await expectRefused(setup.admin.post('/api/admin/puzzles', { name: 'Bell', description: 'ring \u0007' }), /^description: /);
    await expectRefused(setup.admin.post('/api/admin/puzzles', { name: 'C1 \u0085' }), /^name: /);
  });

  it('refuses lone surrogates (never a 500 from a JSON column)', async () => {
    const before = await snapshot();
    await expectRefused(player.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: `half ${LONE}` } }), /^responses\.q0: /);
    await expectRefused(setup.admin.post('/api/admin/puzzles', { name: `Half ${LONE}` }), /^name: /);
    await expectRefused(
      setup.admin.post('/api/admin/questionnaires', { ...validQuestionnaire, questions: [{ text: `Half \uDC00`, type: 'text' }] }),
      /^questions\.0\.text: /,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('takes malformed query and path parameters as 400 or 404, never a 5xx', async () => {
    const { admin } = setup;
    for (const path of [
      '/api/admin/survey-responses?questionnaireId=%00',
      '/api/admin/survey-responses?questionnaireId=1%00',
      '/api/admin/survey-responses?questionnaireId=%ED%A0%80',
      '/api/images/%00',
      '/api/login?returnTo=%2F%00',
    ]) {
      expect((await admin.get(path)).status, path).toBeLessThan(500);
    }
    for (const path of ['/api/admin/puzzles/%00', '/api/admin/qr-links/1%00', '/api/admin/events/%ED%A0%80', '/api/admin/questionnaires/%C0']) {
      expect((await admin.delete(path)).status, path).toBe(404);
    }
    expect((await setup.anonymous.post('/api/cli/logins/%00/token', { pollSecret: 'x' })).status).toBe(400);
  });

  it('never names a database constraint: the code ßßßßßßßßßß is a 400 in our words', async () => {
    const body = await expectJson<{ message: string }>(setup.admin.post('/api/admin/qr-links', { code: 'ßßßßßßßßßß', puzzlePieceId: pieceId, domain }), 400);
    expect(body.message).toBe('code: code may contain only the letters A-Z and the digits 0-9');
    expect(body.message).not.toMatch(/_check|constraint|qr_links/);
  });
});
