/**
 * The server as the bench runs it: the real configuration and runtime (exactly what `npm start`
 * builds, configured by environment), in its own process, plus an IPC channel through which the
 * bench reads this process's event-loop delay, its longest step, its memory and CPU time. Spawned by bench/lib/server.ts.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../api/config';
import { createRuntime, listen } from '../api/server';
import { stopOnSignals } from '../api/stopOnSignals';
import { isServerRequest, type LoopDelay, type ServerReply, type ServerRequest } from './lib/ipc';
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

  // Both instruments wake the process every millisecond, which costs CPU the product does not
  // spend (about 0.2 ms per completion at 200 a second) and takes it from whatever runs beside
  // (the hello-world measured meanwhile), so they run only while a section watches the loop:
  // from its reset to its read.
  let watch: LoopWatch | null = null;

  const answer = (request: ServerRequest): ServerReply => {
    switch (request.type) {
      case 'loop-delay-reset':
        watch?.stop();
        watch = new LoopWatch();
        return { id: request.id, type: 'done' };
      case 'loop-delay-read': {
        if (!watch) throw new Error('the event loop was read without being watched (loop-delay-reset first)');
        const delay = watch.read();
        watch.stop();
        watch = null;
        return { id: request.id, type: 'loop-delay', delay };
      }
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
    if (!isServerRequest(message)) return;
    try {
      reply(answer(message));
    } catch (error) {
      // The bench's request fails, not the server under test.
      reply({ id: message.id, type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  });

  stopOnSignals(server, runtime);
  // The bench went away without stopping us (killed): don't outlive it.
  process.on('disconnect', () => void stop());

  reply({ type: 'ready', port });
}

/** The event-loop delay and the longest step, from the moment it is made. */
class LoopWatch {
  // The histogram samples with a 1 ms timer and records whole intervals: a reading is a stall
  // plus up to 1 ms.
  private readonly delay = monitorEventLoopDelay({ resolution: 1 });
  private readonly steps = new LongestStep();

  constructor() {
    this.delay.enable();
  }

  read(): LoopDelay {
    return {
      maxMs: this.delay.max / NS_PER_MS,
      p99Ms: this.delay.percentile(99) / NS_PER_MS,
      meanMs: this.delay.mean / NS_PER_MS,
      mainThread: this.steps.read(),
    };
  }

  stop(): void {
    this.delay.disable();
    this.steps.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
