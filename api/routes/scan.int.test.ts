import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client';
import { makeEvent, makePieces } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await makePieces(server.runtime.deps.db, ['AAA111', 'BBB222']);
  await makeEvent(server.runtime.deps.db);
});
afterAll(() => server.stop());

describe('POST /api/scan', () => {
  it('gives exactly one 200 and scanCount 1 for 50 concurrent identical scans', async () => {
    const client = new TestClient(server.url);
    await client.signIn('racer@campus.edu');
    const responses = await Promise.all(Array.from({ length: 50 }, () => client.post('/api/scan', { code: 'AAA111' })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const link = await server.runtime.deps.db('qr_links').where({ code: 'AAA111' }).first();
    expect(link.scan_count).toBe(1);
    const rows = await server.runtime.deps.db('collection_entries').count<{ count: number }[]>('* as count');
    expect(Number(rows[0]?.count)).toBe(1);
  });
});
