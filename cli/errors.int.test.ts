import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenDto } from '../core/admin';
import { issueApiToken } from '../api/services/apiTokens';
import { expectJson, signedIn } from '../api/testing/admin';
import { freePort } from '../api/testing/harness';
import { NOT_LOGGED_IN } from './lib/errors';
import { runHunt, startCliTestServer, startFakeServer, type CliTestSetup, type HuntRun } from './testing/hunt';

let setup: CliTestSetup;

beforeAll(async () => {
  setup = await startCliTestServer();
});
afterAll(() => setup.stop());

/** The run failed with exactly one line on stderr and nothing on stdout. */
function oneLine(run: HuntRun, code: number): string {
  expect(run.code, run.stderr).toBe(code);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  return lines[0] ?? '';
}

async function tokenFor(email: string, name: string): Promise<{ id: number; secret: string }> {
  const db = setup.server.runtime.deps.db;
  const user = await db('users').where({ email }).first();
  const { secret, token } = await issueApiToken(db, user, name);
  return { id: token.id, secret };
}

describe('tokens that no longer work', () => {
  it('a revoked token gets 401 and the one-line hint to log in again (exit 1)', async () => {
    const victim = await tokenFor('boss@campus.edu', 'to revoke');
    expect((await setup.hunt(['whoami'], { env: { HUNT_TOKEN: victim.secret } })).code).toBe(0);

    const revoked = await setup.hunt(['tokens', 'revoke', String(victim.id)]);
    expect(revoked.stdout.trim()).toBe(`Revoked token ${victim.id}`);
    const listed = JSON.parse((await setup.hunt(['tokens', 'list', '--json'])).stdout) as (ApiTokenDto & { status: string })[];
    expect(listed.find((token) => token.id === victim.id)?.status).toBe('revoked');

    const run = await setup.hunt(['pieces', 'list'], { env: { HUNT_TOKEN: victim.secret } });
    expect(oneLine(run, 1)).toBe(`Error: ${NOT_LOGGED_IN}`);
  });

  it('an expired token is refused the same way; --verbose adds the stack', async () => {
    const expired = await tokenFor('boss@campus.edu', 'expired');
    await setup.server.runtime.deps.db('api_tokens').where({ id: expired.id }).update({ expires_at: new Date(Date.now() - 1000) });
    const run = await setup.hunt(['qr', 'list'], { env: { HUNT_TOKEN: expired.secret } });
    expect(oneLine(run, 1)).toBe(`Error: ${NOT_LOGGED_IN}`);

    const verbose = await setup.hunt(['qr', 'list', '--verbose'], { env: { HUNT_TOKEN: expired.secret } });
    expect(verbose.code).toBe(1);
    expect(verbose.stderr).toContain(`Error: ${NOT_LOGGED_IN}`);
    expect(verbose.stderr).toMatch(/\n\s+at /);
  });

  it('a demoted administrator’s token gets 403 and says so in one line', async () => {
    const helper = await signedIn(setup.server, 'helper@campus.edu');
    expect(helper).toBeDefined();
    expect((await setup.hunt(['users', 'promote', 'helper@campus.edu'])).code).toBe(0);
    const token = await tokenFor('helper@campus.edu', 'helper laptop');
    expect((await setup.hunt(['users', 'demote', 'helper@campus.edu'])).code).toBe(0);

    const run = await setup.hunt(['users', 'list'], { env: { HUNT_TOKEN: token.secret } });
    expect(oneLine(run, 1)).toMatch(/^Error: Your account is not an administrator on http:\/\/localhost:\d+ \(403: .+\): ask an organiser to promote you$/);
  });

  it('a bad token with --json reports a JSON error on stderr', async () => {
    const run = await setup.hunt(['events', 'list', '--json'], { env: { HUNT_TOKEN: 'hunt_nope' } });
    expect(JSON.parse(oneLine(run, 1))).toEqual({ error: { message: NOT_LOGGED_IN, exitCode: 1 } });
  });
});

describe('usage errors exit 2', () => {
  it('a missing required flag without a TTY fails at once, naming the flag, even while stdin stays open', async () => {
    const run = await setup.hunt(['pieces', 'add', '--description', 'no name'], { keepStdinOpen: true, timeoutMs: 15_000 });
    expect(oneLine(run, 2)).toBe('Error: Missing --name (required when not running interactively)');
    // It never waited for input: only the CLI's own start-up time.
    expect(run.ms).toBeLessThan(10_000);
    const pieces = await expectJson<unknown[]>(setup.admin.get('/api/admin/puzzles'), 200);
    expect(pieces).toEqual([]);
  });

  it('a bad --name for pieces add is one line naming the flag, not a validation dump', async () => {
    const blank = await setup.hunt(['pieces', 'add', '--name', ' ']);
    expect(oneLine(blank, 2)).toBe('Error: --name: name is required');
    const long = await setup.hunt(['pieces', 'add', '--name', 'x'.repeat(101)]);
    expect(oneLine(long, 2)).toBe('Error: --name: name must be at most 100 characters');
    expect(await expectJson<unknown[]>(setup.admin.get('/api/admin/puzzles'), 200)).toEqual([]);
  });

  it('events create names each missing value in turn', async () => {
    const run = await setup.hunt(['events', 'create', '--name', 'No Dates'], { keepStdinOpen: true, timeoutMs: 15_000 });
    expect(oneLine(run, 2)).toBe('Error: Missing --start (required when not running interactively)');
  });

  it('an unknown option, an unknown command and a bad value are usage errors', async () => {
    const unknown = await setup.hunt(['pieces', 'list', '--bogus']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: unknown option '--bogus'");
    expect((await setup.hunt(['teleport'])).code).toBe(2);
    expect((await setup.hunt(['tokens', 'revoke'])).code).toBe(2);
    const bad = await setup.hunt(['qr', 'sheet', '--format', 'svg']);
    expect(oneLine(bad, 2)).toBe("Error: --format: must be 'pdf' or 'png'");
  });

  it('no server or token configured at all is a usage error naming --url, then --token', async () => {
    const noUrl = await runHunt(['pieces', 'list'], { env: { HUNT_CONFIG_DIR: setup.configDir } });
    expect(oneLine(noUrl, 2)).toMatch(/^Error: Missing --url \(or HUNT_URL\)/);
    const noToken = await runHunt(['pieces', 'list', '--url', setup.server.url], { env: { HUNT_CONFIG_DIR: setup.configDir } });
    expect(oneLine(noToken, 2)).toBe(`Error: Missing --token (or HUNT_TOKEN): run \`hunt login --url ${setup.server.url}\` first`);
  });

  it('--help and --version succeed, started as a user starts hunt', async () => {
    const help = await runHunt(['--help'], { throughBin: true });
    expect(help.code).toBe(0);
    for (const command of ['login', 'tokens', 'seed', 'pieces', 'qr', 'questionnaires', 'users', 'events', 'export']) expect(help.stdout).toContain(command);
    expect((await runHunt(['--version'], { throughBin: true })).stdout.trim()).toBe('0.1.0');
  });
});

describe('server down', () => {
  it('says the server cannot be reached, in one line (exit 1)', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const run = await runHunt(['pieces', 'list', '--url', url, '--token', setup.token], { env: { HUNT_CONFIG_DIR: setup.configDir } });
    expect(oneLine(run, 1)).toBe(`Error: Cannot reach ${url}: is the server running?`);
  });
});

describe('tokens never travel unencrypted or to another server', () => {
  const PLAIN = 'is plain http, which would send the token unencrypted: use https, or pass --insecure to allow plain http';

  it('refuses a plain http URL on another machine as a usage error (exit 2), for every command and for login', async () => {
    const flag = await runHunt(['pieces', 'list', '--url', 'http://hunt.campus.edu', '--token', setup.token], { env: { HUNT_CONFIG_DIR: setup.configDir } });
    expect(oneLine(flag, 2)).toBe(`Error: --url http://hunt.campus.edu ${PLAIN}`);
    const env = await runHunt(['whoami'], { env: { HUNT_CONFIG_DIR: setup.configDir, HUNT_URL: 'http://hunt.campus.edu/', HUNT_TOKEN: setup.token } });
    expect(oneLine(env, 2)).toBe(`Error: HUNT_URL http://hunt.campus.edu ${PLAIN}`);
    const login = await runHunt(['login', '--url', 'http://hunt.campus.edu', '--no-open'], { env: { HUNT_CONFIG_DIR: setup.configDir } });
    expect(oneLine(login, 2)).toBe(`Error: --url http://hunt.campus.edu ${PLAIN}`);
  });

  it('allows plain http to another address with --insecure', async () => {
    // 127.0.0.2 is this machine too, but not one of the names the CLI trusts without --insecure.
    const otherAddress = setup.server.url.replace('localhost', '127.0.0.2');
    const refused = await setup.hunt(['whoami', '--url', otherAddress]);
    expect(oneLine(refused, 2)).toMatch(/^Error: --url http:\/\/127\.0\.0\.2:\d+ is plain http/);
    const allowed = await setup.hunt(['whoami', '--url', otherAddress, '--token', setup.token, '--insecure', '--json']);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(JSON.parse(allowed.stdout)).toMatchObject({ url: otherAddress, role: 'admin' });
  });

  it('does not follow a redirect: it names the URL to use instead (exit 1)', async () => {
    const proxy = await startFakeServer((request, response) => {
      response.writeHead(301, { Location: `https://hunt.campus.edu${request.url ?? '/'}` }).end();
    });
    try {
      const run = await runHunt(['pieces', 'list', '--url', proxy.url, '--token', setup.token], { env: { HUNT_CONFIG_DIR: setup.configDir } });
      expect(oneLine(run, 1)).toBe('Error: The server redirected to https://hunt.campus.edu: use that URL with --url');
      expect(proxy.requests).toEqual(['GET /api/admin/puzzles']);
    } finally {
      await proxy.stop();
    }
  });
});
