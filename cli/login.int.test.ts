import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, expectJson } from '../api/testing/admin';
import { removeDir, runHunt, startCliTestServer, startFakeServer, tempDir, type CliTestSetup } from './testing/hunt';

const CODE = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/;

let setup: CliTestSetup;

beforeAll(async () => {
  setup = await startCliTestServer();
});
afterAll(() => setup.stop());

/**
 * Starts `hunt login` in a fresh config folder and, playing the admin's browser, answers the
 * code it prints with `decide` (approve or deny) while the CLI polls.
 */
async function loginAnswering(approve: boolean, configDir: string) {
  let decided: Promise<unknown> | null = null;
  const run = await runHunt(['login', '--url', setup.server.url, '--name', 'hunt on the test runner', '--no-open'], {
    env: { HUNT_CONFIG_DIR: configDir },
    onStderr: (soFar) => {
      const code = CODE.exec(soFar)?.[1];
      if (code && !decided) decided = expectJson(setup.admin.post('/api/cli/logins/decide', { userCode: code, approve }), 200);
    },
  });
  expect(decided, `no code printed: ${run.stderr}`).not.toBeNull();
  await decided;
  return run;
}

describe('hunt login', () => {
  it('prints the approval URL and code, waits for an admin to approve, and saves the token with mode 0600', async () => {
    const configDir = await tempDir();
    try {
      // An existing file with loose rights is tightened on overwrite.
      const file = path.join(configDir, 'config.json');
      await writeFile(file, JSON.stringify({ url: setup.server.url }));
      await chmod(file, 0o644);

      const run = await loginAnswering(true, configDir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain(`${setup.server.url}/cli/approve\n`);
      expect(run.stderr).toMatch(/enter the code [A-Z2-9]{4}-[A-Z2-9]{4}/);
      expect(run.stdout.trim()).toBe(`Logged in to ${setup.server.url} as ${ADMIN_EMAIL}`);

      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const saved = JSON.parse(await readFile(file, 'utf8')) as { url: string; token: string; email: string };
      expect(saved).toMatchObject({ url: setup.server.url, email: ADMIN_EMAIL });
      expect(saved.token).toMatch(/^hunt_/);

      // Later commands need no flags: URL and token come from the file.
      const whoami = await runHunt(['whoami', '--json'], { env: { HUNT_CONFIG_DIR: configDir } });
      expect(JSON.parse(whoami.stdout)).toEqual({ url: setup.server.url, email: ADMIN_EMAIL, role: 'admin', tokenFrom: 'file' });

      const tokens = await expectJson<{ name: string; revokedAt: string | null }[]>(setup.admin.get('/api/admin/tokens'), 200);
      expect(tokens.map((token) => token.name)).toContain('hunt on the test runner');

      // logout forgets the token but keeps the server.
      expect((await runHunt(['logout'], { env: { HUNT_CONFIG_DIR: configDir } })).code).toBe(0);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ url: setup.server.url });
      const after = await runHunt(['whoami'], { env: { HUNT_CONFIG_DIR: configDir } });
      expect(after.code).toBe(2);
      expect(after.stderr).toContain('Missing --token');
    } finally {
      await removeDir(configDir);
    }
  });

  it('fails with one line when the admin denies the request, and saves nothing', async () => {
    const configDir = await tempDir();
    try {
      const run = await loginAnswering(false, configDir);
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n').at(-1)).toBe('Error: The CLI login was denied in the browser');
      await expect(stat(path.join(configDir, 'config.json'))).rejects.toThrow();
    } finally {
      await removeDir(configDir);
    }
  });

  it('without --url (and no TTY to ask on) exits 2 naming the flag', async () => {
    const configDir = await tempDir();
    try {
      const run = await runHunt(['login', '--no-open'], { env: { HUNT_CONFIG_DIR: configDir } });
      expect(run.code).toBe(2);
      expect(run.stderr.trim()).toBe('Error: Missing --url (required when not running interactively)');
    } finally {
      await removeDir(configDir);
    }
  });

  it('checks the server’s answers: an approval without a token fails in one line and saves nothing', async () => {
    const configDir = await tempDir();
    const impostor = await startFakeServer((request, response) => {
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/api/cli/logins') {
        response.writeHead(201).end(
          JSON.stringify({
            id: '0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a',
            userCode: 'ABCD-EFGH',
            pollSecret: 'secret',
            verificationUrl: 'http://127.0.0.1/cli/approve',
            expiresAt: new Date(Date.now() + 60_000).toISOString(),
            intervalSeconds: 1,
          }),
        );
      } else {
        response.writeHead(200).end(JSON.stringify({ status: 'approved' }));
      }
    });
    try {
      const run = await runHunt(['login', '--url', impostor.url, '--no-open'], { env: { HUNT_CONFIG_DIR: configDir } });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n').at(-1)).toBe(
        `Error: ${impostor.url} answered /api/cli/logins/0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a/token unexpectedly (token: Invalid input: expected string, received undefined): is it a Campus Hunt server of this version?`,
      );
      await expect(stat(path.join(configDir, 'config.json'))).rejects.toThrow();
    } finally {
      await impostor.stop();
      await removeDir(configDir);
    }
  });
});
