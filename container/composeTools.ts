/**
 * compose.yaml and the Caddyfile read by the tools that run them: Debian's podman-compose and
 * caddy. Neither needs a registry for this: podman-compose in --dry-run prints the containers it
 * would start, and `caddy validate` adapts and provisions the configuration without serving it.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { appServices, organiserDotenv, type ComposeCheck } from './composeChecks';
import { readCompose, REPOSITORY } from './composeFile';
import { podman } from './podman';

const exec = promisify(execFile);

interface Outcome {
  code: number;
  output: string;
}

async function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Outcome> {
  try {
    const { stdout, stderr } = await exec(command, args, { ...options, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (failed.code === 'ENOENT') throw new Error(`${command} is not installed (apt-get install -y ${command})`, { cause: error });
    return { code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/**
 * podman-compose reads `.env` beside the compose file, and the repository has none (it holds
 * secrets): a folder of its own with the files `up` reads, and the .env given.
 */
function projectFolder(dotenv: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-hunt-compose-'));
  for (const file of ['compose.yaml', 'Caddyfile', 'Containerfile']) copyFileSync(path.join(REPOSITORY, file), path.join(dir, file));
  writeFileSync(path.join(dir, '.env'), dotenv, { mode: 0o600 });
  return dir;
}

/**
 * `up --dry-run` still creates the named volumes and the network (podman-compose 1.0.3 runs its
 * inspect-or-create steps for real): removed by the project's name.
 */
async function removeProject(project: string): Promise<void> {
  const listed = async (kind: 'volume' | 'network') => (await podman([kind, 'ls', '--format', '{{.Name}}'])).stdout.split('\n');
  for (const volume of (await listed('volume')).filter((name) => name.startsWith(`${project}_`))) await podman(['volume', 'rm', volume]);
  for (const network of (await listed('network')).filter((name) => name.startsWith(`${project}_`))) await podman(['network', 'rm', network]);
}

async function dryRunUp(dotenv: string): Promise<Outcome & { project: string }> {
  const dir = projectFolder(dotenv);
  const project = `campus_hunt_check_${randomBytes(4).toString('hex')}`;
  try {
    return { ...(await run('podman-compose', ['--project-name', project, '--dry-run', 'up', '--detach', '--no-build'], { cwd: dir })), project };
  } finally {
    await removeProject(project);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function toolChecks(): ComposeCheck[] {
  return [
    {
      name: 'podman-compose starts every service from it, and refuses to without the secrets',
      async run() {
        const accepted = await dryRunUp(organiserDotenv());
        if (accepted.code !== 0) throw new Error(`podman-compose up --dry-run exited ${accepted.code}:\n${accepted.output}`);
        for (const service of Object.keys(readCompose().services)) {
          if (!accepted.output.includes(`podman run --name=${accepted.project}_${service}_1 `)) {
            throw new Error(`podman-compose would not start ${service}:\n${accepted.output}`);
          }
        }
        const refused = await dryRunUp(organiserDotenv({}));
        if (refused.code === 0 || !refused.output.includes('in .env')) {
          throw new Error(`podman-compose accepted .env.example without its secrets (exit ${refused.code}):\n${refused.output}`);
        }
      },
    },
    {
      name: 'caddy validates the Caddyfile, which balances every app service',
      async run() {
        const caddyfile = path.join(REPOSITORY, 'Caddyfile');
        const env = { ...process.env, HUNT_DOMAIN: 'hunt.example.edu' };
        const outcome = await run('caddy', ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], { env });
        if (outcome.code !== 0 || !outcome.output.includes('Valid configuration')) throw new Error(`caddy validate exited ${outcome.code}:\n${outcome.output}`);
        const adapted = await run('caddy', ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], { env });
        const upstreams = new Set([...adapted.output.matchAll(/"dial":"([^"]+)"/g)].map((match) => match[1]));
        for (const [name] of appServices(readCompose())) {
          if (!upstreams.has(`${name}:3000`)) throw new Error(`the Caddyfile does not send requests to ${name}:3000 (it dials ${[...upstreams].join(', ')})`);
        }
      },
    },
  ];
}
