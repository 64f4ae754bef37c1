import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What web/ssr/prerender.tsx exports, once built for Node. */
interface PrerenderModule {
  renderLanding(): string;
  renderShellPlaceholder(): string;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Fills the built pages' #root with HTML rendered at build time, so the browser paints before
 * any script has run:
 * - landing.html: the landing, marked `data-prerendered="landing"` so main.tsx hydrates it.
 *   The server sends it at `/` to visitors without a session cookie. Its scripts are fetched
 *   at low priority: the page is drawn without them, so they must not delay the stylesheet.
 * - index.html (the app shell, every other page): the loading screen the app shows first.
 * The server build (`ssrOutDir`) is only needed here and is removed afterwards.
 */
export async function prerenderPages(webOutDir: string, ssrOutDir: string, ssrEntryName: string): Promise<void> {
  const entry = pathToFileURL(path.join(ssrOutDir, `${ssrEntryName}.js`));
  // A fresh URL each build, in case the same process builds twice (vite build --watch).
  entry.searchParams.set('build', String(Date.now()));
  const prerender = (await import(entry.href)) as PrerenderModule;

  const shellFile = path.join(webOutDir, 'index.html');
  const shell = await readFile(shellFile, 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`${shellFile} has no ${EMPTY_ROOT} to prerender into`);
  const landing = withLowPriorityScripts(
    shell.replace(EMPTY_ROOT, `<div id="root" data-prerendered="landing">${prerender.renderLanding()}</div>`),
  );
  await writeFile(path.join(webOutDir, 'landing.html'), landing);
  await writeFile(shellFile, shell.replace(EMPTY_ROOT, `<div id="root">${prerender.renderShellPlaceholder()}</div>`));
  await rm(ssrOutDir, { recursive: true, force: true });
}

/** Marks the page's module script and module preloads `fetchpriority="low"`. */
function withLowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}
