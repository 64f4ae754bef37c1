import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// Three suites: fast unit tests, integration tests that need a database or a server,
// and end-to-end tests that drive Chromium against a running server.
export default defineConfig({
  test: {
    projects: [
      {
        // The catalogs compile as vite.config.ts compiles them, so tests render the real texts.
        plugins: [lingui({ failOnMissing: true, failOnCompileError: true, configPath: 'lingui.bundle.config.ts' })],
        test: {
          name: 'unit',
          include: ['{core,api,web,cli,db,lint}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          // Vitest leaves a core free by default; loading each file's modules, most of this
          // suite's time, goes faster with a worker per core.
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'int',
          include: ['{api,cli,db}/**/*.int.test.ts'],
          // The suite runs once on each database (HUNT_TEST_DB); a file named for one of them
          // tests what only that one has, and runs in its run alone.
          exclude: ['node_modules/**', process.env.HUNT_TEST_DB === 'postgres' ? '**/*.pglite.int.test.ts' : '**/*.postgres.int.test.ts'],
          // Every file imports the whole API; evaluated once per worker rather than once per file.
          // Each file starts servers of its own and keeps no state in modules, so nothing leaks.
          isolate: false,
          // The tests wait on their servers and subprocesses about as long as they compute:
          // a worker per core (rather than Vitest's one fewer) keeps every core busy.
          maxWorkers: '100%',
          globalSetup: ['api/testing/bundlesSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          // Each file starts its own server and Chromium; the helpers they share are loaded once.
          isolate: false,
          // A file spends half its time waiting on its server and browser: a file per core keeps
          // both busy without starving the camera tests, whose fake camera plays in real time.
          maxWorkers: '100%',
          globalSetup: ['api/testing/bundlesSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
