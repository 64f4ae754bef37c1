/**
 * A tiny toast queue outside React so any code (hooks, event handlers, timers) can raise a
 * toast. At most one toast at a time (a new one replaces the old), and a
 * dismissed toast is kept closed for a long while before it is dropped, so its exit
 * animation is never cut short.
 */

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast that acts on what the toast reports ('Undo'). */
export interface ToastAction {
  label: string;
  /** For screen readers, which may not reach the toast in time: where else the same is done. */
  altText: string;
  run: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; the provider default (5000) when omitted. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function toast(options: ToastOptions): number {
  const id = nextId++;
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => setToasts(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY);
}
