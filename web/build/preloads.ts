import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EARLY_REQUESTS } from '../lib/paths';

/** The parts of Vite's build manifest (`build.manifest`) read here. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The dashboard page's module, as the manifest names it (relative to web/). */
const DASHBOARD_MODULE = 'pages/play/DashboardPage.tsx';
const MANIFEST = '.vite/manifest.json';

/**
 * Lets the browser start what the app shell will ask for while it is still reading the HTML,
 * instead of after the scripts have arrived and run:
 * - index.html (the shell) preloads who is signed in;
 * - dashboard.html (the shell the server sends with a session cookie at `/` and `/dashboard`)
 *   also preloads the dashboard's data and its code.
 * The app's own fetches pick the preloaded answers up (same URL and credentials). Vite's
 * manifest, read here to find the dashboard's chunks, is removed afterwards: it is not served.
 */
export async function addPreloads(webOutDir: string): Promise<void> {
  const manifestFile = path.join(webOutDir, MANIFEST);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const shellFile = path.join(webOutDir, 'index.html');
  const shell = withTags(await readFile(shellFile, 'utf8'), [fetchPreload(EARLY_REQUESTS.user)]);

  const alreadyPreloaded = (file: string) => shell.includes(`"/${file}"`);
  const dashboardChunks = chunkWithImports(manifest, DASHBOARD_MODULE).filter((file) => !alreadyPreloaded(file));
  const dashboard = withTags(shell, [...EARLY_REQUESTS.dashboard.map(fetchPreload), ...dashboardChunks.map(modulePreload)]);

  await writeFile(shellFile, shell);
  await writeFile(path.join(webOutDir, 'dashboard.html'), dashboard);
  await rm(path.dirname(manifestFile), { recursive: true, force: true });
}

/** The chunk of `key` and every chunk it imports statically, depth first. */
function chunkWithImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}: was it renamed?`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkWithImports(manifest, imported, seen))];
}

// Credentials included, as the app's fetches send them (lib/api.ts), or the preload is not reused.
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

function withTags(html: string, tags: string[]): string {
  if (!html.includes('</head>')) throw new Error('The built page has no </head>');
  return html.replace(/\s*<\/head>/, `\n${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
