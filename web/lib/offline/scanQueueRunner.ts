import type { ScanResultDto } from '../../../core/contracts';
import type { Located } from '../geolocation';
import { queuedScans, removeQueued, type QueuedScan } from './scanQueue';
import { sendScan } from '../scans/sendScan';

/** What the student is told of a scan sent from the queue. 'Already Collected!' is not told. */
export type QueueResult = { kind: 'collected'; code: string; result: ScanResultDto } | { kind: 'refused'; code: string; message: string };

/** How a pass over the queue ended. */
export type FlushEnd = 'empty' | 'unreachable' | 'signedOut' | 'busy';

const LOCK = 'campus-hunt-scan-queue';

/**
 * Sends this user's waiting scans, oldest first, one at a time, and stops at the first that
 * finds no server (the rest would not either). A scan leaves the queue once the server has
 * answered it. Only one tab sends at a time (a Web Lock): two tabs never send the same scan.
 */
export async function flushQueue(userId: string, report: (result: QueueResult) => void): Promise<FlushEnd> {
  if (!('locks' in navigator)) return sendWaiting(userId, report);
  const end = await navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? sendWaiting(userId, report) : 'busy'));
  return end as FlushEnd;
}

async function sendWaiting(userId: string, report: (result: QueueResult) => void): Promise<FlushEnd> {
  for (const scan of await queuedScans(userId)) {
    const outcome = await sendScan(requestOf(scan), positionAfterTheFact);
    if (outcome.kind === 'unreachable' || outcome.kind === 'rateLimited') return 'unreachable';
    if (outcome.kind === 'signedOut') return 'signedOut';
    await removeQueued(scan.id);
    if (outcome.kind === 'collected') report({ kind: 'collected', code: scan.code, result: outcome.result });
    // A closed hunt is as final for a scan kept offline as any other refusal.
    if (outcome.kind === 'refused' || outcome.kind === 'huntClosed') report({ kind: 'refused', code: scan.code, message: outcome.message });
  }
  return 'empty';
}

function requestOf({ id: _id, userId: _userId, ...request }: QueuedScan) {
  return request;
}

/**
 * A scan kept offline carries the position it was made at when the device gave one then. If
 * the code asks for one now, where the student stands now says nothing about where they
 * scanned: it goes as unavailable (collected and marked under 'flag', refused under 'enforce').
 */
async function positionAfterTheFact(): Promise<Located> {
  return { positionError: 'unavailable' };
}
