import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeHealthDto } from '../../../core/admin';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makePieceWithCode, makeQuestionnaire } from '../../testing/factories';
import { insertPiece } from '../../repos/pieces';

let setup: AdminTestSetup;
const db = () => setup.server.runtime.deps.db;
const messages = async () => (await expectJson<CodeHealthDto>(setup.admin.get('/api/admin/health'), 200)).flags.map((flag) => flag.message);

beforeAll(async () => {
  setup = await startAdminTestServer();
  // The event started a day ago (the factory's default): a code nobody found since is long lost.
  await makeEvent(db());
  await makePieceWithCode(db(), 'FOUND1');
  await makePieceWithCode(db(), 'HIDDEN');
  // Both codes were hung before the event began.
  await db()('qr_links').update({ created_at: new Date(Date.now() - 2 * 86_400_000) });
  await makeQuestionnaire(db(), { title: 'Finisher Feedback', triggerCount: 3, questions: [{ text: 'How was it?', type: 'text' }] });
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/health', () => {
  it('is for admins only', async () => {
    await expectJson(setup.anonymous.get('/api/admin/health'), 401);
    await expectJson(setup.user.get('/api/admin/health'), 403);
  });

  it('flags a questionnaire waiting for more pieces than can be collected, and nothing lost while nobody finds anything', async () => {
    expect(await messages()).toEqual(['Triggers at 3 pieces, but only 2 can be collected']);
  });

  it('flags a code not found while others are, until it is found', async () => {
    await expectJson(setup.user.post('/api/scan', { code: 'FOUND1' }), 200);
    const [lost] = (await expectJson<CodeHealthDto>(setup.admin.get('/api/admin/health'), 200)).flags;
    expect(lost).toMatchObject({ kind: 'not_found', pieceName: 'HIDDEN Piece' });
    expect(lost?.message).toMatch(/^Not found for 14[34]\d min$/);
    await expectJson(setup.user.post('/api/scan', { code: 'HIDDEN' }), 200);
    expect(await messages()).toEqual(['Triggers at 3 pieces, but only 2 can be collected']);
  });

  it('flags a piece without an active QR code until it gets one', async () => {
    const piece = await insertPiece(db(), { name: 'Tenth Piece', description: null, image_url: null, sort_order: 10 });
    expect(await messages()).toEqual(['No active QR code: students cannot collect this piece', 'Triggers at 3 pieces, but only 2 can be collected']);
    const flags = (await expectJson<CodeHealthDto>(setup.admin.get('/api/admin/health'), 200)).flags;
    expect(flags[0]).toMatchObject({ kind: 'no_active_code', pieceId: piece.id, pieceName: 'Tenth Piece' });
    await expectJson(setup.admin.post('/api/admin/qr-links', { code: 'TENTH1', puzzlePieceId: piece.id, domain: setup.server.url }), 201);
    // Three can be collected now: the questionnaire's trigger is reachable too. The new code
    // was hung a moment ago, so nobody has missed it yet.
    expect(await messages()).toEqual([]);
  });
});
