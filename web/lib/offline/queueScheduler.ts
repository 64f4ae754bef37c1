import { onQueueChange } from './scanQueue';
import { flushQueue, type QueueResult } from './scanQueueRunner';

/** Waits between passes while the server stays out of reach: soon at first, then every minute. */
export const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000];

/**
 * Keeps this user's waiting scans moving: a pass when the app opens, when the browser says it
 * is online again, when a scan is added, and, while scans wait, after each retry delay.
 * Returns the function that stops it (sign-out, page closed).
 */
export function startScanQueue(userId: string, report: (result: QueueResult) => void): () => void {
  let stopped = false;
  let running = false;
  let passAgain = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pass = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      passAgain = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      const end = await flushQueue(userId, report);
      if (end === 'unreachable' || end === 'busy') {
        timer = setTimeout(() => void pass(), RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]);
        failures += 1;
      } else {
        failures = 0;
      }
    } catch (error) {
      // IndexedDB refused (private mode, storage full): nothing to send from here.
      console.warn('The offline scans could not be read.', error);
    } finally {
      running = false;
      if (passAgain && !stopped) {
        passAgain = false;
        void pass();
      }
    }
  };

  const onOnline = () => {
    failures = 0;
    void pass();
  };
  window.addEventListener('online', onOnline);
  const stopListening = onQueueChange(() => {
    if (navigator.onLine) void pass();
  });
  void pass();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    stopListening();
  };
}
