/**
 * Everything the bench creates (databases, child processes, temp folders) registers how to undo
 * itself here, so a failure or Ctrl+C still leaves the shared machine as it was.
 */

type Undo = () => Promise<void> | void;

const actions = new Map<number, { label: string; undo: Undo }>();
let nextId = 1;

/** Registers an undo action; call the returned function once the thing is gone by other means. */
export function onCleanup(label: string, undo: Undo): () => void {
  const id = nextId++;
  actions.set(id, { label, undo });
  return () => {
    actions.delete(id);
  };
}

/** Runs the registered actions, newest first (servers stop before their database is dropped). */
export async function cleanUpEverything(): Promise<void> {
  const pending = [...actions.entries()].reverse();
  actions.clear();
  for (const [, action] of pending) {
    try {
      await action.undo();
    } catch (error) {
      console.error(`cleanup: could not ${action.label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Ctrl+C or a kill: clean up, then exit. A second Ctrl+C exits at once. */
export function cleanUpOnSignals(): void {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(130);
      interrupted = true;
      console.error(`\n${signal}: stopping servers and dropping the bench databases…`);
      void cleanUpEverything().finally(() => process.exit(130));
    });
  }
}
