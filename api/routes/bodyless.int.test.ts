import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makePieceWithCode } from '../testing/factories';

/** Calls that carry no body: they need no content type, and the caller is judged first. */
let setup: AdminTestSetup;

beforeAll(async () => {
  setup = await startAdminTestServer();
});

afterAll(async () => {
  await setup?.server.stop();
});

const TEXT = { 'Content-Type': 'text/plain' };
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('requests without a body', () => {
  it('DELETE, POST …/start and POST …/complete need no Content-Type; signed-out callers hear 401 and participants 403 first', async () => {
    const db = setup.server.runtime.deps.db;
    const { piece, link } = await makePieceWithCode(db, 'BODY01');
    const event = await makeEvent(db);
    const later = await makeEvent(db, { name: 'Later', status: 'scheduled', start_date: new Date(Date.now() + 86_400_000), end_date: new Date(Date.now() + 2 * 86_400_000) });
    const calls = [
      ['DELETE', `/api/admin/qr-links/${link.id}`],
      ['POST', `/api/admin/events/${later.id}/start`],
      ['POST', `/api/admin/events/${event.id}/complete`],
      ['DELETE', `/api/admin/puzzles/${piece.id}`],
    ] as const;

    for (const [method, path] of calls) {
      // No body and no Content-Type, as fetch(url, {method}) or curl -X sends it.
      const anonymous = await setup.anonymous.request(method, path);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
      expect((await setup.user.request(method, path)).status, `${method} ${path}`).toBe(403);
      // Whatever a caller without the right sends, who they are is judged before the body.
      expect((await setup.anonymous.request(method, path, { body: 'x', headers: TEXT })).status).toBe(401);
      expect((await setup.user.request(method, path, { body: 'x', headers: TEXT })).status).toBe(403);
      // An admin's body must still be JSON, and a form (which always declares its type) is refused even empty.
      expect((await setup.admin.request(method, path, { body: 'x', headers: TEXT })).status, `${method} ${path}`).toBe(415);
      expect((await setup.admin.request(method, path, { body: '', headers: FORM })).status, `${method} ${path}`).toBe(415);
    }
    // None of the refused calls changed anything.
    expect(await db('qr_links').where({ id: link.id })).toHaveLength(1);
    expect((await db('events').where({ id: event.id }).first()).status).toBe('active');
    expect((await db('events').where({ id: later.id }).first()).status).toBe('scheduled');
    expect(await db('puzzle_pieces').where({ id: piece.id })).toHaveLength(1);

    await expectJson(setup.admin.request('DELETE', `/api/admin/qr-links/${link.id}`), 204);
    expect(await db('qr_links').where({ id: link.id })).toHaveLength(0);
    expect((await expectJson<{ status: string }>(setup.admin.request('POST', `/api/admin/events/${event.id}/complete`), 200)).status).toBe('completed');
    expect((await expectJson<{ status: string }>(setup.admin.request('POST', `/api/admin/events/${later.id}/start`), 200)).status).toBe('active');
  });

  it('judges the caller before the body on a route that reads one', async () => {
    expect((await setup.anonymous.request('POST', '/api/admin/puzzles', { body: 'name=Sneaky', headers: TEXT })).status).toBe(401);
    expect((await setup.user.request('POST', '/api/admin/puzzles', { body: '{"name":', headers: { 'Content-Type': 'application/json' } })).status).toBe(403);
    expect((await setup.anonymous.request('POST', '/api/scan', { body: '{"code":', headers: { 'Content-Type': 'application/json' } })).status).toBe(401);
  });

  it('still refuses a body that is not JSON, and a POST that needs a body and has none names the field', async () => {
    const refused = await expectJson(setup.admin.request('POST', '/api/admin/puzzles', { body: 'name=Sneaky', headers: TEXT }), 415);
    expect(refused).toEqual({ message: 'Send the body as JSON with Content-Type: application/json', code: 'unsupported_media_type' });
    const empty = await expectJson<{ message: string }>(setup.admin.request('POST', '/api/admin/puzzles'), 400);
    expect(empty.message).toMatch(/^name: /);
    expect(await setup.server.runtime.deps.db('puzzle_pieces').where({ name: 'Sneaky' })).toHaveLength(0);
  });
});
