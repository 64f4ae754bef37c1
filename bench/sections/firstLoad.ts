/**
 * 8. First-load JavaScript: the gzipped bytes the landing page must download before it is
 * interactive, i.e. its module entry scripts and modulepreloads, from the built client in
 * dist/web. Compressed here at level 9 whatever .gz files the build left. Floor 100 KB.
 * The app shell's (index.html, which visitors with a session cookie get) is printed beside it
 * without a floor: it also carries what asks who is signed in, which the landing never needs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureClientBuilt, listFiles, WEB_DIR } from '../lib/clientBuild';
import type { StandaloneSection } from '../lib/context';
import { check, floorAtMost, type Figure } from '../lib/report';
import { formatBytes, formatRatio } from '../lib/stats';

const FLOOR_BYTES = 102_400;

export const firstLoadSection: StandaloneSection = {
  kind: 'standalone',
  name: 'first-load',
  async run() {
    const notes: string[] = [];
    ensureClientBuilt(notes);

    const allJs = listFiles(WEB_DIR).filter((file) => file.endsWith('.js'));
    const everything = allJs.reduce((sum, file) => sum + gzippedSize(file), 0);
    const figures: Figure[] = [];
    for (const { page, budgeted } of [
      { page: 'landing.html', budgeted: true },
      { page: 'index.html', budgeted: false },
    ]) {
      const htmlFile = path.join(WEB_DIR, page);
      if (!existsSync(htmlFile)) continue;
      const scripts = firstLoadScripts(readFileSync(htmlFile, 'utf8'));
      check(scripts.length > 0, `${htmlFile} names no module script`);
      const sizes = scripts.map((script) => ({ script, bytes: gzippedSize(path.join(WEB_DIR, script)) }));
      const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
      figures.push({
        label: `${page}: first-load JS, gzip -9`,
        value: formatBytes(total),
        reference: `all ${allJs.length} JS files of the build ${formatBytes(everything)}`,
        ratio: formatRatio(total / everything),
        floor: budgeted ? floorAtMost(total, FLOOR_BYTES, '100 KB') : undefined,
      });
      notes.push(`${page}: ${sizes.map((entry) => `${entry.script} ${formatBytes(entry.bytes)}`).join(', ')}`);
    }
    return { title: '8. First-load JS of the landing page', figures, notes };
  },
};

/** The files a page fetches before it runs: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function firstLoadScripts(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const isModule = tag.toLowerCase().startsWith('<script') && attribute('type') === 'module' && attribute('src');
    const isPreload = tag.toLowerCase().startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href');
    const url = isModule ? attribute('src') : isPreload ? attribute('href') : undefined;
    if (url && !/^[a-z]+:\/\//i.test(url)) files.push(url.split(/[?#]/)[0]?.replace(/^\//, '') ?? '');
  }
  return [...new Set(files)];
}

function gzippedSize(file: string): number {
  check(existsSync(file), `${file} is named by the page but missing from the build`);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}
