import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConfigDto, QrLinkDto } from '../../../core/admin';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { insertPiece } from '../../repos/pieces';
import { makeEvent, makePieceWithCode } from '../../testing/factories';
import { testDbTarget } from '../../testing/harness';

const BRANDED = 'https://hunt.campus.edu';
const HOSTED = 'https://campus-hunt.example.app';

let setup: AdminTestSetup;
let pieceId: number;
const db = () => setup.server.runtime.deps.db;
const create = (body: unknown) => setup.admin.post('/api/admin/qr-links', body);

beforeAll(async () => {
  setup = await startAdminTestServer({ QR_DOMAINS: `${HOSTED}, ${BRANDED}/` });
  // Scans count only while an event runs.
  await makeEvent(setup.server.runtime.deps.db);
  pieceId = (await makePieceWithCode(db(), 'SEED01')).piece.id;
});
afterAll(() => setup.server.stop());

/** Resolves once another connection waits for one of the transaction's locks. */
async function waitingBehind(trx: Knex.Transaction): Promise<void> {
  const { rows } = (await trx.raw('select pg_backend_pid() as pid')) as { rows: { pid: number }[] };
  for (;;) {
    const waiting = (await trx.raw('select pid from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [rows[0]!.pid])) as { rows: unknown[] };
    if (waiting.rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('GET /api/admin/config', () => {
  it('offers the QR_DOMAINS hosts, the default first', async () => {
    expect(await expectJson<AdminConfigDto>(setup.admin.get('/api/admin/config'), 200)).toEqual({ qrDomains: [HOSTED, BRANDED] });
  });
});

describe('POST /api/admin/qr-links', () => {
  it('creates an active link, upper-casing and trimming the code (201)', async () => {
    const link = await expectJson<QrLinkDto>(create({ code: '  ab12cd ', puzzlePieceId: pieceId, domain: BRANDED }), 201);
    expect(link).toMatchObject({ code: 'AB12CD', puzzlePieceId: pieceId, puzzlePieceName: 'SEED01 Piece', domain: BRANDED, isActive: true, scanCount: 0 });
    expect(await db()('qr_links').where({ id: link.id }).first()).toMatchObject({ code: 'AB12CD' });
    // A participant can scan it at once.
    await expectJson(setup.user.post('/api/scan', { code: `${BRANDED}/scan/ab12cd` }), 200);
  });

  it('accepts exactly 10 characters and refuses 11 with a 400 naming the field', async () => {
    await expectJson(create({ code: 'ABCDEFGHIJ', puzzlePieceId: pieceId, domain: HOSTED }), 201);
    const body = await expectJson<{ message: string }>(create({ code: 'ABCDEFGHIJK', puzzlePieceId: pieceId, domain: HOSTED }), 400);
    expect(body.message).toBe('code: code must be at most 10 characters');
  });

  it('requires a code and a puzzle piece', async () => {
    expect((await expectJson<{ message: string }>(create({ code: '   ', puzzlePieceId: pieceId, domain: HOSTED }), 400)).message).toBe('code: code is required');
    expect((await expectJson<{ message: string }>(create({ code: 'NOPIECE', domain: HOSTED }), 400)).message).toMatch(/^puzzlePieceId: /);
  });

  it('refuses a duplicate code, whatever its case (409)', async () => {
    await expectJson(create({ code: 'TWIN01', puzzlePieceId: pieceId, domain: HOSTED }), 201);
    const body = await expectJson(create({ code: 'twin01', puzzlePieceId: pieceId, domain: HOSTED }), 409);
    expect(body).toEqual({ message: 'A QR link with code TWIN01 already exists', code: 'conflict' });
  });

  it('refuses a piece that does not exist (404)', async () => {
    const body = await expectJson(create({ code: 'GHOST1', puzzlePieceId: 987654, domain: HOSTED }), 404);
    expect(body).toEqual({ message: 'Puzzle piece not found', code: 'not_found' });
  });

  it('answers the same 404 for a piece deleted while the link is being created', async () => {
    const doomed = await insertPiece(db(), { name: 'Doomed', description: null, image_url: null, sort_order: 9 });
    const deletion = await db().transaction();
    try {
      await deletion('puzzle_pieces').where({ id: doomed.id }).delete();
      const creating = create({ code: 'LATE01', puzzlePieceId: doomed.id, domain: HOSTED });
      // On PostgreSQL the link's insert waits for the deletion to end; PGlite's one connection
      // makes the request wait for it anyway.
      if (testDbTarget() === 'postgres') await waitingBehind(deletion);
      await deletion.commit();
      expect(await expectJson(creating, 404)).toEqual({ message: 'Puzzle piece not found', code: 'not_found' });
    } finally {
      if (!deletion.isCompleted()) await deletion.rollback();
    }
    expect(await db()('qr_links').where({ code: 'LATE01' })).toEqual([]);
  });

  it('refuses a domain that is not offered (400)', async () => {
    const body = await expectJson<{ message: string }>(create({ code: 'EVIL01', puzzlePieceId: pieceId, domain: 'https://evil.example' }), 400);
    expect(body.message).toBe(`domain must be one of: ${HOSTED}, ${BRANDED}`);
    expect(await db()('qr_links').where({ code: 'EVIL01' }).first()).toBeUndefined();
  });

  it('can create an inactive link, which does not scan', async () => {
    const link = await expectJson<QrLinkDto>(create({ code: 'SLEEP1', puzzlePieceId: pieceId, domain: HOSTED, isActive: false }), 201);
    expect(link.isActive).toBe(false);
    await expectJson(setup.user.post('/api/scan', { code: 'SLEEP1' }), 404);
  });
});

describe('GET /api/admin/qr-links', () => {
  it('lists links with their piece name and scan counts', async () => {
    const links = await expectJson<QrLinkDto[]>(setup.admin.get('/api/admin/qr-links'), 200);
    expect(links.map((link) => link.code)).toEqual(['SEED01', 'AB12CD', 'ABCDEFGHIJ', 'TWIN01', 'SLEEP1']);
    expect(links.find((link) => link.code === 'AB12CD')).toMatchObject({ scanCount: 1, puzzlePieceName: 'SEED01 Piece' });
  });
});

describe('DELETE /api/admin/qr-links/:id', () => {
  it('deletes a link (204) and keeps the pieces collected through it', async () => {
    const link = await db()('qr_links').where({ code: 'AB12CD' }).first();
    const response = await setup.admin.delete(`/api/admin/qr-links/${link.id}`);
    expect(response.status).toBe(204);
    expect(await db()('qr_links').where({ id: link.id }).first()).toBeUndefined();
    const collection = await expectJson<{ puzzlePieceId: number }[]>(setup.user.get('/api/user/collection'), 200);
    expect(collection.map((entry) => entry.puzzlePieceId)).toEqual([pieceId]);
    expect(await db()('collection_entries').first()).toMatchObject({ puzzle_piece_id: pieceId, qr_link_id: null });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(await expectJson(setup.admin.delete('/api/admin/qr-links/424242'), 404)).toEqual({ message: 'QR link not found', code: 'not_found' });
    await expectJson(setup.admin.delete('/api/admin/qr-links/abc'), 404);
  });
});
