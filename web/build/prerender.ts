import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, pageCatalogId, pageFileIn, type Language } from '../../core/language';

/** What web/ssr/prerender.tsx exports, once built for Node. */
interface PrerenderModule {
  renderLanding(language: Language): Promise<string>;
  renderShellPlaceholder(language: Language): Promise<string>;
  landingMessages(language: Language): Promise<string>;
  playMessages(language: Language): Promise<string>;
}

/** The student's pages' catalog in each language, as the data block their HTML carries. */
export type PlayCatalogs = Record<Language, string>;

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Fills the built pages' #root with HTML rendered at build time, so the browser paints before
 * any script has run:
 * - landing.html: the landing, marked `data-prerendered="landing"` so main.tsx hydrates it.
 *   The server sends it at `/` to visitors without a session cookie. Its scripts are fetched
 *   at low priority: the page is drawn without them, so they must not delay the stylesheet.
 * - index.html (the app shell, every other page): the loading screen the app shows first.
 * Each is written once per language (`pageFileIn`: landing.html, landing.es.html, …) with its
 * `<html lang>`, and the server sends the reader's: a Spanish reader never sees English first.
 * Each also carries the first screen's catalog in its language as a JSON data block, which
 * lib/language.ts reads instead of fetching it: the page comes to life without waiting for it.
 * It is data, not a script (the CSP allows no inline script), and not part of the first-load JS.
 * It returns the student's pages' catalog (`play`) in each language as such a block, for the
 * everyday pages' HTML (web/build/preloads.ts). The server build (`ssrOutDir`) is only needed
 * here and is removed afterwards.
 */
export async function prerenderPages(webOutDir: string, ssrOutDir: string, ssrEntryName: string): Promise<PlayCatalogs> {
  const entry = pathToFileURL(path.join(ssrOutDir, `${ssrEntryName}.js`));
  // A fresh URL each build, in case the same process builds twice (vite build --watch).
  entry.searchParams.set('build', String(Date.now()));
  const prerender = (await import(entry.href)) as PrerenderModule;

  const shellFile = path.join(webOutDir, 'index.html');
  const shell = await readFile(shellFile, 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`${shellFile} has no ${EMPTY_ROOT} to prerender into`);
  const playCatalogs = {} as PlayCatalogs;
  for (const language of LANGUAGES) {
    const catalog = catalogBlock('landing', language, await prerender.landingMessages(language));
    playCatalogs[language] = catalogBlock('play', language, await prerender.playMessages(language));
    const page = shell.replace(/<html lang="[^"]*"/, `<html lang="${language}"`).replace('</body>', `${catalog}\n  </body>`);
    const landing = withLowPriorityScripts(
      page.replace(EMPTY_ROOT, `<div id="root" data-prerendered="landing">${await prerender.renderLanding(language)}</div>`),
    );
    await writeFile(path.join(webOutDir, pageFileIn('landing', language)), landing);
    const placeholder = await prerender.renderShellPlaceholder(language);
    await writeFile(path.join(webOutDir, pageFileIn('index', language)), page.replace(EMPTY_ROOT, `<div id="root">${placeholder}</div>`));
  }
  await rm(ssrOutDir, { recursive: true, force: true });
  return playCatalogs;
}

/** A catalog as the JSON data block lib/language.ts looks for. */
function catalogBlock(group: string, language: Language, messages: string): string {
  // `<` escaped: no text of a message can close the element early.
  return `<script type="application/json" id="${pageCatalogId(group)}" data-language="${language}">${messages.replaceAll('<', '\\u003c')}</script>`;
}

/** Marks the page's module script and module preloads `fetchpriority="low"`. */
function withLowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}
