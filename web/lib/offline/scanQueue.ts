import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScanRequest } from '../../../core/contracts';

/**
 * Scans that could not reach the server, kept in IndexedDB in the order they were made, with
 * the device's time of each (`claimedAt`). Every tab of the app shares the store; a change is
 * announced on a BroadcastChannel so each tab's count of waiting scans stays right.
 */
export interface QueuedScan extends ScanRequest {
  id: number;
  /** Whose scan it is: only they send it (a phone can change hands between sign-ins). */
  userId: string;
  claimedAt: string;
}

interface QueueSchema extends DBSchema {
  scans: { key: number; value: QueuedScan };
}

const DATABASE = 'campus-hunt';
const STORE = 'scans';
const CHANNEL = 'campus-hunt-scan-queue';

let database: Promise<IDBPDatabase<QueueSchema>> | null = null;
function open(): Promise<IDBPDatabase<QueueSchema>> {
  database ??= openDB<QueueSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    },
  });
  return database;
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
const listeners = new Set<() => void>();
channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));

function announce(): void {
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}

/** Calls `listener` whenever a scan is added or removed, in this tab or another. */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a scan for later. The same code waiting twice is kept once: it can only be collected once. */
export async function enqueueScan(scan: Omit<QueuedScan, 'id'>): Promise<void> {
  const db = await open();
  const transaction = db.transaction(STORE, 'readwrite');
  const waiting = await transaction.store.getAll();
  const duplicate = waiting.some((queued) => queued.userId === scan.userId && queued.code === scan.code);
  // The store gives the id (autoIncrement); idb's types want it on the value all the same.
  if (!duplicate) await transaction.store.add(scan as QueuedScan);
  await transaction.done;
  announce();
}

/** This user's waiting scans, oldest first. */
export async function queuedScans(userId: string): Promise<QueuedScan[]> {
  return (await (await open()).getAll(STORE)).filter((scan) => scan.userId === userId);
}

/** Forgets every scan of this user still on the phone (their account is gone: nobody may send them). */
export async function forgetQueuedScans(userId: string): Promise<void> {
  const db = await open();
  const transaction = db.transaction(STORE, 'readwrite');
  for (const scan of await transaction.store.getAll()) if (scan.userId === userId) await transaction.store.delete(scan.id);
  await transaction.done;
  announce();
}

export async function removeQueued(id: number): Promise<void> {
  await (await open()).delete(STORE, id);
  announce();
}
