import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { LANDING } from './lingui.config.ts';
import { stripLandingMessages } from './web/build/stripLandingMessages.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { playChunkName } from './web/build/playChunk.ts';
import { precompress } from './web/build/precompress.ts';
import { addPreloads } from './web/build/preloads.ts';
import { prerenderPages } from './web/build/prerender.ts';
import { SERVICE_WORKER_ENTRY, SERVICE_WORKER_FILE, writePrecacheList } from './web/build/serviceWorker.ts';
import { themeBootScript } from './web/build/themeBootScript.ts';

const LINGUI_BUNDLE_CONFIG = path.resolve('lingui.bundle.config.ts');
const WEB_OUT_DIR = path.resolve('dist/web');
const SSR_OUT_DIR = path.resolve('dist/prerender');
const SSR_ENTRY = 'prerender';
// The service worker is its own entry, at a fixed address (its scope is the whole site).
// The big screen is a page of its own: the students' app is none of its code, nor it theirs.
const CLIENT_INPUT = {
  index: path.resolve('web/index.html'),
  screen: path.resolve('web/screen.html'),
  [SERVICE_WORKER_ENTRY]: path.resolve('web/sw/serviceWorker.ts'),
};
// The app shell's own script: loaded by index.html's entry, and preloaded with it by the shell
// (web/build/preloads.ts), so it is a first script too, and one chunk with all it adds.
const APP_SHELL = path.resolve('web/appShell.tsx');
const APP_SHELL_CHUNK = 'appShell';

// The client lives in web/ and is built into dist/web, which the API serves in production.
// `vite build` builds it, builds web/ssr/prerender.tsx for Node, prerenders the pages with it,
// writes the service worker's list of files, adds preloads for the app shell's first requests
// and precompresses everything (brotli and gzip) for the server to send as it is.
export default defineConfig({
  root: 'web',
  // lingui() compiles the message catalogs (web/locales/*/*.po, and the server's for the admin
  // panel: lingui.bundle.config.ts) as they are imported: a missing translation or a broken ICU
  // message fails the build.
  plugins: [react(), lingui({ failOnMissing: true, failOnCompileError: true, configPath: LINGUI_BUNDLE_CONFIG }), stripLandingMessages(LANDING, path.resolve('.')), themeBootScript(path.resolve('web/boot/theme.js'))],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: WEB_OUT_DIR,
    emptyOutDir: true,
    sourcemap: true,
    // Read by web/build/serviceWorker.ts and web/build/preloads.ts, then removed.
    manifest: true,
    // Every browser the hunt supports preloads modules itself (one without it just loads them as
    // imported); the polyfill, shared by two pages, became a request of its own on the landing.
    modulePreload: { polyfill: false },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          input: CLIENT_INPUT,
          output: {
            entryFileNames: (chunk) => (chunk.name === SERVICE_WORKER_ENTRY ? SERVICE_WORKER_FILE : 'assets/[name]-[hash].js'),
            // The code the student's pages share, in one chunk (web/build/playChunk.ts). Its
            // modules' imports are in it already or in a first script: none to pull in.
            codeSplitting: { groups: [{ name: playChunkName(path.resolve('web'), Object.values(CLIENT_INPUT), { module: APP_SHELL, chunk: APP_SHELL_CHUNK }), includeDependenciesRecursively: false }] },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        rollupOptions: { input: { [SSR_ENTRY]: path.resolve('web/ssr/prerender.tsx') } },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      for (const name of ['client', 'ssr']) {
        const environment = builder.environments[name];
        if (!environment) throw new Error(`No ${name} environment to build`);
        await builder.build(environment);
      }
      const playCatalogs = await prerenderPages(WEB_OUT_DIR, SSR_OUT_DIR, SSR_ENTRY);
      const precached = await writePrecacheList(WEB_OUT_DIR);
      builder.config.logger.info(`service worker stores ${precached.files} files`);
      await addPreloads(WEB_OUT_DIR, APP_SHELL_CHUNK, playCatalogs);
      const files = await precompress(WEB_OUT_DIR);
      const saved = files.reduce((sum, file) => sum + file.bytes - (file.br ?? file.gzip ?? file.bytes), 0);
      builder.config.logger.info(`precompressed ${files.length} files (brotli and gzip), ${Math.round(saved / 1024)} kB saved`);
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
