import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueApiToken } from '../../api/services/apiTokens';
import { ADMIN_EMAIL, startAdminTestServer, type AdminTestSetup } from '../../api/testing/admin';
import { bundlePath } from '../../api/testing/bundles';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HUNT_BIN = path.join(REPO_ROOT, 'cli/bin/hunt.js');
const DEFAULT_TIMEOUT_MS = 45_000;

export interface HuntRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** How long the process ran. */
  ms: number;
}

export interface RunOptions {
  /** Extra environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
  cwd?: string;
  /** Keep stdin open (a CI job that never types anything): a prompt would then wait forever. */
  keepStdinOpen?: boolean;
  /** Called with everything printed on stderr so far, each time more arrives. */
  onStderr?: (soFar: string) => void;
  /** Start `cli/bin/hunt.js` through tsx, as a user's `hunt` does, rather than this run's bundle. */
  throughBin?: boolean;
}

/**
 * Runs the real CLI as a subprocess, the way CI does: stdin is a closed pipe (not a TTY),
 * CI=true, and nothing inherited points it at a server or database. It starts from the test
 * run's bundle of the CLI (testing/bundles.ts), or through `cli/bin/hunt.js` when asked.
 */
export function runHunt(args: readonly string[], options: RunOptions = {}): Promise<HuntRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('HUNT_') || key.startsWith('VITEST') || ['DATABASE_URL', 'DATA_DIR', 'NODE_OPTIONS', 'TEST'].includes(key)) delete env[key];
  }
  Object.assign(env, { CI: 'true', NO_COLOR: '1' });
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const started = Date.now();
  const entry = options.throughBin ? HUNT_BIN : bundlePath('cli');
  const child = spawn(process.execPath, [entry, ...args], { cwd: options.cwd ?? REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  if (!options.keepStdinOpen) child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
    options.onStderr?.(stderr);
  });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`hunt ${args.join(' ')} did not finish in ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      child.stdin.destroy();
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** A fresh temporary folder (remove it with removeDir). */
export async function tempDir(prefix = 'hunt-cli-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface CliTestSetup extends AdminTestSetup {
  /** A live API token of the admin (ADMIN_EMAIL), made in-process. */
  token: string;
  /** Its own config folder, so no test reads a real user's config. */
  configDir: string;
  /** Runs hunt against this server with the admin's token (HUNT_URL / HUNT_TOKEN). */
  hunt(args: readonly string[], options?: RunOptions): Promise<HuntRun>;
  stop(): Promise<void>;
}

/**
 * A real API on a fresh database (PGlite in memory, or a PostgreSQL schema) with an admin,
 * a participant and an admin API token. The first token is made in-process with
 * issueApiToken: the subprocess cannot open an in-memory database (`tokens create` has its
 * own test, tokensCreate.int.test.ts).
 */
export async function startCliTestServer(env: Record<string, string> = {}): Promise<CliTestSetup> {
  const setup = await startAdminTestServer(env);
  const db = setup.server.runtime.deps.db;
  const admin = await db('users').where({ email: ADMIN_EMAIL }).first();
  const { secret } = await issueApiToken(db, admin, 'cli tests');
  const configDir = await tempDir('hunt-config-');
  return {
    ...setup,
    token: secret,
    configDir,
    hunt: (args, options = {}) =>
      runHunt(args, { ...options, env: { HUNT_URL: setup.server.url, HUNT_TOKEN: secret, HUNT_CONFIG_DIR: configDir, ...options.env } }),
    async stop() {
      await setup.server.stop();
      await removeDir(configDir);
    },
  };
}

/** The parsed JSON a `--json` run printed, failing with its output when it did not succeed. */
export function jsonOf<T>(run: HuntRun): T {
  if (run.code !== 0) throw new Error(`hunt exited ${run.code}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

export interface FakeServer {
  url: string;
  /** Method and path of every request received. */
  requests: string[];
  stop(): Promise<void>;
}

/** A stand-in for a server the CLI should not trust (a redirecting proxy, a wrong answer), on 127.0.0.1. */
export async function startFakeServer(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<FakeServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
