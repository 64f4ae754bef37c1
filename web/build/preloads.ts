import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, pageFileIn } from '../../core/language';
import { EARLY_REQUESTS } from '../lib/paths';

const MANIFEST = '.vite/manifest.json';

/**
 * Lets the browser start what the app shell will ask for while it is still reading the HTML,
 * instead of after the scripts have arrived and run:
 * - index.html (the shell) preloads who is signed in;
 * - dashboard.html (the shell the server sends with a session cookie at `/` and `/dashboard`)
 *   also preloads the dashboard's data.
 * The app's own fetches pick the preloaded answers up (same URL and credentials). Vite's
 * manifest, which the service worker's list was read from, is removed: it is not served.
 */
export async function addPreloads(webOutDir: string): Promise<void> {
  const manifestFile = path.join(webOutDir, MANIFEST);
  for (const language of LANGUAGES) {
    const shellFile = path.join(webOutDir, pageFileIn('index', language));
    const shell = withTags(await readFile(shellFile, 'utf8'), [fetchPreload(EARLY_REQUESTS.user)]);

    // Not the dashboard's code: its chunks would share the first paint's bandwidth with the
    // stylesheet (Lighthouse's phone painted the loading screen 380 ms later with them), and the
    // entry script asks for them the moment it runs (lib/earlyRequests.ts).
    const dashboard = withTags(shell, EARLY_REQUESTS.dashboard.map(fetchPreload));
    await writeFile(shellFile, shell);
    await writeFile(path.join(webOutDir, pageFileIn('dashboard', language)), dashboard);
  }
  await rm(path.dirname(manifestFile), { recursive: true, force: true });
}

// Credentials included, as the app's fetches send them (lib/api.ts), or the preload is not reused.
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;

function withTags(html: string, tags: string[]): string {
  if (!html.includes('</head>')) throw new Error('The built page has no </head>');
  return html.replace(/\s*<\/head>/, `\n${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
