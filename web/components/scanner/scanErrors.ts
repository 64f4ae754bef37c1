import { ApiError, serverMessage } from '../../lib/api';

/** What the scan flow does with a failed POST /api/scan (SPEC section 8 "Scan"). */
export type ScanFailure =
  | { kind: 'loggedOut' }
  | { kind: 'alreadyCollected' }
  /** The hunt has not started or is over (the page's state was behind): not the student's fault. */
  | { kind: 'huntClosed'; message: string }
  | { kind: 'failed'; message: string };

export function classifyScanError(error: unknown): ScanFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('401') && message.includes('Unauthorized')) return { kind: 'loggedOut' };
  if (message.includes('already collected')) return { kind: 'alreadyCollected' };
  if (error instanceof ApiError && error.code === 'no_active_event') return { kind: 'huntClosed', message: serverMessage(error) };
  return { kind: 'failed', message: serverMessage(error) || 'Invalid code' };
}
