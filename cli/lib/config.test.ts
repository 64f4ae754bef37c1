import { mkdtemp, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir, normaliseUrl, readStoredConfig, resolveConnection, writeStoredConfig } from './config';
import { CliError, UsageError } from './errors';

describe('configDir', () => {
  it('prefers HUNT_CONFIG_DIR, then XDG_CONFIG_HOME, then the platform folder', () => {
    expect(configDir({ HUNT_CONFIG_DIR: '/tmp/h', XDG_CONFIG_HOME: '/x' }, 'linux', '/home/a')).toBe('/tmp/h');
    expect(configDir({ XDG_CONFIG_HOME: '/x' }, 'linux', '/home/a')).toBe('/x/campus-hunt');
    expect(configDir({}, 'linux', '/home/a')).toBe('/home/a/.config/campus-hunt');
    expect(configDir({}, 'darwin', '/Users/a')).toBe('/Users/a/Library/Application Support/campus-hunt');
    expect(configDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a')).toBe(path.join('C:\\Users\\a\\AppData\\Roaming', 'campus-hunt'));
  });
});

describe('resolveConnection', () => {
  const file = { url: 'https://hunt.campus.edu', token: 'hunt_file' };

  it('takes flags over the environment over the file', () => {
    expect(resolveConnection({ url: 'https://a.edu', token: 'hunt_flag' }, { HUNT_URL: 'https://b.edu', HUNT_TOKEN: 'hunt_env' }, file)).toEqual({
      url: 'https://a.edu',
      token: 'hunt_flag',
      tokenSource: 'flag',
    });
    expect(resolveConnection({}, { HUNT_URL: 'https://b.edu', HUNT_TOKEN: 'hunt_env' }, file)).toEqual({ url: 'https://b.edu', token: 'hunt_env', tokenSource: 'env' });
    expect(resolveConnection({}, {}, file)).toEqual({ url: 'https://hunt.campus.edu', token: 'hunt_file', tokenSource: 'file' });
    expect(resolveConnection({}, {}, {})).toEqual({ url: undefined, token: undefined, tokenSource: null });
  });

  it("uses the file's token only for the file's server", () => {
    expect(resolveConnection({ url: 'https://other.edu' }, {}, file)).toEqual({ url: 'https://other.edu', token: undefined, tokenSource: null });
    expect(resolveConnection({}, { HUNT_URL: 'https://hunt.campus.edu/' }, file).token).toBe('hunt_file');
  });

  it('normalises URLs and refuses anything but http(s), naming where it came from', () => {
    expect(normaliseUrl(' https://hunt.campus.edu/// ')).toBe('https://hunt.campus.edu');
    expect(normaliseUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(() => normaliseUrl('hunt.campus.edu')).toThrow(UsageError);
    expect(() => resolveConnection({}, { HUNT_URL: 'ftp://x.edu' }, {})).toThrow('HUNT_URL must be an http or https URL');
  });

  it('refuses plain http to another machine unless --insecure allows it', () => {
    const PLAIN = 'is plain http, which would send the token unencrypted: use https, or pass --insecure to allow plain http';
    expect(normaliseUrl('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
    expect(normaliseUrl('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(() => normaliseUrl('http://hunt.campus.edu/')).toThrow(new UsageError(`--url http://hunt.campus.edu ${PLAIN}`));
    expect(() => normaliseUrl('http://localhost.campus.edu')).toThrow(UsageError);
    expect(normaliseUrl('http://hunt.campus.edu/', '--url', { insecure: true })).toBe('http://hunt.campus.edu');
    expect(() => resolveConnection({}, { HUNT_URL: 'http://10.0.0.5:3000' }, {})).toThrow(`HUNT_URL http://10.0.0.5:3000 ${PLAIN}`);
    expect(resolveConnection({ insecure: true }, { HUNT_URL: 'http://10.0.0.5:3000' }, {}).url).toBe('http://10.0.0.5:3000');
    const plainFile = { url: 'http://hunt.lan', token: 'hunt_file' };
    expect(() => resolveConnection({}, {}, plainFile)).toThrow(`the config file url http://hunt.lan ${PLAIN}`);
    expect(resolveConnection({ insecure: true }, {}, plainFile)).toEqual({ url: 'http://hunt.lan', token: 'hunt_file', tokenSource: 'file' });
  });
});

describe('the config file', () => {
  it('is written readable by its owner only, also when it existed with looser rights', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hunt-config-unit-'));
    try {
      const file = path.join(dir, 'nested', 'config.json');
      await writeStoredConfig({ url: 'https://a.edu', token: 'hunt_1', email: 'a@a.edu' }, file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await chmod(file, 0o666);
      await writeStoredConfig({ url: 'https://a.edu' }, file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await readStoredConfig(file)).toEqual({ url: 'https://a.edu' });
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ url: 'https://a.edu' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads as empty when missing and fails in one line when damaged', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hunt-config-unit-'));
    try {
      expect(await readStoredConfig(path.join(dir, 'none.json'))).toEqual({});
      await writeFile(path.join(dir, 'bad.json'), '{ nope');
      await expect(readStoredConfig(path.join(dir, 'bad.json'))).rejects.toThrow(CliError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
