import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, pageFileIn } from '../../core/language';
import { SHELL_PAGE_NAMES, type ShellPage } from '../../core/shellPages';
import { EARLY_REQUESTS, SHELL_PAGE_READS } from '../lib/earlyReads';
import type { PlayCatalogs } from './prerender';

const MANIFEST = '.vite/manifest.json';

/** The part of Vite's manifest read here: each chunk's file and the chunks it imports statically. */
type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** The chunk of each shell page's code, as Vite's manifest names it (after the module's file). */
const SHELL_PAGE_CHUNKS: Record<ShellPage, string> = {
  dashboard: 'DashboardPage',
  leaderboard: 'LeaderboardPage',
  scanner: 'ScannerPage',
};

/**
 * Lets the browser start what the app shell will ask for while it is still reading the HTML,
 * instead of after the scripts have arrived and run:
 * - index.html (the shell) preloads its own script (the chunk `appShellName`: web/appShell.tsx
 *   and what it adds to the entry, which the entry imports; the landing's page does not need
 *   it), who is signed in, and the table every page's texts are fetched through (`catalogFiles`:
 *   a page's texts then leave a round trip sooner);
 * - each shell page's own HTML (dashboard.html, leaderboard.html, scanner.html: core/shellPages.ts)
 *   preloads the shell's script and who is signed in too, that page's first reads, and its code
 *   at low priority: the chunks then come after the stylesheet and the entry script rather than
 *   sharing the first paint's bandwidth with them, yet without waiting for the entry script to
 *   run and ask. Already in the document, they are not added again by Vite's preload helper when
 *   the script imports the page, which costs the phone a long task (a link element per chunk).
 *   Those pages carry the student's texts too (`playCatalogs`, a data block like the landing's):
 *   their first render waits for no catalog, nor for the table catalogs are fetched through,
 *   which only the shell preloads.
 * The app's own fetches pick the preloaded answers up (same URL and credentials). Vite's
 * manifest, which the service worker's list was read from, is removed: it is not served.
 */
export async function addPreloads(webOutDir: string, appShellName: string, playCatalogs: PlayCatalogs): Promise<void> {
  const manifestFile = path.join(webOutDir, MANIFEST);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const entryChunks = chunksOf(manifest, ['index.html']);
  const shellCode = chunksOf(manifest, [chunkNamed(manifest, appShellName)], entryChunks);
  const catalogTable = chunksOf(manifest, [chunkNamed(manifest, 'catalogFiles')], [...entryChunks, ...shellCode]);
  const shellTags = [...shellCode.map(modulePreload), fetchPreload(EARLY_REQUESTS.user)];
  // The same in every language: worked out once.
  const pageTags = SHELL_PAGE_NAMES.map((page) => {
    const code = chunksOf(manifest, [chunkNamed(manifest, SHELL_PAGE_CHUNKS[page])], [...entryChunks, ...shellCode]);
    return { page, tags: [...shellTags, ...SHELL_PAGE_READS[page].map(fetchPreload), ...code.map(lowPriorityModulePreload)] };
  });
  for (const language of LANGUAGES) {
    const shellFile = path.join(webOutDir, pageFileIn('index', language));
    const shell = await readFile(shellFile, 'utf8');
    await writeFile(shellFile, withTags(shell, [...shellTags, ...catalogTable.map(modulePreload)]));
    const withTexts = shell.replace('</body>', `${playCatalogs[language]}\n  </body>`);
    for (const { page, tags } of pageTags) await writeFile(path.join(webOutDir, pageFileIn(page, language)), withTags(withTexts, tags));
  }
  await rm(path.dirname(manifestFile), { recursive: true, force: true });
}

/** The manifest's key of the one chunk called `name`. */
function chunkNamed(manifest: Manifest, name: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.name === name);
  if (keys.length !== 1 || !keys[0]) throw new Error(`Vite's manifest has ${keys.length} chunks called ${name}, not one`);
  return keys[0];
}

/** The files of `roots` and of every chunk they import statically, less those in `loaded`. */
function chunksOf(manifest: Manifest, roots: string[], loaded: string[] = []): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    if (!loaded.includes(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

// As Vite writes the entry's own preloads.
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const lowPriorityModulePreload = (file: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`;

// In the credentials mode of the app's fetches (lib/api.ts leaves fetch's same-origin default,
// which `crossorigin` alone asks for too), or the browser does not reuse the preload and asks again.
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url}">`;

function withTags(html: string, tags: string[]): string {
  if (!html.includes('</head>')) throw new Error('The built page has no </head>');
  return html.replace(/\s*<\/head>/, `\n${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
