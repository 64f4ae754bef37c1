import type { Readable } from 'node:stream';
import { startHelper } from './helperProcess';

const START_TIMEOUT_MS = 15_000;

export interface VirtualScreen {
  /** The DISPLAY value for programs drawing on it, such as ':99'. */
  display: string;
  stop(): Promise<void>;
}

/**
 * Starts Xvfb on a display number no one uses (it picks one itself and tells it on a pipe),
 * for browsers that have no headless mode (MiniBrowser).
 */
export async function startXvfb(width: number, height: number): Promise<VirtualScreen> {
  const xvfb = startHelper('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const { child } = xvfb;
  const announced = child.stdio[3] as Readable | null;
  const display = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb told no display within ${START_TIMEOUT_MS / 1000} s: ${xvfb.errors()}`)), START_TIMEOUT_MS);
    child.once('error', (error) => reject(new Error(`Xvfb did not start (install Debian's xvfb package): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (code ${code ?? 'none'}): ${xvfb.errors()}`)));
    let text = '';
    announced?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      clearTimeout(timer);
      resolve(`:${text.trim()}`);
    });
  });
  try {
    return { display: await display, stop: xvfb.stop };
  } catch (error) {
    await xvfb.stop();
    throw error;
  }
}
