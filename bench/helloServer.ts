/**
 * The reference server: the smallest Koa 3 app that does what a measured route does, in its own
 * process and driven exactly like the real server, so each figure can be read as a fraction of
 * what this machine gives a Koa endpoint right now.
 *   GET /         a small JSON object (for the leaderboard reads and the burst)
 *   GET /stream   a server-sent-event stream that only ever carries events
 *   POST /notify  writes "event: leaderboard" to every open stream (for the fan-out figures);
 *                 with ?bytes=N the event is padded to about N bytes (a board sent whole)
 *   POST /scan     with DATABASE_URL set: the bare stack a scan stands on (lib/bareScans.ts)
 */
import { PassThrough } from 'node:stream';
import Koa from 'koa';
import pg from 'pg';
import { BARE_SCAN_PATH, BARE_SCAN_STATEMENT } from './lib/bareStack';
import { isServerRequest, type ServerReply } from './lib/ipc';

const streams = new Set<PassThrough>();
// As many connections as one instance of the product holds (DB_POOL_MAX's default).
const database = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : undefined;

const app = new Koa();
// A client closing its stream is the normal end of one, not an error worth printing.
app.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE' && error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error(error);
});
app.use(async (ctx) => {
  if (database && ctx.method === 'POST' && ctx.path === BARE_SCAN_PATH) {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const { student, piece } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { student: number; piece: number };
    const { rows } = await database.query<{ pieces: number }>({ name: 'scan', text: BARE_SCAN_STATEMENT, values: [student, piece] });
    ctx.body = { pieces: rows[0]?.pieces ?? null };
    return;
  }
  if (ctx.method === 'GET' && ctx.path === '/stream') {
    const stream = new PassThrough();
    streams.add(stream);
    stream.write('retry: 3000\n\n');
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.on('close', () => {
      streams.delete(stream);
      stream.destroy();
    });
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/event-stream';
    ctx.body = stream;
    return;
  }
  if (ctx.method === 'POST' && ctx.path === '/notify') {
    const head = `event: leaderboard\ndata: {"at":"${new Date().toISOString()}"`;
    const padding = Math.min(Math.max(0, Number(ctx.query.bytes ?? 0) - head.length - 4), 1_000_000) || 0;
    const message = `${head}${padding ? `,"pad":"${'x'.repeat(padding)}"` : ''}}\n\n`;
    for (const stream of streams) stream.write(message);
    ctx.body = { streams: streams.size };
    return;
  }
  ctx.body = { hello: 'world', ranked: 100_000 };
});

function reply(message: ServerReply): void {
  process.send?.(message);
}

process.on('message', (message: unknown) => {
  if (!isServerRequest(message)) return;
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    return reply({ id: message.id, type: 'cpu', cpuMs: (user + system) / 1000 });
  }
  if (message.type !== 'memory') return reply({ id: message.id, type: 'done' });
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  reply({ id: message.id, type: 'memory', memory: { rss, heapUsed, external } });
});

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  reply({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The bench went away without stopping us: don't outlive it.
process.on('disconnect', stop);
