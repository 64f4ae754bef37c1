import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { inject } from 'vitest';
import { CACHE_DIR } from './pgliteSnapshot';

/**
 * The `hunt` CLI and the server, compiled once for a whole test run. The tests start the CLI
 * hundreds of times and a server for every end-to-end file; through tsx each start registers
 * its loader thread and resolves and compiles every file again (about 0.7 s of CPU for
 * `hunt --version`), while the same sources compiled here by the same compiler (esbuild) start
 * in under half that. Packages stay outside the bundle, loaded from node_modules as they are,
 * and code that is imported lazily stays lazy (each such import becomes a chunk of its own).
 * One CLI test and one end-to-end server still start through tsx, as `hunt` and `npm start` do.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's bundles, built by the global setup (testing/bundlesSetup.ts). */
    bundleDir: string;
  }
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const BUNDLED_ENTRIES = { cli: 'cli/index.ts', server: 'api/start.ts' } as const;
export type BundledEntry = keyof typeof BUNDLED_ENTRIES;

/** The bundle of `entry` that this test run's global setup (testing/bundlesSetup.ts) built. */
export function bundlePath(entry: BundledEntry): string {
  const dir = inject('bundleDir');
  if (!dir) throw new Error('No bundles were built for this run: the project needs api/testing/bundlesSetup.ts as its globalSetup');
  return join(dir, `${entry}.js`);
}

/** Builds the bundles into a folder of this run's own; `remove` deletes it. */
export async function buildBundles(): Promise<{ dir: string; remove(): Promise<void> }> {
  await mkdir(CACHE_DIR, { recursive: true });
  const dir = await mkdtemp(join(CACHE_DIR, 'bundles-'));
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: BUNDLED_ENTRIES,
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [ownImportMetaUrl],
    logLevel: 'warning',
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Keeps each file's `import.meta.url` its own (in a bundle it would be the bundle's), so a path
 * written relative to a source file, such as the demo seed file's, still points where it did.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};
