import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnnouncementDto, AnnouncementDto } from '../../core/announcements';
import type { UserRow } from '../../db/rows';
import { ADMIN_EMAIL, expectJson, signedInAs, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { EventStreamReader, openStream } from '../testing/eventStream';
import { makeEvent, makePieces } from '../testing/factories';
import { startSecondInstance, type TestServer } from '../testing/harness';

/**
 * An organiser's announcements: sent now or at a time, to every open hunt stream on every
 * instance exactly once, and readable afterwards by a student who was away.
 */

let setup: AdminTestSetup;
let second: TestServer;
let pieceId: number;

const userNamed = async (email: string) => {
  const user = await setup.server.runtime.deps.db<UserRow>('users').where({ email }).first();
  if (!user) throw new Error(`no user ${email}`);
  return user;
};
/** A hunt stream of pat's on `server`, past its greeting. */
async function huntStream(server: TestServer): Promise<EventStreamReader> {
  const client = await signedInAs(server, await userNamed('pat@campus.edu'));
  const reader = new EventStreamReader(await openStream(client, '/api/hunt/stream'));
  expect(await reader.nextMessage(5000, 'hunt')).not.toBeNull();
  return reader;
}
const announce = (body: unknown) => setup.admin.post('/api/admin/announcements', body);

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  await makeEvent(db);
  pieceId = (await makePieces(db, ['ANN001']))[0]?.piece.id ?? 0;
  await setup.server.runtime.settle();
  second = await startSecondInstance(setup.server);
});
afterAll(async () => {
  await second.stop();
  await setup.server.stop();
});

describe('announcements', () => {
  it('sends one now to every open stream on every instance within a second, once each', async () => {
    const [onFirst, onSecond] = [await huntStream(setup.server), await huntStream(second)];
    const sentAt = Date.now();
    const created = await expectJson<AdminAnnouncementDto>(announce({ text: 'Clue at the fountain!', pieceId }), 201);
    expect(created).toMatchObject({ text: 'Clue at the fountain!', pieceId, pieceName: 'ANN001 Piece' });
    for (const reader of [onFirst, onSecond]) {
      const message = await reader.nextMessage(1000, 'announcement');
      expect(message, 'the announcement within a second').not.toBeNull();
      const received = JSON.parse(message ?? '{}') as AnnouncementDto;
      expect(received).toEqual({ id: created.id, text: 'Clue at the fountain!', pieceId, pieceName: 'ANN001 Piece', sentAt: created.sentAt });
      expect(Date.parse(received.sentAt ?? '')).toBeGreaterThanOrEqual(sentAt - 1000);
    }
    // And only once.
    expect(await onFirst.nextMessage(700, 'announcement')).toBeNull();
    expect(await onSecond.nextMessage(10, 'announcement')).toBeNull();
    await Promise.all([onFirst.cancel(), onSecond.cancel()]);
  });

  it('is sent at its time by another instance when the one that stored it has stopped', async () => {
    const third = await startSecondInstance(setup.server);
    const organiser = await signedInAs(third, await userNamed(ADMIN_EMAIL));
    const reader = await huntStream(setup.server);
    const sendAt = new Date(Date.now() + 1500);
    const stored = await expectJson<AdminAnnouncementDto>(organiser.post('/api/admin/announcements', { text: 'Finale at five', sendAt: sendAt.toISOString() }), 201);
    expect(stored).toMatchObject({ sentAt: null, sendAt: sendAt.toISOString() });
    await third.stop();

    const message = await reader.nextMessage(6000, 'announcement');
    expect(message, 'sent by an instance that did not store it').not.toBeNull();
    const received = JSON.parse(message ?? '{}') as AnnouncementDto;
    expect(received).toMatchObject({ id: stored.id, text: 'Finale at five' });
    expect(Date.parse(received.sentAt ?? '')).toBeGreaterThanOrEqual(sendAt.getTime());
    expect(await reader.nextMessage(700, 'announcement')).toBeNull();
    await reader.cancel();
  });

  it('lists the sent ones for a student, newest first; organisers see the waiting ones too and may cancel them', async () => {
    const later = await expectJson<AdminAnnouncementDto>(announce({ text: 'Tomorrow: prizes', sendAt: new Date(Date.now() + 3_600_000).toISOString() }), 201);
    const forStudent = await expectJson<AnnouncementDto[]>(setup.user.get('/api/announcements'), 200);
    expect(forStudent.map((announcement) => announcement.text)).toEqual(['Finale at five', 'Clue at the fountain!']);
    const forOrganiser = await expectJson<AdminAnnouncementDto[]>(setup.admin.get('/api/admin/announcements'), 200);
    expect(forOrganiser.map((announcement) => [announcement.text, announcement.sentAt === null])).toEqual([
      ['Tomorrow: prizes', true],
      ['Finale at five', false],
      ['Clue at the fountain!', false],
    ]);

    expect((await setup.admin.delete(`/api/admin/announcements/${later.id}`)).status).toBe(204);
    await expectJson(setup.admin.delete(`/api/admin/announcements/${later.id}`), 404);
    const sent = forStudent[0]?.id;
    const refused = await expectJson<{ message: string }>(setup.admin.delete(`/api/admin/announcements/${sent}`), 409);
    expect(refused.message).toBe('This announcement was sent already: it cannot be cancelled');
    expect((await expectJson<AdminAnnouncementDto[]>(setup.admin.get('/api/admin/announcements'), 200)).map((a) => a.text)).not.toContain('Tomorrow: prizes');
  });

  it('refuses what it cannot send, and is for organisers only', async () => {
    const problem = async (body: unknown) => (await expectJson<{ message: string }>(announce(body), 400)).message;
    expect(await problem({ text: '' })).toBe('text: text is required');
    expect(await problem({ text: 'x'.repeat(281) })).toBe('text: text must be at most 280 characters');
    expect(await problem({ text: 'Hi', pieceId: 999999 })).toBe('pieceId: no such piece');
    expect(await problem({ text: 'Hi', sendAt: 'soon' })).toBe('sendAt: sendAt must be a date');
    await expectJson(setup.user.post('/api/admin/announcements', { text: 'Hi' }), 403);
    await expectJson(setup.anonymous.get('/api/announcements'), 401);

    const empty = await startAdminTestServer();
    try {
      const none = await expectJson<{ message: string }>(empty.admin.post('/api/admin/announcements', { text: 'Anyone?' }), 409);
      expect(none.message).toBe('There is no event to announce to yet: create one first');
      expect(await expectJson(empty.user.get('/api/announcements'), 200)).toEqual([]);
    } finally {
      await empty.server.stop();
    }
  });
});
