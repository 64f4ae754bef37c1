import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePath } from '../../api/testing/bundles';
import { migratedDataDir } from './migratedDataDir';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
const OUTPUT_LIMIT = 64_000;
const PORT_ATTEMPTS = 3;
const TEST_SESSION_KEYS = 'some-test-key-at-least-32-chars-long-xxxx';

/** Settings the server reads; inherited values must not leak into a test server. */
const SERVER_SETTINGS = [
  'PORT', 'PUBLIC_URL', 'DATABASE_URL', 'DATA_DIR', 'SESSION_KEYS', 'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET', 'GOOGLE_AUTHORIZE_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_USERINFO_URL',
  'GOOGLE_JWKS_URL', 'GOOGLE_ISSUER', 'ADMIN_EMAILS', 'ALLOWED_EMAIL_DOMAINS', 'QR_DOMAINS',
  'LEADERBOARD_EMAILS', 'NODE_ENV',
];

export interface StartServerOptions {
  /** Extra environment for the server, applied last. */
  env?: Record<string, string>;
  /** Start `api/start.ts` through tsx, as `npm start` does, rather than from this run's bundle. */
  throughTsx?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Everything the server printed so far (the tail, if it printed a lot). */
  output(): string;
  stop(): Promise<void>;
}

/** Children still running, killed when this test process exits however it exits. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

/**
 * Starts the real server (`api/start.ts`, from the test run's bundle or through tsx) on a free
 * port with a fresh database: a copy of an already migrated one, so the server's start finds no
 * migration to run.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(join(REPO_ROOT, 'dist/web/index.html'))) {
    throw new Error('dist/web/index.html is missing: build the client first (`npx vite build`; `npm run test:e2e` does it)');
  }
  // The port is probed free before the child listens on it: another file's server, starting at
  // the same moment, can take it in between. That start is tried again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(options);
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !(error instanceof Error) || !error.message.includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnFreePort(options: StartServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-hunt-e2e-'));
  await cp(await migratedDataDir(), dataDir, { recursive: true });
  const env = inheritedEnv();
  Object.assign(env, {
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SESSION_KEYS: TEST_SESSION_KEYS,
    ...options.env,
  });

  const entry = options.throughTsx ? ['--import', 'tsx', 'api/start.ts'] : [bundlePath('server')];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const capture = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(child));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Server did not become healthy at ${url}/healthz: ${reason}\n--- server output ---\n${output}`);
  }
  return { url, port, output: () => output, stop };
}

function inheritedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (SERVER_SETTINGS.includes(key) || key.startsWith('VITEST') || key === 'TEST') delete env[key];
  }
  return env;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (code ${child.exitCode ?? 'none'}, signal ${child.signalCode ?? 'none'})`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last})`);
}
