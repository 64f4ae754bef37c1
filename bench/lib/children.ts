import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { onCleanup } from './cleanup';
import { isServerReply, type ServerReply } from './ipc';

/** Lines a child may print before the bench stops echoing them (a flood of warnings helps nobody). */
const ECHO_LIMIT = 20;
const TAIL_LINES = 40;
const STOP_GRACE_MS = 5000;

export interface Child {
  label: string;
  process: ChildProcess;
  /** The last lines the child printed, for the message when it fails. */
  tail(): string;
  stop(): Promise<void>;
}

/**
 * Spawns a TypeScript entry (through tsx's loader, so the pid is the Node process itself and
 * the IPC channel reaches it directly) and echoes its output with a prefix.
 */
export function spawnTsEntry(label: string, entry: string, env: NodeJS.ProcessEnv, nodeOptions: string[] = []): Child {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  return superviseChild(label, child);
}

/** Echoes, remembers and stops a child; it is killed at cleanup if still running. */
export function superviseChild(label: string, child: ChildProcess): Child {
  const lines: string[] = [];
  let echoed = 0;
  const remember = (line: string) => {
    lines.push(line);
    if (lines.length > TAIL_LINES) lines.shift();
    if (echoed < ECHO_LIMIT) console.error(`  [${label}] ${line}`);
    else if (echoed === ECHO_LIMIT) console.error(`  [${label}] … further output not shown`);
    echoed++;
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', remember);
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  const stop = async () => {
    forget();
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  const forget = onCleanup(`stop ${label} (pid ${child.pid})`, stop);
  return { label, process: child, tail: () => lines.join('\n'), stop };
}

/** Resolves with the child's 'ready' message; rejects if it exits or stays silent too long. */
export function waitForReady(child: Child, timeoutMs: number): Promise<Extract<ServerReply, { type: 'ready' }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`${child.label} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (message: unknown) => {
      if (isServerReply(message) && message.type === 'ready') finish(null, message);
    };
    const onExit = (code: number | null) =>
      finish(new Error(`${child.label} exited with code ${code} before it was ready:\n${child.tail()}`));
    const finish = (error: Error | null, ready?: Extract<ServerReply, { type: 'ready' }>) => {
      clearTimeout(timer);
      child.process.off('message', onMessage);
      child.process.off('exit', onExit);
      if (error || !ready) reject(error ?? new Error('no ready message'));
      else resolve(ready);
    };
    child.process.on('message', onMessage);
    child.process.once('exit', onExit);
  });
}
