import type { ErrorCode } from './errors';
import type { HuntPhase } from './huntState';

/**
 * What the scanner does with an answer to POST /api/scan:
 * - collected: show the piece (and any questionnaire now due);
 * - alreadyCollected: say so, keep nothing;
 * - signedOut: send the student to sign in, keeping the scan;
 * - rateLimited: show the server's words (when to try again);
 * - huntClosed: the hunt has not started or is over, not the student's fault;
 * - askPosition: ask the device where it is and send the scan once more;
 * - askPositionAgain: the position was too vague: ask once more, then give up;
 * - refused: a definite no; sending again changes nothing;
 * - unreachable: no answer about the code (offline, a time-out, a proxy or server failure):
 *   worth sending again later.
 */
export type ScanReaction =
  | 'collected'
  | 'alreadyCollected'
  | 'signedOut'
  | 'rateLimited'
  | 'huntClosed'
  | 'askPosition'
  | 'askPositionAgain'
  | 'refused'
  | 'unreachable';

/** What the answer depends on beyond the outcome itself. */
export interface RefusalDetail {
  /** Where the hunt stands, for a scan outside a running hunt. */
  phase?: HuntPhase;
  /** For too many wrong codes: when the next guess is heard. */
  retryAfterSeconds?: number;
}

export interface ScanRefusal {
  code: ErrorCode;
  message: (detail: RefusalDetail) => string;
  /** A message with a value in it: its words with the value apart, for the server to word in the reader's language. */
  template?: { words: string; values: (detail: RefusalDetail) => Record<string, number> };
  reaction: ScanReaction;
}

const wrongCodesWait = ({ retryAfterSeconds }: RefusalDetail) => retryAfterSeconds ?? 60;

/** The words for a scan outside a running hunt (the scanner shows the same, see huntState.ts). */
function huntClosedMessage(phase: HuntPhase | undefined): string {
  // With no event at all, as before a scheduled one: nothing is collected until a hunt runs.
  if (phase === 'before' || phase === 'none') return 'The hunt has not started yet: scanning opens when it starts.';
  if (phase === 'over') return 'The hunt is over: scanning has closed.';
  return 'The hunt is not running right now: no event is active.';
}

/**
 * Every refusal a scan can get, keyed by the outcome the hunt_record_scan SQL function returns
 * (the last three are decided before it is called, and `invalid` is too for text no code can
 * have): the error the API answers with and what the client does with it.
 */
export const SCAN_REFUSALS = {
  no_active_event: { code: 'no_active_event', message: ({ phase }) => huntClosedMessage(phase), reaction: 'huntClosed' },
  no_user: { code: 'unauthorized', message: () => 'Unauthorized', reaction: 'signedOut' },
  rate_limited: {
    code: 'rate_limited',
    message: (detail) => `Too many wrong codes. Try again in ${wrongCodesWait(detail)} seconds.`,
    template: { words: 'Too many wrong codes. Try again in {seconds} seconds.', values: (detail) => ({ seconds: wrongCodesWait(detail) }) },
    reaction: 'rateLimited',
  },
  invalid: { code: 'not_found', message: () => 'Invalid code', reaction: 'refused' },
  already_collected: { code: 'already_collected', message: () => 'You have already collected this piece', reaction: 'alreadyCollected' },
  // The same answer to the phone: the piece is held, by the team.
  already_collected_by_team: { code: 'already_collected', message: () => 'Already collected by your team', reaction: 'alreadyCollected' },
  position_required: {
    code: 'position_required',
    message: () => 'This code checks where you are: share your location to collect it',
    reaction: 'askPosition',
  },
  position_imprecise: {
    code: 'position_imprecise',
    message: () => 'Your location is not precise enough here: wait a moment for a better fix (outdoors helps) and scan again',
    reaction: 'askPositionAgain',
  },
  too_far: { code: 'too_far', message: () => 'You need to be at this code to collect it', reaction: 'refused' },
  token_required: { code: 'screen_code', message: () => 'This code is shown on a screen: scan it there', reaction: 'refused' },
  code_expired: { code: 'code_expired', message: () => 'This code has expired: scan the screen again', reaction: 'refused' },
  token_forged: { code: 'bad_request', message: () => 'token is not valid for this code', reaction: 'refused' },
  code_required: { code: 'bad_request', message: () => 'code is required', reaction: 'refused' },
} as const satisfies Record<string, ScanRefusal>;

export type ScanRefusalOutcome = keyof typeof SCAN_REFUSALS;

/** Every outcome the hunt_record_scan SQL function can return. */
export const SQL_SCAN_OUTCOMES = [
  'collected',
  'no_active_event',
  'no_user',
  'rate_limited',
  'invalid',
  'already_collected',
  'already_collected_by_team',
  'position_required',
  'position_imprecise',
  'too_far',
  'token_required',
] as const satisfies readonly (ScanRefusalOutcome | 'collected')[];

export type SqlScanOutcome = (typeof SQL_SCAN_OUTCOMES)[number];

const REACTION_BY_CODE = new Map<ErrorCode, ScanReaction>(
  Object.values(SCAN_REFUSALS)
    // A bad_request answer is always a definite no, whatever caused it.
    .filter((refusal) => refusal.code !== 'bad_request')
    .map((refusal) => [refusal.code, refusal.reaction]),
);

/**
 * What the client does with a failed scan: by the error's code when the API answered with
 * one; otherwise by its status (408 and 5xx are a proxy or a server in trouble, not an answer
 * about the code). A failure without a status never reached the API.
 */
export function scanReactionFor(failure: { status: number; code: ErrorCode | null } | null): ScanReaction {
  if (!failure) return 'unreachable';
  if (failure.status === 401) return 'signedOut';
  const byCode = failure.code ? REACTION_BY_CODE.get(failure.code) : undefined;
  if (byCode) return byCode;
  if (failure.status === 429) return 'rateLimited';
  if (failure.status === 408 || failure.status >= 500) return 'unreachable';
  return 'refused';
}
