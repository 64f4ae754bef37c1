import { execFile, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * What Podman 4.3 needs on this machine (docs/deploy.md): runc (there is no crun), cgroupfs
 * and a file for events (no systemd, no journald). They are its defaults here too, but a
 * containers.conf elsewhere may say otherwise.
 */
const GLOBAL = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs', '--events-backend', 'file'];

/** Podman's own defaults for a container's limits are above what this machine permits. */
const MAX_FILES = 65_536;
const MAX_PROCESSES = 4096;

/**
 * Options for anything that runs a process in a container (run, and build's RUN steps): limits
 * no higher than this shell's own, and the host's network (there is no bridge here, and npm and
 * apt inside the build must reach their registries).
 */
export async function containerOptions(): Promise<string[]> {
  const { stdout } = await exec('bash', ['-c', 'ulimit -n; ulimit -u']);
  const [files, processes] = stdout.trim().split('\n').map((value) => (value === 'unlimited' ? Infinity : Number(value)));
  const nofile = Math.min(files ?? MAX_FILES, MAX_FILES);
  const nproc = Math.min(processes ?? MAX_PROCESSES, MAX_PROCESSES);
  return ['--network', 'host', '--ulimit', `nofile=${nofile}:${nofile}`, '--ulimit', `nproc=${nproc}:${nproc}`];
}

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs podman to the end, whatever its exit code: the caller decides what a failure means. */
export function podman(args: string[]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...GLOBAL, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Runs podman and fails with its error output unless it succeeds; answers its stdout. */
export async function podmanOk(args: string[]): Promise<string> {
  const outcome = await podman(args);
  if (outcome.code !== 0) throw new Error(`podman ${args.join(' ')} exited with ${outcome.code}:\n${outcome.stderr || outcome.stdout}`);
  return outcome.stdout;
}

/** Runs podman with its output into a log file (a build's is long): answers the exit code. */
export function podmanLogged(args: string[], logFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn('podman', [...GLOBAL, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}
