import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { containerOptions, podmanLogged, podmanOk } from './podman';

const BASE_SCRIPT = path.join(import.meta.dirname, 'base.sh');
const REPOSITORY = path.join(import.meta.dirname, '..');

/** The local debian:trixie-slim (container/base.sh): made once, then reused from its cache. */
export function ensureBase(): void {
  const result = spawnSync('bash', [BASE_SCRIPT], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${BASE_SCRIPT} failed (exit ${result.status ?? result.signal})`);
}

/**
 * The CA bundle this Node trusts besides its own (NODE_EXTRA_CA_CERTS, else the system's), for
 * npm inside the build: here a proxy re-signs the registry's TLS with a CA of its own, which the
 * system's bundle holds too.
 */
function extraCaSecret(): string[] {
  const file = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt';
  return file && existsSync(file) ? ['--secret', `id=extra-ca,src=${file}`] : [];
}

/**
 * Builds the Containerfile. Never pulls (there is no registry to pull from here); Docker's
 * format, because the OCI format has no HEALTHCHECK and Podman would drop it.
 */
export async function buildImage(tag: string): Promise<void> {
  const logFile = path.join(os.tmpdir(), `campus-hunt-build-${process.pid}.log`);
  const args = ['build', '--pull=never', '--format', 'docker', ...(await containerOptions()), ...extraCaSecret(), '-f', 'Containerfile', '-t', tag, REPOSITORY];
  const code = await podmanLogged(args, logFile);
  if (code !== 0) {
    const tail = (await readFile(logFile, 'utf8')).split('\n').slice(-40).join('\n');
    throw new Error(`podman build exited with ${code} (whole log: ${logFile}):\n${tail}`);
  }
}

/** The image's size in bytes, as `podman images` counts it (uncompressed layers). */
export async function imageSize(tag: string): Promise<number> {
  return Number((await podmanOk(['image', 'inspect', '--format', '{{.Size}}', tag])).trim());
}
