import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPieceDto } from '../../../core/admin';
import type { PieceDto } from '../../../core/contracts';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { seedImage } from '../../testing/images';
import { makeEvent, makePieceWithCode } from '../../testing/factories';

const TOO_LARGE = 'File too large: Please use an image under 500KB or provide a URL instead';
const WRONG_TYPE = 'Only PNG, JPEG, WebP or GIF images are accepted';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
/** A PNG signature padded to `size` bytes: enough for the byte sniffer, and an exact size. */
const pngOfSize = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length)]);

let setup: AdminTestSetup;
const db = () => setup.server.runtime.deps.db;
const create = (body: unknown) => setup.admin.post('/api/admin/puzzles', body);

beforeAll(async () => {
  setup = await startAdminTestServer();
  // Scans count only while an event runs.
  await makeEvent(setup.server.runtime.deps.db);
});
afterAll(() => setup.server.stop());

describe('POST /api/admin/puzzles', () => {
  it('creates a piece (201) that participants see at once', async () => {
    const piece = await expectJson<AdminPieceDto>(
      create({ name: ' Innovation ', description: 'Find it by the lab', imageUrl: 'https://cdn.example/innovation.png' }),
      201,
    );
    expect(piece).toMatchObject({ name: 'Innovation', description: 'Find it by the lab', imageUrl: 'https://cdn.example/innovation.png' });
    expect(piece).toMatchObject({ qrLinkCount: 0, collectedCount: 0 });
    // Participants see a new, unheld piece as one more numbered place.
    const pieces = await expectJson<PieceDto[]>(setup.user.get('/api/puzzles'), 200);
    expect(pieces.find((p) => p.id === piece.id)).toEqual({ id: piece.id, position: pieces.length, collected: false, clue: null, clueImageUrl: null, hints: [] });
  });

  it('requires a name', async () => {
    expect((await expectJson<{ message: string }>(create({}), 400)).message).toBe('name: name is required');
    expect((await expectJson<{ message: string }>(create({ name: '   ' }), 400)).message).toBe('name: name is required');
  });

  it('refuses an imageUrl that is neither http(s) nor an upload', async () => {
    const body = await expectJson<{ message: string }>(create({ name: 'Bad', imageUrl: 'javascript:alert(1)' }), 400);
    expect(body.message).toBe('imageUrl: imageUrl must be an http(s) URL or an uploaded image');
  });

  it('stores an uploaded PNG and serves it from /api/images/{id} with its type', async () => {
    const png = await seedImage('vision');
    const piece = await expectJson<AdminPieceDto>(create({ name: 'Uploaded', imageUrl: dataUrl(png) }), 201);
    expect(piece.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const image = await fetch(new URL(piece.imageUrl ?? '', setup.server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const row = await db()('images').where({ id: piece.imageUrl?.split('/').pop() }).first();
    expect(row).toMatchObject({ mime_type: 'image/png', byte_size: png.length, sha256: createHash('sha256').update(png).digest('hex') });
  });

  it('takes the type from the bytes, not from what the upload declares', async () => {
    const png = await seedImage('teamwork');
    const piece = await expectJson<AdminPieceDto>(create({ name: 'Mislabelled', imageUrl: dataUrl(png, 'image/jpeg') }), 201);
    const image = await fetch(new URL(piece.imageUrl ?? '', setup.server.url));
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('accepts an upload of exactly 500,000 bytes', async () => {
    await expectJson(create({ name: 'Largest', imageUrl: dataUrl(pngOfSize(500_000)) }), 201);
  });

  it('refuses 500,001 bytes with 413 and the File too large message', async () => {
    const before = await db()('images').count<{ count: number }[]>('* as count');
    const body = await expectJson(create({ name: 'Too big', imageUrl: dataUrl(pngOfSize(500_001)) }), 413);
    expect(body).toEqual({ message: TOO_LARGE, code: 'payload_too_large' });
    expect(await db()('images').count<{ count: number }[]>('* as count')).toEqual(before);
    expect(await db()('puzzle_pieces').where({ name: 'Too big' }).first()).toBeUndefined();
  });

  it('refuses a data URL too long to decode with the same 413', async () => {
    const body = await expectJson(create({ name: 'Way too big', imageUrl: dataUrl(pngOfSize(600_000)) }), 413);
    expect(body).toEqual({ message: TOO_LARGE, code: 'payload_too_large' });
  });

  it('refuses a text file', async () => {
    const text = Buffer.from('name,score\nalice,10\n');
    const body = await expectJson(create({ name: 'Text', imageUrl: dataUrl(text, 'text/plain') }), 415);
    expect(body).toEqual({ message: WRONG_TYPE, code: 'unsupported_media_type' });
  });

  it('refuses an SVG declared as image/png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await expectJson(create({ name: 'Sneaky', imageUrl: dataUrl(svg, 'image/png') }), 415)).toEqual({
      message: WRONG_TYPE,
      code: 'unsupported_media_type',
    });
    expect(await expectJson(create({ name: 'Sneaky', imageUrl: `data:image/png,${encodeURIComponent(svg.toString())}` }), 415)).toMatchObject({
      message: WRONG_TYPE,
    });
  });

  it('refuses malformed base64', async () => {
    const body = await expectJson<{ message: string }>(create({ name: 'Broken', imageUrl: 'data:image/png;base64,@@@' }), 400);
    expect(body.message).toBe('imageUrl is not valid base64');
  });
});

describe('PATCH /api/admin/puzzles/:id', () => {
  it('changes only the fields sent', async () => {
    const piece = await expectJson<AdminPieceDto>(create({ name: 'Before', description: 'kept', imageUrl: 'https://cdn.example/a.png' }), 201);
    const renamed = await expectJson<AdminPieceDto>(setup.admin.patch(`/api/admin/puzzles/${piece.id}`, { name: 'After' }), 200);
    expect(renamed).toMatchObject({ id: piece.id, name: 'After', description: 'kept', imageUrl: 'https://cdn.example/a.png' });
    const cleared = await expectJson<AdminPieceDto>(setup.admin.patch(`/api/admin/puzzles/${piece.id}`, { imageUrl: '', description: null }), 200);
    expect(cleared).toMatchObject({ name: 'After', description: null, imageUrl: null });
  });

  it('stores an uploaded image and applies the same checks', async () => {
    const piece = await expectJson<AdminPieceDto>(create({ name: 'Patched image' }), 201);
    const path = `/api/admin/puzzles/${piece.id}`;
    const updated = await expectJson<AdminPieceDto>(setup.admin.patch(path, { imageUrl: dataUrl(await seedImage('impact')) }), 200);
    expect(updated.imageUrl).toMatch(/^\/api\/images\//);
    expect((await setup.admin.patch(path, { imageUrl: dataUrl(pngOfSize(500_001)) })).status).toBe(413);
    expect((await setup.admin.patch(path, { imageUrl: dataUrl(Buffer.from('<svg/>'), 'image/png') })).status).toBe(415);
    // Keeping the stored image works too (the client sends the path back).
    expect(await expectJson<AdminPieceDto>(setup.admin.patch(path, { imageUrl: updated.imageUrl }), 200)).toMatchObject({ imageUrl: updated.imageUrl });
  });

  it('answers 404 for an unknown piece and 400 for an empty name', async () => {
    await expectJson(setup.admin.patch('/api/admin/puzzles/999999', { name: 'Nobody' }), 404);
    const piece = await expectJson<AdminPieceDto>(create({ name: 'Named' }), 201);
    expect((await expectJson<{ message: string }>(setup.admin.patch(`/api/admin/puzzles/${piece.id}`, { name: '' }), 400)).message).toBe(
      'name: name is required',
    );
  });
});

describe('DELETE /api/admin/puzzles/:id', () => {
  it('deletes a piece nothing refers to (204)', async () => {
    const piece = await expectJson<AdminPieceDto>(create({ name: 'Unused' }), 201);
    expect((await setup.admin.delete(`/api/admin/puzzles/${piece.id}`)).status).toBe(204);
    expect(await db()('puzzle_pieces').where({ id: piece.id }).first()).toBeUndefined();
    await expectJson(setup.admin.delete(`/api/admin/puzzles/${piece.id}`), 404);
  });

  it('refuses (409) while QR links point at it, naming how many', async () => {
    const { piece } = await makePieceWithCode(db(), 'LINKED');
    const body = await expectJson(setup.admin.delete(`/api/admin/puzzles/${piece.id}`), 409);
    expect(body).toEqual({ message: 'Piece is used by 1 QR link and 0 collections. Delete its QR links first.', code: 'conflict' });
  });

  it('refuses (409) once participants collected it, so nobody loses progress', async () => {
    const { piece, link } = await makePieceWithCode(db(), 'HELD01');
    await expectJson(setup.user.post('/api/scan', { code: 'HELD01' }), 200);
    const body = await expectJson<{ message: string }>(setup.admin.delete(`/api/admin/puzzles/${piece.id}`), 409);
    expect(body.message).toBe(
      'Piece is used by 1 QR link and 1 collection. A piece that participants have collected cannot be deleted, so nobody loses progress; rename it instead.',
    );
    // Even without the link, the collection keeps the piece alive.
    expect((await setup.admin.delete(`/api/admin/qr-links/${link.id}`)).status).toBe(204);
    expect((await expectJson<{ message: string }>(setup.admin.delete(`/api/admin/puzzles/${piece.id}`), 409)).message).toMatch(
      /^Piece is used by 0 QR links and 1 collection\./,
    );
    const collection = await expectJson<{ puzzlePieceId: number }[]>(setup.user.get('/api/user/collection'), 200);
    expect(collection.map((entry) => entry.puzzlePieceId)).toContain(piece.id);
  });
});

describe('GET /api/admin/puzzles', () => {
  it('lists pieces in order with their usage counts', async () => {
    const pieces = await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200);
    expect(pieces[0]?.name).toBe('Innovation');
    expect(pieces.find((piece) => piece.name === 'HELD01 Piece')).toMatchObject({ qrLinkCount: 0, collectedCount: 1 });
    expect(pieces.find((piece) => piece.name === 'LINKED Piece')).toMatchObject({ qrLinkCount: 1, collectedCount: 0 });
  });
});
