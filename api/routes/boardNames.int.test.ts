import { afterAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto } from '../../core/contracts';
import { neutralName, type EmailPolicy } from '../../core/displayName';
import { applyLeaderboardPatch, type LeaderboardPatch } from '../../core/leaderboardPatch';
import { signedIn } from '../testing/admin';
import type { TestClient } from '../testing/client';
import { EventStreamReader } from '../testing/eventStream';
import { makeEvent, setStanding } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';

/** A Google profile without a family name: the local part of this address is private. */
const PRIVATE_LOCAL_PART = 'alice.smith.private';
const RLO = '\u202e';
const INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200b-\u200f\u2060-\u2064\ufeff]/;

/** Only where others see e-mails in full may her name come from hers. */
const aliceShownAs = (policy: EmailPolicy, id: string) => (policy === 'full' ? PRIVATE_LOCAL_PART : neutralName(id));

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

async function complete(server: TestServer, email: string, totalPoints: number) {
  await setStanding(server.runtime.deps.db, email, { total_points: totalPoints, completed_at: new Date() });
  await server.runtime.settle();
}

async function boardText(client: TestClient): Promise<string> {
  const response = await client.get('/api/leaderboard');
  expect(response.status).toBe(200);
  return response.text();
}

/** The patches a reader receives until their board shows `count` entries; the raw text of each, and the board they make. */
async function patchesUntil(stream: EventStreamReader, held: LeaderboardDto, count: number): Promise<{ raw: string; board: LeaderboardDto }> {
  let board = held;
  let raw = '';
  const deadline = Date.now() + 5000;
  while (board.entries.length < count && Date.now() < deadline) {
    const message = await stream.nextMessage(deadline - Date.now());
    if (message === null) break;
    raw += message;
    board = applyLeaderboardPatch(board, JSON.parse(message) as LeaderboardPatch) ?? board;
  }
  return { raw, board };
}

describe('names on the board and in its live patches', () => {
  for (const policy of ['hidden', 'masked', 'full'] as const satisfies readonly EmailPolicy[]) {
    it(`LEADERBOARD_EMAILS=${policy}: ${policy === 'full' ? 'may take a name from the e-mail' : 'never takes a name from the e-mail'}; a right-to-left override is dropped`, async () => {
      const server = await startTestServer({ LEADERBOARD_EMAILS: policy });
      servers.push(server);
      await makeEvent(server.runtime.deps.db);
      const viewer = await signedIn(server, 'viewer@campus.edu', { firstName: 'Vera', lastName: 'Viewer' });
      const alice = await signedIn(server, `${PRIVATE_LOCAL_PART}@campus.edu`, { firstName: 'Alice' });
      await signedIn(server, 'mallory@campus.edu', { firstName: `${RLO}Mallory`, lastName: 'Evil\u2066\u200b' });

      const held = JSON.parse(await boardText(viewer)) as LeaderboardDto;
      const response = await viewer.get('/api/leaderboard/stream');
      if (!response.body) throw new Error('the stream answered without a body');
      const stream = new EventStreamReader(response.body.getReader());
      try {
        expect(await stream.until('retry:', 3000)).not.toBeNull();
        await complete(server, `${PRIVATE_LOCAL_PART}@campus.edu`, 30);
        await complete(server, 'mallory@campus.edu', 20);
        const patched = await patchesUntil(stream, held, 2);
        const fetched = await boardText(viewer);

        for (const text of [patched.raw, fetched]) {
          if (policy === 'full') expect(text).toContain(PRIVATE_LOCAL_PART);
          else expect(text).not.toContain(PRIVATE_LOCAL_PART);
          expect(text).not.toMatch(INVISIBLE);
        }
        const names = (JSON.parse(fetched) as LeaderboardDto).entries.map((entry) => entry.userName);
        expect(names).toEqual([aliceShownAs(policy, alice.userId), 'Mallory Evil']);
        expect(patched.board.entries.map((entry) => entry.userName)).toEqual(names);
      } finally {
        await stream.cancel();
      }

      // Alice reads her own row with the name the others see, beside her own e-mail in full.
      const own = JSON.parse(await boardText(alice)) as LeaderboardDto;
      expect(own.me).toMatchObject({ userName: aliceShownAs(policy, alice.userId), email: `${PRIVATE_LOCAL_PART}@campus.edu` });
    });
  }
});
