/**
 * Debian's caddy on this machine, serving the repository's Caddyfile in front of two instances
 * on host ports: the official caddy image cannot be pulled here, and the app1/app2 names exist
 * only on compose's network.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryFile } from './composeFile';

/**
 * The Caddyfile as deployed, but for two things only: each `appN:3000` upstream becomes the port
 * that instance listens on here, and Caddy's admin endpoint is off (another Caddy on this
 * machine may hold its port). HUNT_DOMAIN then names a plain-http site on a free port.
 */
export function localCaddyfile(upstreams: Record<string, number>): string {
  const text = repositoryFile('Caddyfile').replace(/\b(app\d+):3000\b/g, (whole, name: string) => {
    const port = upstreams[name];
    if (port === undefined) throw new Error(`the Caddyfile names ${name}, which this check does not start`);
    return `127.0.0.1:${port}`;
  });
  return `{\n\tadmin off\n}\n\n${text}`;
}

export interface RunningCaddy {
  stop(): Promise<void>;
  /** Caddy's last output lines, to show when a check fails. */
  output(): string;
}

export function startCaddy(siteAddress: string, upstreams: Record<string, number>): RunningCaddy {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-hunt-caddy-'));
  const config = path.join(dir, 'Caddyfile');
  writeFileSync(config, localCaddyfile(upstreams));
  // Its storage (certificates, autosave) in the throwaway folder, not in root's home.
  const env = { ...process.env, HUNT_DOMAIN: siteAddress, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const child: ChildProcess = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => (log += `\n${error.message}`));
  return {
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
