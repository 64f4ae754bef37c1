import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, devLoginEnabled, loadConfig } from './config';
import { createRuntime, listen } from './server';
import { stopOnSignals } from './stopOnSignals';

/** `npm start`: validate configuration, build the client if missing, migrate, seed, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!existsSync(path.join(config.webDir, 'index.html'))) {
    console.log('Building the web client (first start)…');
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const runtime = await createRuntime(config);
  const server = await listen(runtime, config.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  runtime.deps.logger.info(
    { port, database: runtime.db.kind, devLogin: devLoginEnabled(config) },
    `Campus Hunt is listening on http://localhost:${port}`,
  );

  stopOnSignals(server, runtime);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
