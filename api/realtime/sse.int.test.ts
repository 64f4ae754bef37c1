import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { EventStreamReader } from '../testing/eventStream';
import { serveWith } from '../server';

// An event stream is written straight to its connection's socket (realtime/sse.ts): what a
// browser receives, and that the connection outlives the response Node considers answered.

let setup: AdminTestSetup;
beforeAll(async () => {
  setup = await startAdminTestServer();
});
afterAll(() => setup.server.stop());

/** Opens `path` with node:http on a connection of its own, as the signed-in participant. */
function openRaw(port: number, path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent: false, headers: { Cookie: setup.user.cookieHeader() } }, resolve);
    sent.on('error', reject);
    sent.end();
  });
}

/** The text a raw response's body brings until it contains `needle`; rejects if it ends first. */
function readUntil(response: IncomingMessage, needle: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (!text.includes(needle)) return;
      response.off('data', onData);
      resolve(text);
    };
    response.on('data', onData);
    response.once('end', () => reject(new Error(`the stream ended before "${needle}": ${text}`)));
  });
}

describe('an event stream', () => {
  it('answers with the security headers and a body that lasts as long as the connection', async () => {
    const port = Number(new URL(setup.server.url).port);
    const response = await openRaw(port, '/api/leaderboard/stream');
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store, no-transform');
      expect(response.headers['x-accel-buffering']).toBe('no');
      // The middleware's headers are kept: the stream is an API answer like any other.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeTruthy();
      // No chunk framing: the body ends when the connection does, and nothing else is sent on it.
      expect(response.headers.connection).toBe('close');
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBeUndefined();
      expect(await readUntil(response, 'retry: 3000\n\n')).toBe('retry: 3000\n\n');

      setup.server.runtime.deps.streams.reloadAll();
      expect(await readUntil(response, '\n\n')).toBe('event: leaderboard\ndata: {"reload":true}\n\n');
    } finally {
      response.destroy();
    }
  });

  it('stays open past the server keep-alive timeout, which applies to idle connections only', async () => {
    // A server of its own on the same runtime, whose idle connections close after 50 ms (1.05 s
    // with the margin Node adds): a stream is answered as far as Node knows, yet must not close.
    const server: Server = serveWith(setup.server.runtime, createServer());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    server.keepAliveTimeout = 50;
    const response = await openRaw((server.address() as AddressInfo).port, '/api/hunt/stream');
    try {
      await readUntil(response, 'event: hunt');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(response.destroyed).toBe(false);
      setup.server.runtime.deps.huntStreams.send('event: hunt\ndata: {"phase":"none"}\n\n');
      expect(await readUntil(response, '{"phase":"none"}')).toContain('event: hunt');
    } finally {
      response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('ends, and frees its place, when the reader goes', async () => {
    const { streams } = setup.server.runtime.deps;
    const before = streams.size;
    const response = await setup.user.get('/api/leaderboard/stream');
    if (!response.body) throw new Error('the stream answered without a body');
    const reader = new EventStreamReader(response.body.getReader());
    expect(await reader.until('retry: 3000', 5000)).not.toBeNull();
    expect(streams.size).toBe(before + 1);
    await reader.cancel();
    await expect.poll(() => streams.size).toBe(before);
  });
});
