import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressDto, UserDto } from '../../core/contracts';
import { expectJson, signedInAs } from './admin';
import { makeAdmin, makeCollection, makeEvent, makeLink, makePiece, makeQuestionnaire, makeUser } from './factories';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the test builders', () => {
  it('give a client signed in as a built user, which the server takes for that user', async () => {
    const user = await makeUser(db(), { email: 'built@campus.edu', first_name: 'Built', last_name: 'User' });
    const client = await signedInAs(server, user);
    expect(client.userId).toBe(user.id);
    const me = await expectJson<UserDto>(client.get('/api/auth/user'), 200);
    expect(me).toMatchObject({ id: user.id, email: 'built@campus.edu', firstName: 'Built', lastName: 'User', role: 'user' });
  });

  it('make an admin the admin API answers', async () => {
    const admin = await makeAdmin(db());
    expect(admin.role).toBe('admin');
    const client = await signedInAs(server, admin);
    expect((await client.get('/api/admin/users')).status).toBe(200);
  });

  it('give each built row its own e-mail and code, and keep what a test overrides', async () => {
    const [first, second] = [await makeUser(db()), await makeUser(db())];
    expect(first.email).not.toBe(second.email);
    const event = await makeEvent(db(), { status: 'completed' });
    const points = await makeUser(db(), { total_points: 42 });
    expect(points.total_points).toBe(42);
    expect(await db()('participants').where({ user_id: points.id }).first()).toMatchObject({ event_id: event.id, total_points: 42 });
    const piece = await makePiece(db(), { name: 'Fountain' });
    const [one, other] = [await makeLink(db(), { puzzle_piece_id: piece.id }), await makeLink(db())];
    expect(one.code).not.toBe(other.code);
    expect(one.puzzle_piece_id).toBe(piece.id);
    expect(other.puzzle_piece_id).not.toBe(piece.id);
    const questionnaire = await makeQuestionnaire(db(), { title: 'Warm-up', triggerCount: 2 });
    expect(questionnaire).toMatchObject({ title: 'Warm-up', trigger_count: 2 });
  });

  it('make a collection the participant reads back as theirs', async () => {
    await makeEvent(db());
    const links = [await makeLink(db()), await makeLink(db())];
    const user = await makeUser(db());
    const entries = await makeCollection(db(), user, links);
    expect(entries.map((entry) => entry.qr_link_id).sort()).toEqual(links.map((link) => link.id).sort());
    const progress = await expectJson<ProgressDto>((await signedInAs(server, user)).get('/api/user/progress'), 200);
    expect(progress.collected).toBe(2);
  });
});
