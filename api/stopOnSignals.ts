import type { Server } from 'node:http';
import type { Runtime } from './server';

/**
 * SIGINT and SIGTERM stop the server once: no new connections, open ones closed (live streams
 * would otherwise hold it), then the runtime (timers, listener, database). Exits 1 when closing
 * failed, so a supervisor sees it.
 */
export function stopOnSignals(server: Server, runtime: Pick<Runtime, 'close'>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    try {
      await runtime.close();
      process.exit(0);
    } catch (error) {
      console.error('stopping failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
