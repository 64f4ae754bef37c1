import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

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
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  const announced = child.stdio[3] as Readable | null;
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb told no display within ${START_TIMEOUT_MS / 1000} s: ${errors}`)), START_TIMEOUT_MS);
    child.once('error', (error) => reject(new Error(`Xvfb did not start (install Debian's xvfb package): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (code ${code ?? 'none'}): ${errors}`)));
    let text = '';
    announced?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      clearTimeout(timer);
      resolve(`:${text.trim()}`);
    });
  });
  return {
    display,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
