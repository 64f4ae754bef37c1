import { request } from 'undici';
import { spawnTsEntry, waitForReady, type Child } from './children';
import { SESSION_KEY } from './cookies';
import { isServerReply, type LoopDelay, type Memory, type ServerReply, type ServerRequest } from './ipc';
import { freePort } from './ports';

const START_TIMEOUT_MS = 120_000;

/** Everything the server reads from its environment (api/config.ts); none may leak in from the bench's shell. */
const SERVER_VARIABLES = [
  'NODE_ENV', 'PORT', 'PUBLIC_URL', 'DATABASE_URL', 'DATA_DIR', 'SESSION_KEYS', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET',
  'GOOGLE_AUTHORIZE_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_USERINFO_URL', 'ADMIN_EMAILS', 'ALLOWED_EMAIL_DOMAINS', 'QR_DOMAINS',
  'LEADERBOARD_EMAILS', 'TRUST_PROXY', 'SEED_DEMO', 'WEB_DIR', 'LOG_LEVEL', 'DB_POOL_MAX',
];

export interface ServerOptions {
  label: string;
  /** PostgreSQL; absent for embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  adminEmails?: string[];
  /** The address browsers use; defaults to this instance's own http://localhost:PORT (loopback, so dev sign-in exists). */
  publicUrl?: string;
  trustProxy?: boolean;
  /** Chosen by the caller when fixtures must name the address before the server starts. */
  port?: number;
}

export interface ServerInstance {
  label: string;
  port: number;
  /** Where the bench sends requests (127.0.0.1: no name lookup per connection). */
  origin: string;
  publicUrl: string;
  /** The server's process id (its file descriptors are read from /proc). */
  pid: number | undefined;
  /**
   * Runs `work` with the server's loop instruments on (event-loop delay, longest step), and what
   * they saw meanwhile. They are off otherwise, failed work included: they cost CPU.
   */
  watchLoop<T>(work: () => Promise<T>): Promise<{ value: T; delay: LoopDelay }>;
  memory(): Promise<Memory>;
  /** CPU time the server process has used so far (user + system), in ms. */
  cpuTime(): Promise<number>;
  stop(): Promise<void>;
}

function serverEnvironment(options: ServerOptions, port: number, publicUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    SESSION_KEYS: SESSION_KEY,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    // The load scans a student's codes milliseconds apart; real finds are minutes apart and earn
    // no too-fast mark, so none is written here either (the check itself still runs).
    FIND_MIN_SECONDS: '0',
  });
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  if (options.adminEmails?.length) env.ADMIN_EMAILS = options.adminEmails.join(',');
  if (options.trustProxy) env.TRUST_PROXY = 'true';
  // The server team may size the pool from this; the bench passes it on untouched.
  if (process.env.DB_POOL_MAX) env.DB_POOL_MAX = process.env.DB_POOL_MAX;
  return env;
}

/** Starts bench/serverProcess.ts as its own process and waits until /healthz answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerInstance> {
  const port = options.port ?? (await freePort());
  const publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  // BENCH_SERVER_NODE_OPTIONS adds Node flags to the measured servers only (e.g. --cpu-prof, --trace-gc).
  const extra = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const child = spawnTsEntry(options.label, 'bench/serverProcess.ts', serverEnvironment(options, port, publicUrl), ['--expose-gc', ...extra]);
  try {
    await waitForReady(child, START_TIMEOUT_MS);
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, child);
    return instance(options.label, port, origin, publicUrl, child);
  } catch (error) {
    await child.stop();
    throw error;
  }
}

/** bench/helloServer.ts, the reference every ratio is taken against; with `databaseUrl`, it serves the bare scan too. */
export async function startReferenceServer(databaseUrl?: string, label = 'reference'): Promise<ServerInstance> {
  const env = { ...process.env, PORT: '0', DATABASE_URL: databaseUrl ?? '' };
  const child = spawnTsEntry(label, 'bench/helloServer.ts', env, ['--expose-gc']);
  try {
    const { port } = await waitForReady(child, START_TIMEOUT_MS);
    const origin = `http://127.0.0.1:${port}`;
    return instance(label, port, origin, origin, child);
  } catch (error) {
    await child.stop();
    throw error;
  }
}

async function waitForHealth(origin: string, child: Child): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await request(`${origin}/healthz`);
      await response.body.dump();
      if (response.statusCode === 200) return;
      last = `status ${response.statusCode}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.label}: /healthz never answered 200 (${last})\n${child.tail()}`);
}

function instance(label: string, port: number, origin: string, publicUrl: string, child: Child): ServerInstance {
  let nextId = 1;
  const ask = (type: ServerRequest['type']): Promise<ServerReply> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => finish(new Error(`${label} did not answer '${type}' over IPC`)), 30_000);
      const onMessage = (message: unknown) => {
        if (isServerReply(message) && 'id' in message && message.id === id) finish(null, message);
      };
      const finish = (error: Error | null, reply?: ServerReply) => {
        clearTimeout(timer);
        child.process.off('message', onMessage);
        if (error || !reply) reject(error ?? new Error('no reply'));
        else if (reply.type === 'error') reject(new Error(`${label} could not answer '${type}': ${reply.message}`));
        else resolve(reply);
      };
      child.process.on('message', onMessage);
      child.process.send({ id, type } satisfies ServerRequest);
    });

  return {
    label,
    port,
    origin,
    publicUrl,
    pid: child.process.pid,
    async watchLoop<T>(work: () => Promise<T>) {
      await ask('loop-delay-reset');
      let value: T;
      try {
        value = await work();
      } catch (error) {
        // Turns the instruments off; the work's failure is the one to report.
        await ask('loop-delay-read').catch(() => undefined);
        throw error;
      }
      const reply = await ask('loop-delay-read');
      if (reply.type !== 'loop-delay') throw new Error(`${label}: unexpected IPC reply ${reply.type}`);
      return { value, delay: reply.delay };
    },
    async memory() {
      const reply = await ask('memory');
      if (reply.type !== 'memory') throw new Error(`${label}: unexpected IPC reply ${reply.type}`);
      return reply.memory;
    },
    async cpuTime() {
      const reply = await ask('cpu');
      if (reply.type !== 'cpu') throw new Error(`${label}: unexpected IPC reply ${reply.type}`);
      return reply.cpuMs;
    },
    stop: () => child.stop(),
  };
}
