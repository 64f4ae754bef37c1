/**
 * Lighthouse (mobile, default simulated throttling, performance only) on the landing page signed
 * out and on the dashboard, the leaderboard and the scanner signed in as a student.
 *
 * - `runLighthouse({ baseUrl, cookie })` measures every page once on a server someone else
 *   started; `runLighthouseMedian({ …, runs })` does it several times and takes each figure's
 *   median (one run moves by tens of points on a shared machine).
 * - `npx tsx bench/lighthouse.ts [--runs N] [--trace-dir DIR]` starts the real server itself
 *   (embedded database, demo content), signs a student in, runs Lighthouse N times (3 by
 *   default), prints every run and the median with its spread, each page against the floors,
 *   and stops the server. With `--trace-dir` it keeps each audit's trace and report there and
 *   prints what ran on the main thread at load (bootup-time, mainthread-work-breakdown and the
 *   long tasks), to find what to move out of the first paint's way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureClientBuilt } from './lib/clientBuild';
import { freePort } from './lib/ports';

export interface LighthouseOptions {
  baseUrl: string;
  /** A Cookie header value carrying a signed-in session (`hunt.sid=…; hunt.sid.sig=…`). */
  cookie?: string;
  /** Where to keep each audit's trace and report (`<page>-<run>.trace.json`, `.report.json`). */
  traceDir?: string;
  /** Numbers the files kept in `traceDir`. */
  run?: number;
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

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}

/** The landing signed out; the student's three everyday pages signed in. */
export const PAGES: readonly Page[] = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'leaderboard', path: '/leaderboard', signedIn: true },
  { name: 'scanner', path: '/scanner', signedIn: true },
];

/** What every page must reach (on the median of several runs): a cheap phone paints it fast and answers at once. */
export const FLOORS = { performance: 95, tbtMs: 200 } as const;

/** The floors a row misses, as text (`performance 91 < 95`); empty when it meets them all. */
export function missedFloors(row: LighthouseRow): string[] {
  const missed: string[] = [];
  if (!(row.performance >= FLOORS.performance)) missed.push(`performance ${row.performance} < ${FLOORS.performance}`);
  if (!(row.tbtMs < FLOORS.tbtMs)) missed.push(`TBT ${row.tbtMs} ms >= ${FLOORS.tbtMs} ms`);
  return missed;
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

/** Runs Lighthouse once on every page: the landing signed out, and with a cookie the signed-in pages. */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of PAGES) {
      if (page.signedIn && !options.cookie) continue;
      const headers = page.signedIn && options.cookie ? { Cookie: options.cookie } : undefined;
      const row = await auditWithRetries(chrome.port, page, options, headers);
      // Every page runs the client: a page that loaded no script was served without one.
      if (!(row.transferredJsBytes > 0)) throw new Error(`${row.page} loaded no JavaScript: is the client built (npx vite build)?`);
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

export interface MedianResult {
  runs: LighthouseRow[][];
  /** Each page's median of each figure over the runs. */
  median: LighthouseRow[];
}

/** Runs every page `runs` times and takes the medians. */
export async function runLighthouseMedian(
  options: LighthouseOptions & { runs: number },
  onRun?: (rows: LighthouseRow[], run: number) => void,
): Promise<MedianResult> {
  const runs: LighthouseRow[][] = [];
  for (let run = 1; run <= options.runs; run++) {
    const rows = await runLighthouse({ ...options, run });
    onRun?.(rows, run);
    runs.push(rows);
  }
  return { runs, median: medianRows(runs) };
}

const FIGURES = ['performance', 'lcpMs', 'tbtMs', 'fcpMs', 'cls', 'transferredJsBytes'] as const;

export function medianRows(runs: LighthouseRow[][]): LighthouseRow[] {
  return pagesOf(runs).map((page) => {
    const rows = rowsOf(runs, page);
    const row: LighthouseRow = { page, performance: 0, lcpMs: 0, tbtMs: 0, fcpMs: 0, cls: 0, transferredJsBytes: 0 };
    for (const figure of FIGURES) row[figure] = median(rows.map((one) => one[figure]));
    return row;
  });
}

function pagesOf(runs: LighthouseRow[][]): string[] {
  return runs[0]?.map((row) => row.page) ?? [];
}

function rowsOf(runs: LighthouseRow[][], page: string): LighthouseRow[] {
  return runs.map((run) => run.find((row) => row.page === page)).filter((row) => row !== undefined);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Attempts at one page before giving up. */
const ATTEMPTS = 3;

/**
 * Lighthouse's trace recording fails now and then on a busy machine ("NO_NAVSTART ... run
 * Lighthouse again"), several times in a row at worst: such a page is audited again.
 */
async function auditWithRetries(port: number, page: Page, options: LighthouseOptions, extraHeaders?: Record<string, string>): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, page, options, extraHeaders);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`Lighthouse failed on ${page.name} (${error instanceof Error ? error.message : String(error)}); auditing it again`);
    }
  }
}

async function audit(port: number, page: Page, options: LighthouseOptions, extraHeaders?: Record<string, string>): Promise<LighthouseRow> {
  const url = new URL(page.path, options.baseUrl).href;
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', extraHeaders });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (options.traceDir) {
    const base = path.join(options.traceDir, `${page.name}-${options.run ?? 1}`);
    await mkdir(options.traceDir, { recursive: true });
    await writeFile(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
    await writeFile(`${base}.report.json`, JSON.stringify(lhr));
    printMainThread(page.name, lhr.audits);
  }
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: `${page.name} ${page.path}`,
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

/** The items of an audit's table (details.items), or none. */
function itemsOf(audits: Record<string, { details?: unknown }>, id: string): Record<string, unknown>[] {
  const details = audits[id]?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

/**
 * What ran on the main thread while the page loaded, from the audits that read the trace: time
 * per kind of work, time per script (evaluation and parsing) and the long tasks (their
 * durations as simulated on the throttled phone, which is what TBT counts).
 */
function printMainThread(page: string, audits: Record<string, { details?: unknown }>): void {
  const ms = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);
  const shortUrl = (value: unknown) => String(value ?? '').replace(/^https?:\/\/[^/]+/, '');
  console.log(`${page}: main thread at load`);
  console.table(itemsOf(audits, 'mainthread-work-breakdown').map((item) => ({ work: item.groupLabel ?? item.group, ms: ms(item.duration) })));
  console.table(
    itemsOf(audits, 'bootup-time').map((item) => ({ script: shortUrl(item.url), totalMs: ms(item.total), scriptingMs: ms(item.scripting), parseMs: ms(item.scriptParseCompile) })),
  );
  console.table(itemsOf(audits, 'long-tasks').map((item) => ({ from: shortUrl(item.url), startMs: ms(item.startTime), durationMs: ms(item.duration) })));
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

/** One row per page: the median of each figure with its range over the runs, and the floors it misses. */
function summarise(runs: LighthouseRow[][], medians: LighthouseRow[]): Record<string, Record<string, string>> {
  const table: Record<string, Record<string, string>> = {};
  for (const row of medians) {
    const rows = rowsOf(runs, row.page);
    const cells: Record<string, string> = {};
    for (const figure of FIGURES) {
      const values = rows.map((one) => one[figure]);
      const spread = values.length > 1 ? ` (${Math.min(...values)}–${Math.max(...values)})` : '';
      cells[figure] = `${row[figure]}${spread}`;
    }
    const missed = missedFloors(row);
    cells.floors = missed.length ? `BELOW floor: ${missed.join(', ')}` : 'meets floors';
    table[row.page] = cells;
  }
  return table;
}

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const runCount = Number(flag('--runs') ?? 3);
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error('--runs takes a whole number of at least 1');
  const traceFlag = flag('--trace-dir');
  const traceDir = traceFlag ? path.resolve(traceFlag) : undefined;

  ensureClientBuilt();
  const server = await startServer();
  // The server is in a process group of its own, and Chromium too: Ctrl+C would leave them running.
  process.once('exit', () => {
    chromeLauncher.killAll();
    server.kill();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  try {
    const cookie = await signInStudent(server.baseUrl);
    const { runs, median: medians } = await runLighthouseMedian({ baseUrl: server.baseUrl, cookie, traceDir, runs: runCount }, (rows, run) => {
      console.log(`Run ${run} of ${runCount}`);
      console.table(rows);
    });
    console.log(`Median of ${runCount} runs (min–max in brackets); floors: performance >= ${FLOORS.performance}, TBT < ${FLOORS.tbtMs} ms`);
    console.table(summarise(runs, medians));
    if (traceDir) console.log(`Traces and reports kept in ${traceDir}`);
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
