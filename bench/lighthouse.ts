/**
 * Lighthouse (mobile, default simulated throttling, performance only) on the landing page
 * signed out and on the dashboard signed in.
 *
 * - `runLighthouse({ baseUrl, cookie })` measures a server someone else started.
 * - `npx tsx bench/lighthouse.ts [--runs N]` starts the real server itself (embedded database,
 *   demo content), signs a student in, runs Lighthouse N times (3 by default), prints every run
 *   and the median with its spread, and stops the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './lib/ports';

export interface LighthouseOptions {
  baseUrl: string;
  /** A Cookie header value carrying a signed-in session (`hunt.sid=…; hunt.sid.sig=…`). */
  cookie?: string;
}

export interface LighthouseRow {
  page: string;
  /** 0 to 100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  transferredJsBytes: number;
}

const CHROMIUM_PATH = '/usr/bin/chromium';
/** Headless, unsandboxed, no GPU; and no background traffic: with no internet here, Chromium would keep trying Google hosts. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Runs Lighthouse on `/` signed out and, with a cookie, on `/dashboard` signed in. */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const rows = [await audit(chrome.port, new URL('/', options.baseUrl).href, 'landing /')];
    if (options.cookie) {
      rows.push(await audit(chrome.port, new URL('/dashboard', options.baseUrl).href, 'dashboard /dashboard', { Cookie: options.cookie }));
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function audit(port: number, url: string, page: string, extraHeaders?: Record<string, string>): Promise<LighthouseRow> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', extraHeaders });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    transferredJsBytes: scriptBytes(lhr.audits['resource-summary']?.details),
  };
}

/** The transfer size of every script the page loaded, from the resource-summary audit's table. */
function scriptBytes(details: unknown): number {
  if (!isRecord(details) || !Array.isArray(details.items)) return Number.NaN;
  const script = details.items.find((item: unknown) => isRecord(item) && item.resourceType === 'script');
  return isRecord(script) && typeof script.transferSize === 'number' ? script.transferSize : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// ---------------------------------------------------------------------------------------------
// Run directly: start the real server, sign a student in, measure, print, stop.

interface StartedServer {
  baseUrl: string;
  /** Stops the server, waits for it to exit and removes its data. */
  stop(): Promise<void>;
  /** The same at once, for a process that is exiting (Ctrl+C): no waiting is possible there. */
  kill(): void;
}

async function startServer(): Promise<StartedServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'campus-hunt-lighthouse-'));
  // The embedded database (the demo content is seeded only there) and the development sign-in
  // (no Google settings, not production), whatever this shell's environment says.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'auto',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']) delete env[name];
  // Its own process group, so stopping it stops npx, tsx and the server alike.
  const child: ChildProcess = spawn('npx', ['tsx', 'api/start.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const stop = async () => {
    signal();
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const kill = () => {
    signal();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, kill };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode})`);
    const ok = await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/healthz within 2 minutes`);
}

/** Signs the demo student in through the development sign-in and returns the session cookie. */
async function signInStudent(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'student@campus.edu' }),
  });
  if (!response.ok) throw new Error(`dev-login answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.startsWith('hunt.sid=') || pair.startsWith('hunt.sid.sig='));
  if (cookies.length !== 2) throw new Error('dev-login did not set hunt.sid and hunt.sid.sig');
  return cookies.join('; ');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const COLUMNS = ['performance', 'lcpMs', 'tbtMs', 'fcpMs', 'cls', 'transferredJsBytes'] as const;

/** One row per page: the median of each figure with its range over the runs. */
function summarise(runs: LighthouseRow[][]): Record<string, Record<string, string>> {
  const table: Record<string, Record<string, string>> = {};
  for (const page of runs[0]?.map((row) => row.page) ?? []) {
    const rows = runs.map((run) => run.find((row) => row.page === page)).filter((row) => row !== undefined);
    table[page] = Object.fromEntries(
      COLUMNS.map((column) => {
        const values = rows.map((row) => row[column]);
        const spread = values.length > 1 ? ` (${Math.min(...values)}–${Math.max(...values)})` : '';
        return [column, `${median(values)}${spread}`];
      }),
    );
  }
  return table;
}

async function main(): Promise<void> {
  const runsFlag = process.argv.indexOf('--runs');
  const runCount = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error('--runs takes a whole number of at least 1');

  const server = await startServer();
  // The server is in a process group of its own, and Chromium too: Ctrl+C would leave them running.
  process.once('exit', () => {
    chromeLauncher.killAll();
    server.kill();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  try {
    const cookie = await signInStudent(server.baseUrl);
    const runs: LighthouseRow[][] = [];
    for (let run = 1; run <= runCount; run++) {
      const rows = await runLighthouse({ baseUrl: server.baseUrl, cookie });
      console.log(`Run ${run} of ${runCount}`);
      console.table(rows);
      runs.push(rows);
    }
    console.log(`Median of ${runCount} runs (min–max in brackets)`);
    console.table(summarise(runs));
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
