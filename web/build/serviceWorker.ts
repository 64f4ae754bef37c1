import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API } from '../../core/apiPaths';
import { EARLY_REQUESTS } from '../lib/earlyReads';

/** The parts of Vite's build manifest (`build.manifest`) read here. */
type Manifest = Record<string, { file: string; css?: string[]; assets?: string[]; imports?: string[]; dynamicImports?: string[] }>;

const MANIFEST = '.vite/manifest.json';
export const SERVICE_WORKER_ENTRY = 'sw';
export const SERVICE_WORKER_FILE = 'sw.js';
/** What web/sw/serviceWorker.ts holds until the list is written in. */
const PLACEHOLDER = '__CAMPUS_HUNT_PRECACHE__';
/** A client route the server answers with the app shell (index.html is not served by name). */
const SHELL_ROUTE = '/scanner';
/**
 * The reads a reload offline shows from their last answer: the early ones, and where the hunt
 * stands. Written here, where the build reads it: in lib/paths.ts the list rode in the landing's
 * first script, which never reads it.
 */
const REMEMBERED_READS = [EARLY_REQUESTS.user, ...EARLY_REQUESTS.dashboard, API.hunt];
/**
 * What no student's page loads is not stored on every student's phone: organisers' code (their
 * pages, and admin/ modules loaded with a catalog: the server's), and the admin panel's and the
 * big screen's texts, which the shared catalog loader (lib/catalogFiles.ts) can reach.
 */
const ADMIN_MODULES = /^(pages\/)?admin\/|^locales\/[^/]+\/(admin|screen)\.po$/;
/** Built files that are not for the browser to store: documents, source maps, variants, the worker. */
const NOT_STORED = /(\.html|\.map|\.br|\.gz)$|^\.vite\/|^sw\.js$/;

/**
 * Writes the list of files the service worker stores into the built /sw.js: the participant
 * pages' chunks with their styles and assets (found from the build manifest, admin pages left
 * out), and the public files (icons, manifest); with them the API paths it handles, so the
 * worker imports nothing (a classic worker cannot). Its version is a hash of that list and of the
 * shell, so a build that changes what students load installs a new worker, and one that does
 * not leaves phones alone. Runs before addPreloads, which removes the manifest.
 */
export async function writePrecacheList(webOutDir: string): Promise<{ files: number }> {
  const manifest = JSON.parse(await readFile(path.join(webOutDir, MANIFEST), 'utf8')) as Manifest;
  const chunks = participantFiles(manifest, 'index.html');
  const publicFiles = (await readdir(webOutDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(webOutDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('assets/') && !NOT_STORED.test(file));
  const files = [...new Set([...chunks, ...publicFiles])].sort().map((file) => `/${file}`);

  const shell = await readFile(path.join(webOutDir, 'index.html'));
  const version = createHash('sha256').update(shell).update(files.join('\n')).digest('hex').slice(0, 12);
  const workerFile = path.join(webOutDir, SERVICE_WORKER_FILE);
  const worker = await readFile(workerFile, 'utf8');
  if (!worker.includes(PLACEHOLDER)) throw new Error(`${SERVICE_WORKER_FILE} has no ${PLACEHOLDER} to fill in: was it minified away?`);
  // Inside a string literal of either quote style: JSON's own escaping, escaped once more.
  const literal = JSON.stringify(JSON.stringify({ version, shell: SHELL_ROUTE, files, reads: REMEMBERED_READS, signOut: API.logout })).slice(1, -1);
  await writeFile(workerFile, worker.replace(PLACEHOLDER, () => literal));
  return { files: files.length };
}

/** The files of `key` and of everything it imports, statically or lazily, admin pages excepted. */
function participantFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || ADMIN_MODULES.test(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}: was it renamed?`);
  const imported = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])];
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? []), ...imported.flatMap((next) => participantFiles(manifest, next, seen))];
}
