import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { check } from './report';

/** Where `vite build` puts the client, which the server serves. */
export const WEB_DIR = 'dist/web';

/**
 * The built client as the sources are now: built first when it is missing or older than a
 * source of the client, since a figure of yesterday's client (or of a server with none, whose
 * pages load no script at all) would describe nothing. Says in `notes` when it built. Paths are
 * the repository root's, where the bench runs.
 */
export function ensureClientBuilt(notes: string[] = []): void {
  const index = path.join(WEB_DIR, 'index.html');
  const builtAtMs = existsSync(index) ? statSync(index).mtimeMs : undefined;
  const stale = builtAtMs === undefined ? [] : newerSources(builtAtMs);
  if (builtAtMs !== undefined && stale.length === 0) return;
  const why = builtAtMs === undefined ? 'missing' : `older than ${stale.slice(0, 3).join(', ')}`;
  console.log(`  ${WEB_DIR} is ${why}: running npx vite build`);
  check(spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' }).status === 0, 'npx vite build failed');
  notes.push(`built the client first (npx vite build): ${WEB_DIR} was ${why}`);
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Sources of the client changed after the build. */
function newerSources(builtAtMs: number): string[] {
  const sources = [...listFiles('web'), ...listFiles('core'), 'vite.config.ts'].filter((file) => existsSync(file));
  return sources.filter((file) => statSync(file).mtimeMs > builtAtMs);
}
