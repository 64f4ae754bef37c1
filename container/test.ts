// `npm run test:container`: builds the image and checks it against a throwaway PostgreSQL
// database (docs/deploy.md). Any failed check exits non-zero; containers and the database
// are removed whatever happens.
import { randomBytes } from 'node:crypto';
import { TestOpenIdProvider } from '../api/testing/openIdProvider';
import { CHECKS, type Running } from './checks';
import { createThrowawayDatabase, type ThrowawayDatabase } from './database';
import { freePort } from '../bench/lib/ports';
import { waitForHealth } from './http';
import { buildImage, ensureBase, imageSize } from './image';
import { imageChecks } from './imageChecks';
import { containerOptions, podman, podmanOk } from './podman';
import { signInThroughProvider } from './providerSignIn';

const TAG = process.env.CONTAINER_TEST_TAG ?? 'localhost/campus-hunt:test';
const MAX_IMAGE_BYTES = 300 * 1000 * 1000;
const START_TIMEOUT_MS = 120_000;
const ADMIN_EMAIL = 'ada.admin@example.edu';

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const containers: string[] = [];
let database: ThrowawayDatabase | undefined;
let provider: TestOpenIdProvider | undefined;

async function cleanUp(): Promise<void> {
  for (const name of containers.splice(0)) await podman(['rm', '--force', '--time', '5', name]);
  await database?.drop().catch((error: unknown) => console.error(`could not drop ${database?.name}: ${String(error)}`));
  database = undefined;
  await provider?.stop();
  provider = undefined;
}

async function main(): Promise<void> {
  ensureBase();
  const buildStarted = Date.now();
  console.log(`== building ${TAG}`);
  await buildImage(TAG);
  const size = await imageSize(TAG);
  console.log(`== built in ${seconds(buildStarted)}; image size ${(size / 1e6).toFixed(1)} MB`);
  if (size > MAX_IMAGE_BYTES) throw new Error(`the image is ${(size / 1e6).toFixed(1)} MB, over ${MAX_IMAGE_BYTES / 1e6} MB`);

  const options = await containerOptions();
  for (const check of imageChecks(TAG, options)) {
    await check.run();
    console.log(`ok   ${check.name}`);
  }

  database = await createThrowawayDatabase();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const name = `campus-hunt-test-${randomBytes(4).toString('hex')}`;
  containers.push(name);
  // Sign-in through an OpenID Connect provider on this machine (the one the API's tests run),
  // found by discovery at the server's start. Development mode, because production wants an
  // https PUBLIC_URL, which needs a TLS proxy in front (test:compose runs one).
  provider = await TestOpenIdProvider.start();
  const serverEnv = {
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: database.url,
    SESSION_KEYS: randomBytes(32).toString('base64'),
    ADMIN_EMAILS: ADMIN_EMAIL,
    ...provider.oidcSettings('campus-hunt-container'),
  };
  const signedInThrough = provider;
  const envArgs = (env: Record<string, string>) => Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
  await podmanOk(['run', '--detach', '--name', name, ...options, ...envArgs(serverEnv), TAG]);
  const running = async () => (await podmanOk(['inspect', '--format', '{{.State.Running}}', name])).trim() === 'true';
  const health = await waitForHealth(baseUrl, running, START_TIMEOUT_MS);
  console.log(`ok   /healthz answers 200 (${health.trim()}) ${seconds(started)} after the start of the test`);
  await podmanOk(['healthcheck', 'run', name]);
  console.log('ok   the image\'s HEALTHCHECK passes');

  const context: Running = {
    baseUrl,
    databaseUrl: database.url,
    adminEmail: ADMIN_EMAIL,
    hunt: (args, env = {}) => podmanOk(['run', '--rm', ...options, ...envArgs({ DATABASE_URL: database?.url ?? '', ...env }), TAG, 'hunt', ...args]),
    signIn: (client, email, names) => signInThroughProvider(client, signedInThrough, email, names),
  };
  for (const check of CHECKS) {
    try {
      await check.run(context);
    } catch (error) {
      const logs = await podman(['logs', '--tail', '40', name]);
      console.error(`-- the server's last lines:\n${logs.stdout}${logs.stderr}`);
      throw error;
    }
    console.log(`ok   ${check.name}`);
  }
  console.log(`== test:container passed in ${seconds(started)}; image ${TAG} is ${(size / 1e6).toFixed(1)} MB`);
}

// Interrupted (Ctrl-C, a CI timeout): still remove what was made.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
}

try {
  await main();
} catch (error) {
  console.error(`\nFAILED test:container after ${seconds(started)}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
