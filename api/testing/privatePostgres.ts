import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './harness';
import { isProcessAlive } from './processes';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own: initdb into a temporary folder, on a free port, so a
 * test may stop and restart it (the shared server the other tests use is never touched).
 * Throws, naming what is missing, when it cannot be made: a test that needs one fails loudly.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** Whether the server was last started (and not stopped since). */
  readonly running: boolean;
  /** Stops the server; `fast` ends every session (57P01), `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it if running and deletes its folder. */
  destroy(): Promise<void>;
}

const START_TIMEOUT_S = 30;
/** Folders are named after the process that made them, so a later run can tell which are abandoned. */
const DIR_PREFIX = 'hunt-pg-';

/** Where initdb and pg_ctl live: PG_BINDIR, `pg_config --bindir`, or the newest /usr/lib/postgresql/N/bin. */
function postgresBinDir(): string {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on PATH: look where Debian and Ubuntu put the server.
  }
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  }
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found) throw new Error(`a private PostgreSQL needs initdb and pg_ctl: none in ${candidates.join(', ') || 'PG_BINDIR, pg_config or /usr/lib/postgresql'} (set PG_BINDIR)`);
  return found;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` OS user. */
function osUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('running as root, a private PostgreSQL needs the `postgres` OS user to run as (initdb refuses root)');
  }
}

type Command = (tool: string, args: string[]) => Promise<unknown>;

/**
 * Stops and deletes servers left by test runs that were killed outright (SIGKILL, a closed
 * pipe: no chance to clean up). Only those whose process is gone: another run may be in progress.
 */
async function removeAbandoned(command: Command): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const pid = Number(new RegExp(`^${DIR_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || isProcessAlive(pid)) continue;
    const dir = join(tmpdir(), name);
    await command('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const owner = osUser();
  const argv = (tool: string, args: string[]): [string, string[]] =>
    owner ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const command: Command = (tool, args) => run(...argv(tool, args));
  await removeAbandoned(command);

  const dir = await mkdtemp(join(tmpdir(), `${DIR_PREFIX}${process.pid}-`));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  let running = false;

  const pgCtl = async (args: string[]) => {
    try {
      await command('pg_ctl', ['-D', data, '-l', log, '-w', '-t', String(START_TIMEOUT_S), ...args]);
    } catch (error) {
      const serverLog = await readFile(log, 'utf8').catch(() => '');
      throw new Error(`pg_ctl ${args.join(' ')} failed: ${(error as Error).message}\n${serverLog.slice(-2000)}`, { cause: error });
    }
  };

  const instance: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    get running() {
      return running;
    },
    async stop(mode = 'fast') {
      await pgCtl(['-m', mode, 'stop']);
      running = false;
    },
    async start() {
      await pgCtl(['start']);
      running = true;
    },
    async restart(mode = 'fast') {
      await instance.stop(mode);
      await instance.start();
    },
    async destroy() {
      process.off('exit', killOnExit);
      if (running) await instance.stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  // A test run that ends without destroy() (a crash, a timeout) must not leave a server behind.
  const killOnExit = () => {
    if (!running) return;
    try {
      execFileSync(...argv('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', killOnExit);

  try {
    // Only its own settings: trust on loopback, no Unix socket (no shared socket folder needed),
    // no fsync (the tests stop it cleanly or as a process crash, never as a machine crash).
    await command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    await appendFile(
      join(data, 'postgresql.conf'),
      `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nfsync = off\nmax_connections = 200\n`,
    );
    await instance.start();
  } catch (error) {
    await instance.destroy();
    throw error;
  }
  return instance;
}
