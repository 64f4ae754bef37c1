/**
 * A module that is not needed for the first paint (Radix tooltips, for one): it starts loading
 * once the page has loaded and the browser is idle, so it never competes with the page's own
 * scripts and data, and is shared by every component that asks for it.
 */
export interface DeferredModule<T> {
  /** The module once loaded, else undefined. */
  current(): T | undefined;
  /** Starts loading (once) and calls `ready` with the module when it is there. Returns an unsubscribe. */
  whenReady(ready: (module: T) => void): () => void;
}

export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let started = false;
  const waiting = new Set<(module: T) => void>();

  const start = () => {
    if (started) return;
    started = true;
    afterPageLoad(() => {
      load().then(
        (module) => {
          loaded = module;
          for (const ready of waiting) ready(module);
          waiting.clear();
        },
        // Offline or a stale build: the page works without it.
        (error: unknown) => console.warn('Could not load a deferred module', error),
      );
    });
  };

  return {
    current: () => loaded,
    whenReady(ready) {
      if (loaded) {
        // Never synchronously: callers subscribe from effects, where a synchronous render is refused.
        const module = loaded;
        queueMicrotask(() => ready(module));
        return () => undefined;
      }
      waiting.add(ready);
      start();
      return () => waiting.delete(ready);
    },
  };
}

/** Runs `task` once the page has loaded and the browser is idle (at most 2 s after the load). */
export function afterPageLoad(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
