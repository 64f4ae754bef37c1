/**
 * The server as the bench runs it: the real configuration and runtime (exactly what `npm start`
 * builds, configured by environment), in its own process, plus an IPC channel through which the
 * bench reads this process's event-loop delay, its longest step, its memory and CPU time. Spawned by bench/lib/server.ts.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../api/config';
import { createRuntime, listen } from '../api/server';
import { stopOnSignals } from '../api/stopOnSignals';
import { isServerRequest, type ServerReply, type ServerRequest } from './lib/ipc';
import { LongestStep } from './lib/mainThread';

const NS_PER_MS = 1e6;

function reply(message: ServerReply): void {
  process.send?.(message);
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice: the first pass may only promote what the second can free.
  gc?.();
  gc?.();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await createRuntime(config);
  const server = await listen(runtime, config.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  // The histogram samples with a 1 ms timer and records whole intervals: a reading is a stall
  // plus up to 1 ms.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const steps = new LongestStep();

  const answer = (request: ServerRequest): ServerReply => {
    switch (request.type) {
      case 'loop-delay-reset':
        delay.reset();
        steps.reset();
        return { id: request.id, type: 'done' };
      case 'loop-delay-read':
        return {
          id: request.id,
          type: 'loop-delay',
          delay: {
            maxMs: delay.max / NS_PER_MS,
            p99Ms: delay.percentile(99) / NS_PER_MS,
            meanMs: delay.mean / NS_PER_MS,
            mainThread: steps.read(),
          },
        };
      case 'cpu': {
        const { user, system } = process.cpuUsage();
        return { id: request.id, type: 'cpu', cpuMs: (user + system) / 1000 };
      }
      case 'memory': {
        collectGarbage();
        const { rss, heapUsed, external } = process.memoryUsage();
        return { id: request.id, type: 'memory', memory: { rss, heapUsed, external } };
      }
    }
  };
  process.on('message', (message: unknown) => {
    if (isServerRequest(message)) reply(answer(message));
  });

  stopOnSignals(server, runtime);
  // The bench went away without stopping us (killed): don't outlive it.
  process.on('disconnect', () => void stop());

  reply({ type: 'ready', port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
