import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** A program a test starts beside its browser (Xvfb, a driver, a daemon), and how to end it. */
export interface HelperProcess {
  child: ChildProcess;
  /** The last of what it wrote to its standard error (when that was piped). */
  errors(): string;
  /** Whether it has ended (or never started). */
  ended(): boolean;
  /** Asks it to end (SIGTERM) and waits until it has. */
  stop(): Promise<void>;
}

/** Helpers still running, killed when the test process exits however it exits. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startHelper(command: string, args: string[], options: SpawnOptions): HelperProcess {
  const child = spawn(command, args, options);
  running.add(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  let done = false;
  // A program that cannot start reports 'error' and never 'exit'.
  const gone = new Promise<void>((resolve) => {
    const end = () => {
      done = true;
      running.delete(child);
      resolve();
    };
    child.once('exit', end);
    child.once('error', end);
  });
  return {
    child,
    errors: () => errors,
    ended: () => done,
    stop: async () => {
      if (!done) child.kill('SIGTERM');
      await gone;
    },
  };
}
