/** The messages between the bench and a server child it spawned (over Node's IPC channel). */

export type ServerRequest =
  | { id: number; type: 'loop-delay-reset' }
  | { id: number; type: 'loop-delay-read' }
  /** Collects garbage first (the child runs with --expose-gc) so before/after differences mean something. */
  | { id: number; type: 'memory' }
  /** process.cpuUsage(), user + system: what the server spent, whatever else runs on the machine. */
  | { id: number; type: 'cpu' };

export interface LoopDelay {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  /** From Linux's schedstat (mainThread.ts); null elsewhere. */
  mainThread: { longestStepMs: number; cpuWaitMs: number } | null;
}

export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

export type ServerReply =
  | { type: 'ready'; port: number }
  | { id: number; type: 'loop-delay'; delay: LoopDelay }
  | { id: number; type: 'memory'; memory: Memory }
  | { id: number; type: 'cpu'; cpuMs: number }
  | { id: number; type: 'done' }
  | { id: number; type: 'error'; message: string };

export function isServerReply(message: unknown): message is ServerReply {
  return typeof message === 'object' && message !== null && typeof (message as { type?: unknown }).type === 'string';
}

export function isServerRequest(message: unknown): message is ServerRequest {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { id?: unknown }).id === 'number' &&
    typeof (message as { type?: unknown }).type === 'string'
  );
}
