import type { ScanRequest, ScanResultDto } from '../../../core/contracts';
import { SCAN_REFUSALS, scanReactionFor } from '../../../core/scanOutcomes';
import { api, ApiError, failureWords } from '../api';
import type { Located } from '../geolocation';

/** What became of one POST /api/scan. */
export type ScanOutcome =
  | { kind: 'collected'; result: ScanResultDto }
  | ({ error: unknown } & (
      /** `byTeam`: a teammate holds it (in an event played in teams), not the student. */
      | { kind: 'alreadyCollected'; byTeam: boolean }
      | { kind: 'signedOut' }
      /** No answer (offline, a time-out, a server or proxy failure): worth sending again later. */
      | { kind: 'unreachable' }
      /** Too many wrong codes: the server's words say when to try again. */
      | { kind: 'rateLimited'; message: string }
      /** The hunt has not started or is over (the page's state was behind): not the student's fault. */
      | { kind: 'huntClosed'; message: string }
      /** A definite no (a wrong code, too far, an expired screen code, no event): sending again changes nothing. */
      | { kind: 'refused'; message: string }
    ));

/** Every way a scan can fail; what the scanner and the queue decide from, without reading the error again. */
export type ScanFailure = Exclude<ScanOutcome, { kind: 'collected' }>;

/** A phone on a patchy network waits this long before the scan is kept for later. */
export const SCAN_TIMEOUT_MS = 10_000;

/** How often the device is asked where it is for one scan: a first fix too vague to tell is often followed by a better one. */
const POSITION_ATTEMPTS = 2;

/**
 * Sends a scan, the camera's, a typed one or one kept offline. When the server answers that the
 * code checks where the student is, the device is asked (`locate`) and the scan is sent once
 * more with its answer; when that answer is too vague to tell, the device is asked once more.
 */
export async function sendScan(scan: ScanRequest, locate: () => Promise<Located>): Promise<ScanOutcome> {
  try {
    return { kind: 'collected', result: await post(scan) };
  } catch (error) {
    const asksForPosition = reactionTo(error) === 'askPosition';
    if (!asksForPosition || scan.position || scan.positionError) return classifyScanFailure(error);
    return sendLocated(scan, locate, POSITION_ATTEMPTS);
  }
}

async function sendLocated(scan: ScanRequest, locate: () => Promise<Located>, attempts: number): Promise<ScanOutcome> {
  try {
    return { kind: 'collected', result: await post({ ...scan, ...(await locate()) }) };
  } catch (error) {
    const vague = reactionTo(error) === 'askPositionAgain';
    return vague && attempts > 1 ? sendLocated(scan, locate, attempts - 1) : classifyScanFailure(error);
  }
}

function post(scan: ScanRequest): Promise<ScanResultDto> {
  return api.scan(scan, AbortSignal.timeout(SCAN_TIMEOUT_MS));
}

/** What core's table of scan outcomes does with a failure; anything but an answer from the API never reached it. */
function reactionTo(error: unknown) {
  return scanReactionFor(error instanceof ApiError ? error : null);
}

/** A failed scan as the scanner and the queue act on it, decided by core's table of scan outcomes. */
export function classifyScanFailure(error: unknown): ScanFailure {
  const reaction = reactionTo(error);
  switch (reaction) {
    case 'alreadyCollected':
      return { kind: reaction, byTeam: failureWords(error) === SCAN_REFUSALS.already_collected_by_team.message(), error };
    case 'signedOut':
    case 'unreachable':
      return { kind: reaction, error };
    case 'rateLimited':
    case 'huntClosed':
      return { kind: reaction, message: failureWords(error), error };
    // A position asked for once more than the scan can give (it had one, or it stayed too
    // vague) is as final as any refusal; a failure is never 'collected'.
    case 'askPosition':
    case 'askPositionAgain':
    case 'refused':
    case 'collected':
      return { kind: 'refused', message: failureWords(error) || 'Invalid code', error };
  }
}
