import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { CliError, UsageError } from './errors';

/** What `hunt login` remembers: one server and this machine's token for it. */
const storedConfigSchema = z.object({
  url: z.string().optional(),
  token: z.string().optional(),
  email: z.string().optional(),
});
export type StoredConfig = z.infer<typeof storedConfigSchema>;

type Env = Record<string, string | undefined>;

/**
 * The folder the config file lives in: HUNT_CONFIG_DIR, else $XDG_CONFIG_HOME/campus-hunt,
 * else the platform's usual place (~/.config on Linux, Application Support on macOS, %APPDATA%
 * on Windows).
 */
export function configDir(env: Env = process.env, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  if (env.HUNT_CONFIG_DIR) return env.HUNT_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return path.join(env.XDG_CONFIG_HOME, 'campus-hunt');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'campus-hunt');
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'campus-hunt');
  return path.join(home, '.config', 'campus-hunt');
}

export function configPath(env: Env = process.env): string {
  return path.join(configDir(env), 'config.json');
}

export async function readStoredConfig(file: string = configPath()): Promise<StoredConfig> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return storedConfigSchema.parse(JSON.parse(text));
  } catch {
    throw new CliError(`${file} is not a valid hunt config file: delete it and run \`hunt login\` again`);
  }
}

/** Writes the file readable by its owner only (0600), also when it already existed with looser rights. */
export async function writeStoredConfig(config: StoredConfig, file: string = configPath()): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  await chmod(file, 0o600);
}

export interface Connection {
  url: string | undefined;
  token: string | undefined;
  /** Where the token came from, for messages. */
  tokenSource: 'flag' | 'env' | 'file' | null;
}

/** Hosts that never leave this machine, where plain http exposes nothing. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface UrlOptions {
  /** Allow plain http to a host other than this machine (--insecure). */
  insecure?: boolean;
}

/**
 * A server URL without trailing slashes. Anything but http(s) is a usage error, and so is
 * plain http to another machine unless --insecure allows it: the token (or, for `hunt
 * login`, the poll secret and then the token) would cross the network unencrypted.
 */
export function normaliseUrl(value: string, flag = '--url', options: UrlOptions = {}): string {
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    throw new UsageError(`${flag} must be a URL such as https://hunt.campus.edu (got '${value}')`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`${flag} must be an http or https URL (got '${value}')`);
  }
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname) && !options.insecure) {
    throw new UsageError(`${flag} ${parsed.origin} is plain http, which would send the token unencrypted: use https, or pass --insecure to allow plain http`);
  }
  return parsed.toString().replace(/\/+$/, '');
}

/**
 * Flags beat the environment (HUNT_URL, HUNT_TOKEN), which beats the config file. The file's
 * token belongs to the file's server: it is used only when the URL in effect is that server,
 * so `--url other` never sends this machine's token to another host.
 */
export function resolveConnection(flags: { url?: string; token?: string; insecure?: boolean }, env: Env, file: StoredConfig): Connection {
  const rawUrl = flags.url || env.HUNT_URL || file.url;
  const url = rawUrl ? normaliseUrl(rawUrl, flags.url ? '--url' : env.HUNT_URL ? 'HUNT_URL' : 'the config file url', { insecure: flags.insecure }) : undefined;
  if (flags.token) return { url, token: flags.token, tokenSource: 'flag' };
  if (env.HUNT_TOKEN) return { url, token: env.HUNT_TOKEN, tokenSource: 'env' };
  const fileUrl = file.url ? safeNormalise(file.url) : undefined;
  if (file.token && url && fileUrl === url) return { url, token: file.token, tokenSource: 'file' };
  return { url, token: undefined, tokenSource: null };
}

/** For comparing URLs only: nothing is sent to this one. */
function safeNormalise(value: string): string | undefined {
  try {
    return normaliseUrl(value, '--url', { insecure: true });
  } catch {
    return undefined;
  }
}
