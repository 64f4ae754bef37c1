/**
 * The deployment's shape, run for real as far as this machine allows: the image twice (as app1
 * and app2), on a throwaway database of the local PostgreSQL, behind Debian's caddy with the
 * repository's Caddyfile. A student's live leaderboard stream through Caddy must receive the
 * change their own scan makes, and Caddy must keep answering while one instance is stopped.
 */
import { randomBytes } from 'node:crypto';
import { TestClient } from '../api/testing/client';
import { API } from '../core/apiPaths';
import { startCaddy, type RunningCaddy } from './composeCaddy';
import type { ComposeCheck } from './composeChecks';
import { createThrowawayDatabase, type ThrowawayDatabase } from './database';
import { freePort } from '../bench/lib/ports';
import { waitForHealth } from './http';
import { buildImage, ensureBase } from './image';
import { containerOptions, podman, podmanOk } from './podman';

const TAG = process.env.CONTAINER_TEST_TAG ?? 'localhost/campus-hunt:test';
const ADMIN_EMAIL = 'ada.admin@example.edu';
const START_TIMEOUT_MS = 120_000;
/** A code of seed/demo-event.json. */
const DEMO_CODE = 'INN001';

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Reads a stream's text until it holds `needle`; false once `ms` have passed without it. */
async function streamShows(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string, ms: number, seen: { text: string }): Promise<boolean> {
  const deadline = Date.now() + ms;
  const decoder = new TextDecoder();
  while (!seen.text.includes(needle)) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const next = await Promise.race([reader.read(), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), left))]);
    if (next === 'late' || next.done) return false;
    seen.text += decoder.decode(next.value, { stream: true });
  }
  return true;
}

/** What one run made, removed whatever happens. */
class Stack {
  containers: string[] = [];
  database: ThrowawayDatabase | undefined;
  caddy: RunningCaddy | undefined;

  async tearDown(): Promise<void> {
    await this.caddy?.stop();
    for (const name of this.containers.splice(0)) await podman(['rm', '--force', '--time', '5', name]);
    await this.database?.drop().catch((error: unknown) => console.error(`could not drop ${this.database?.name}: ${String(error)}`));
    this.database = undefined;
  }

  async logs(): Promise<string> {
    let text = `-- caddy:\n${this.caddy?.output() ?? ''}`;
    for (const name of this.containers) {
      const { stdout, stderr } = await podman(['logs', '--tail', '15', name]);
      text += `\n-- ${name}:\n${stdout}${stderr}`;
    }
    return text;
  }
}

async function ensureImage(): Promise<void> {
  if ((await podman(['image', 'exists', TAG])).code === 0) return;
  console.log(`== building ${TAG} (npm run test:container builds it too)`);
  ensureBase();
  await buildImage(TAG);
}

async function run(stack: Stack): Promise<void> {
  await ensureImage();
  const options = await containerOptions();
  stack.database = await createThrowawayDatabase();
  const databaseUrl = stack.database.url;
  const caddyPort = await freePort();
  const baseUrl = `http://localhost:${caddyPort}`;
  const id = randomBytes(4).toString('hex');
  const sessionKeys = randomBytes(32).toString('base64');
  const upstreams: Record<string, number> = {};
  for (const app of ['app1', 'app2']) {
    const port = await freePort();
    upstreams[app] = port;
    const name = `campus-hunt-compose-${id}-${app}`;
    stack.containers.push(name);
    // Development, as test:container runs it: the development sign-in exists only there, with a
    // PUBLIC_URL on this machine (Caddy's address). TRUST_PROXY as compose.yaml sets it.
    const env = { NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: baseUrl, TRUST_PROXY: 'true', DATABASE_URL: databaseUrl, SESSION_KEYS: sessionKeys, ADMIN_EMAILS: ADMIN_EMAIL };
    await podmanOk(['run', '--detach', '--name', name, ...options, ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]), TAG]);
    const running = async () => (await podmanOk(['inspect', '--format', '{{.State.Running}}', name])).trim() === 'true';
    // One at a time: both would run the migrations at once (knex's lock makes the second wait).
    await waitForHealth(`http://127.0.0.1:${port}`, running, START_TIMEOUT_MS);
  }
  stack.caddy = startCaddy(baseUrl, upstreams);
  await waitForHealth(baseUrl, async () => true, 30_000);

  // The demo event, seeded over the API through Caddy with a token the image's hunt makes.
  await new TestClient(baseUrl).signIn(ADMIN_EMAIL, { firstName: 'Ada', lastName: 'Admin' });
  const hunt = (args: string[], env: Record<string, string>) =>
    podmanOk(['run', '--rm', ...options, ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]), TAG, 'hunt', ...args]);
  const issued = JSON.parse(await hunt(['--json', 'tokens', 'create', '--email', ADMIN_EMAIL, '--name', 'compose check'], { DATABASE_URL: databaseUrl })) as { token?: unknown };
  expect(typeof issued.token === 'string', 'hunt tokens create printed no token');
  await hunt(['seed', '/app/seed/demo-event.json'], { HUNT_URL: baseUrl, HUNT_TOKEN: String(issued.token) });

  const student = new TestClient(baseUrl);
  await student.signIn('sam.student@example.edu', { firstName: 'Sam', lastName: 'Student' });
  const response = await student.get(API.leaderboardStream);
  expect(response.status === 200 && Boolean(response.body), `the stream through Caddy answered ${response.status}`);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('the stream through Caddy has no body');
  const seen = { text: '' };
  try {
    // The first write is only `retry:`: it arrives at once only if Caddy flushes every write.
    expect(await streamShows(reader, 'retry:', 3000, seen), `the stream's first write did not come through Caddy within 3 s: ${JSON.stringify(seen.text)}`);
    const scan = await student.post(API.scan, { code: DEMO_CODE });
    expect(scan.status === 200, `POST /api/scan through Caddy answered ${scan.status}: ${await scan.text()}`);
    expect(await streamShows(reader, 'event: leaderboard', 5000, seen), `no leaderboard event came through Caddy within 5 s of the scan: ${JSON.stringify(seen.text)}`);
  } finally {
    await reader.cancel().catch(() => undefined);
  }

  // An upgrade replaces one instance at a time: with app1 gone, Caddy must send all to app2.
  await podmanOk(['stop', '--time', '5', stack.containers[0] ?? '']);
  for (let request = 0; request < 10; request += 1) {
    const answer = await student.get(API.user);
    expect(answer.status === 200, `with app1 stopped, GET ${API.user} through Caddy answered ${answer.status}`);
  }
}

export function liveChecks(): ComposeCheck[] {
  return [
    {
      name: "through the Caddyfile's proxy, two instances serve a live stream, and one suffices while the other is down",
      async run() {
        const stack = new Stack();
        const cleanUp = () => void stack.tearDown().finally(() => process.exit(1));
        process.once('SIGINT', cleanUp);
        process.once('SIGTERM', cleanUp);
        try {
          await run(stack);
        } catch (error) {
          console.error(await stack.logs());
          throw error;
        } finally {
          process.off('SIGINT', cleanUp);
          process.off('SIGTERM', cleanUp);
          await stack.tearDown();
        }
      },
    },
  ];
}
