import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenDto, ScreenLinkDto } from '../../core/screen';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { TestClient } from '../testing/client';
import { EventStreamReader, openStream } from '../testing/eventStream';
import { makeEvent, makePieces } from '../testing/factories';

/** The big screen: a public link per event, rotated by the organiser, showing the live board without e-mails. */

let setup: AdminTestSetup;
let eventId: number;
let link: ScreenLinkDto;
let projector: TestClient;

const screenLink = () => expectJson<ScreenLinkDto>(setup.admin.post(`/api/admin/events/${eventId}/screen-link`), 200);

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  eventId = (await makeEvent(db, { name: 'Hall Hunt' })).id;
  await makePieces(db, ['SCR001', 'SCR002']);
  await setup.server.runtime.settle();
  link = await screenLink();
  projector = new TestClient(setup.server.url);
});
afterAll(() => setup.server.stop());

describe('the big screen', () => {
  it('is a link an organiser makes, readable without signing in', async () => {
    expect(link.path).toMatch(/^\/screen\/[\w-]{24}$/);
    expect(link.url).toBe(`${setup.server.url}${link.path}`);
    const screen = await expectJson<ScreenDto>(projector.get(`/api/screen/${link.path.slice('/screen/'.length)}`), 200);
    expect(screen).toMatchObject({ event: { name: 'Hall Hunt', status: 'active' }, board: [], hunting: 0, finished: 0, feed: [], joinUrl: `${setup.server.url}/` });
  });

  it('shows the board, who hunts and finished, and the latest finds by first name: never an e-mail', async () => {
    const key = link.path.slice('/screen/'.length);
    const reader = new EventStreamReader(await openStream(projector, `/api/screen/${key}/stream`));
    const first = JSON.parse((await reader.nextMessage(5000, 'screen')) ?? '{}') as ScreenDto;
    expect(first.board).toEqual([]);

    const ada = await signedIn(setup.server, 'ada.secret@campus.edu', { firstName: 'Ada', lastName: 'Lovelace' });
    await expectJson(ada.post('/api/scan', { code: 'SCR001' }), 200);
    await expectJson(ada.post('/api/scan', { code: 'SCR002' }), 200);
    await expectJson(setup.user.post('/api/scan', { code: 'SCR001' }), 200);

    // The stream brings the change (the ranking moves at once; finds and counts within a tick).
    let seen: ScreenDto | null = null;
    const deadline = Date.now() + 8000;
    while (Date.now() < deadline) {
      const message = await reader.nextMessage(deadline - Date.now(), 'screen');
      if (!message) break;
      seen = JSON.parse(message) as ScreenDto;
      if (seen.feed.length === 3 && seen.hunting === 1) break;
    }
    // Pat, one piece in, is on the race board below the finisher from the first find.
    expect(seen?.board).toEqual([
      { userId: ada.userId, rank: 1, name: 'Ada Lovelace', points: 0, piecesFound: 2 },
      { userId: expect.any(String), rank: 2, name: 'Pat Player', points: null, piecesFound: 1 },
    ]);
    expect(seen).toMatchObject({ hunting: 1, finished: 1 });
    expect(seen?.feed.map((find) => [find.name, find.pieceName])).toEqual([
      ['Pat', 'SCR001 Piece'],
      ['Ada', 'SCR002 Piece'],
      ['Ada', 'SCR001 Piece'],
    ]);
    expect(JSON.stringify(seen)).not.toContain('@');
    await reader.cancel();
  });

  it('answers 404 for the old link once a new one is made, and ends its open screens', async () => {
    const oldKey = link.path.slice('/screen/'.length);
    const reader = new EventStreamReader(await openStream(projector, `/api/screen/${oldKey}/stream`));
    expect(await reader.nextMessage(5000, 'screen')).not.toBeNull();
    const rotated = await screenLink();
    expect(rotated.path).not.toBe(link.path);
    await expectJson(projector.get(`/api/screen/${oldKey}`), 404);
    await expectJson(projector.get(`/api/screen/${rotated.path.slice('/screen/'.length)}`), 200);
    // The old screen's stream ends (its reader sees the end) within a tick.
    expect(await reader.until('never', 5000)).toBeNull();
    await expectJson(projector.get('/api/screen/nonsense'), 404);
    await expectJson(setup.user.post(`/api/admin/events/${eventId}/screen-link`), 403);
    await expectJson(setup.admin.post('/api/admin/events/999999/screen-link'), 404);
  });
});
