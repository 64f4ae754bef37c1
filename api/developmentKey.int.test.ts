import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueApiToken } from './services/apiTokens';
import { signDisplayToken } from './services/displayTokens';
import { makeAdmin, makeEvent, makePieceWithCode } from './testing/factories';
import { startTestServer } from './testing/harness';

const DEVELOPMENT_KEY = 'development-only-session-key-not-for-production';
const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-hunt-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start`'s own entry point, as an operator would run it, outside production. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'api/start.ts'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'development', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'never', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the published development key', () => {
  it('is not enough to start a server others can reach: SESSION_KEYS is named', () => {
    const run = start({ PUBLIC_URL: 'http://hunt.campus.edu' });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/SESSION_KEYS: SESSION_KEYS is required when PUBLIC_URL is not this machine/);
  });

  it('is refused when given as SESSION_KEYS for a server others can reach', () => {
    const run = start({ PUBLIC_URL: 'http://10.0.0.5:3000', SESSION_KEYS: DEVELOPMENT_KEY });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/SESSION_KEYS: a SESSION_KEYS key is the published example/);
  });

  it('cannot sign a screen code\'s token for a server others can reach, which runs on its own key', async () => {
    const server = await startTestServer({ PUBLIC_URL: 'http://hunt.campus.edu', SESSION_KEYS: randomBytes(32).toString('base64') });
    try {
      const { db } = server.runtime.deps;
      await makeEvent(db);
      await makePieceWithCode(db, 'SCREEN', { needs_display_token: true });
      const organiser = await makeAdmin(db, { email: 'screen@campus.edu' });
      const { secret } = await issueApiToken(db, organiser, 'screen test');
      const scan = (token: string) => fetch(`${server.url}/api/scan`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: 'SCREEN', token }),
      });
      const forged = await scan(signDisplayToken([DEVELOPMENT_KEY], 'SCREEN'));
      expect(forged.status).toBe(400);
      expect(await forged.json()).toEqual({ message: 'token is not valid for this code', code: 'bad_request' });
      expect((await scan(signDisplayToken(server.config.sessionKeys, 'SCREEN'))).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('still runs a fresh clone on this machine without SESSION_KEYS', async () => {
    const server = await startTestServer();
    try {
      expect(server.config.sessionKeys).toEqual([DEVELOPMENT_KEY]);
    } finally {
      await server.stop();
    }
  });
});
