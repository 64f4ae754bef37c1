import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../api/config';
import { upsertSignedInUser } from '../api/repos/users';
import { createRuntime, listen, type Runtime } from '../api/server';
import { freePort, testDbTarget } from '../api/testing/harness';
import { createDb, migrateLatest, type DbHandle } from '../db';
import { removeDir, runHunt, tempDir, type HuntRun } from './testing/hunt';

/**
 * `hunt tokens create` is the one command that opens the database itself, so it needs a
 * database a subprocess can open: on PostgreSQL a schema of its own (reached through the
 * connection's search_path); on PGlite a data folder on disk (in-memory PGlite lives inside one
 * process), which only one process may hold open, so the server starts after the CLI is done.
 */
interface Target {
  open(): DbHandle;
  cliArgs: string[];
  cleanup(): Promise<void>;
}

async function makeTarget(): Promise<Target> {
  if (testDbTarget() === 'postgres') {
    const databaseUrl = process.env.DATABASE_URL ?? '';
    const schema = `t_cli_${randomBytes(5).toString('hex')}`;
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const handle = createDb({ databaseUrl, schema, poolMax: 2 });
    return {
      open: () => createDb({ databaseUrl, schema, poolMax: 5 }),
      cliArgs: ['--database-url', url.toString()],
      async cleanup() {
        await handle.knex.raw('drop schema if exists ?? cascade', [schema]);
        await handle.knex.destroy();
      },
    };
  }
  const dataDir = await tempDir('hunt-pglite-');
  return { open: () => createDb({ dataDir }), cliArgs: ['--data-dir', dataDir], cleanup: () => removeDir(dataDir) };
}

async function serve(db: DbHandle): Promise<{ url: string; runtime: Runtime; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const runtime = await createRuntime(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', PORT: String(port), PUBLIC_URL: url }), { db });
  const server: Server = await listen(runtime, port);
  return {
    url,
    runtime,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
    },
  };
}

let target: Target;
let configDir: string;
const hunt = (args: string[], env: Record<string, string> = {}) => runHunt(args, { env: { HUNT_CONFIG_DIR: configDir, ...env } });
const lastLine = (run: HuntRun) => run.stderr.trim().split('\n').at(-1);

beforeAll(async () => {
  target = await makeTarget();
  configDir = await tempDir('hunt-config-');
  // An operator's database: migrated, one admin and one participant who signed in before.
  const db = target.open();
  await migrateLatest(db);
  await upsertSignedInUser(db.knex, { email: 'ops@campus.edu', firstName: 'Olive', lastName: 'Ops', profileImageUrl: null, makeAdmin: true });
  await upsertSignedInUser(db.knex, { email: 'pat@campus.edu', firstName: null, lastName: null, profileImageUrl: null, makeAdmin: false });
  await db.knex.destroy();
});
afterAll(async () => {
  await target.cleanup();
  await removeDir(configDir);
});

describe('hunt tokens create', () => {
  let token = '';

  it('prints only a new token for an administrator, straight from the database', async () => {
    const run = await hunt(['tokens', 'create', '--email', 'OPS@campus.edu', '--name', 'ci seed job', '--days', '7', ...target.cliArgs]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^hunt_[\w-]{20,}\n$/);
    token = run.stdout.trim();
  });

  it('refuses a participant and an unknown e-mail in one line (exit 1), and a missing database (exit 2)', async () => {
    const participant = await hunt(['tokens', 'create', '--email', 'pat@campus.edu', ...target.cliArgs]);
    expect(participant.code).toBe(1);
    expect(lastLine(participant)).toBe('Error: pat@campus.edu is not an administrator: add them to ADMIN_EMAILS and sign in, or promote them first');
    const unknown = await hunt(['tokens', 'create', '--email', 'nobody@campus.edu', ...target.cliArgs]);
    expect(unknown.code).toBe(1);
    expect(lastLine(unknown)).toBe('Error: No user with e-mail nobody@campus.edu: they must sign in once in the browser first');
    const nowhere = await hunt(['tokens', 'create', '--email', 'ops@campus.edu']);
    expect(nowhere.code).toBe(2);
    expect(lastLine(nowhere)).toBe('Error: Missing --database-url (or DATABASE_URL); for the embedded database, --data-dir (or DATA_DIR)');
    const noEmail = await hunt(['tokens', 'create', ...target.cliArgs]);
    expect(noEmail.code).toBe(2);
    expect(lastLine(noEmail)).toBe('Error: Missing --email (required when not running interactively)');
  });

  it('says in one line when the database cannot be reached, with none of knex’s own warnings', async () => {
    const port = await freePort();
    const run = await hunt(['tokens', 'create', '--email', 'ops@campus.edu', '--database-url', `postgres://postgres@127.0.0.1:${port}/nowhere`]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([`Error: Cannot open the database: connect ECONNREFUSED 127.0.0.1:${port}`]);
  });

  it('gives a token the API accepts as that administrator, with its name and expiry', async () => {
    const server = await serve(target.open());
    try {
      const whoami = await hunt(['whoami', '--json', '--url', server.url, '--token', token]);
      expect(JSON.parse(whoami.stdout)).toMatchObject({ email: 'ops@campus.edu', role: 'admin', tokenFrom: 'flag' });
      const tokens = JSON.parse((await hunt(['tokens', 'list', '--json'], { HUNT_URL: server.url, HUNT_TOKEN: token })).stdout) as { name: string; expiresAt: string; status: string }[];
      expect(tokens).toHaveLength(1);
      expect(tokens[0]).toMatchObject({ name: 'ci seed job', status: 'active' });
      const days = (new Date(tokens[0]?.expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);

      if (testDbTarget() === 'pglite') {
        // The embedded database is held by the running server: the CLI refuses to open it too.
        const busy = await hunt(['tokens', 'create', '--email', 'ops@campus.edu', ...target.cliArgs]);
        expect(busy.code).toBe(1);
        expect(lastLine(busy)).toMatch(/is in use \(postmaster\.pid\): stop the server first/);
      }
    } finally {
      await server.stop();
    }
  });
});
