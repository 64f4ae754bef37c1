import { z } from 'zod';
import { positionErrorSchema, positionSchema } from './place';
import { MAX_CHOICES, MAX_DB_INTEGER } from './constants';
import { answerSchema } from './questionnaireSchema';
import type { QuestionResult } from './grading';
import type { HintDto } from './hints';
import type { ParticipantQuestionnaire } from './questions';
import type { PrizeTierRule, TierName } from './ranking';
import { codeProblem } from './scanCode';
import { singleLineText } from './text';
import { worded } from './wording';

/** Request bodies (validated on the server, typed on the client). */

/** A row's id in a body: a positive whole number that fits PostgreSQL's integer (else 400, not a 500). */
export function rowId(field: string) {
  return z
    .number({ error: worded('{field} must be a number', { field }) })
    .int(worded('{field} must be a whole number', { field }))
    .positive(worded('{field} must be a positive number', { field }))
    .max(MAX_DB_INTEGER, worded('{field} is too large', { field }));
}

/** `?event={id}`: the event a read is about; absent, the current one (the running event, else the last completed). */
export const eventQuerySchema = z.object({ event: z.coerce.number().pipe(rowId('event')).optional() });

/**
 * POST /api/push/subscriptions: a browser's PushSubscription as JSON. The server posts to the
 * endpoint, so it must be a push service's address (checked again where it is used).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) address' }).max(2048, 'endpoint is too long'),
  keys: z.object({
    p256dh: z.string().regex(/^[\w-]{80,100}$/, 'keys.p256dh must be a P-256 public key'),
    auth: z.string().regex(/^[\w-]{16,32}$/, 'keys.auth must be an auth secret'),
  }),
});
/** DELETE /api/push/subscriptions: the browser's subscription to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });

/** How a code reached the app: the in-app camera, a printed link the phone opened, or typed by hand. */
export const SCAN_SOURCES = ['camera', 'link', 'typed'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

export const scanRequestSchema = z.object({
  // Trimmed only: the rest of normalising is normaliseScanText's, shared with the scanner.
  code: singleLineText('code').max(2000, 'code is too long'),
  /** Sent when the server answered `position_required`, or with an offline scan that had one. */
  position: positionSchema.optional(),
  positionError: positionErrorSchema.optional(),
  /** When the device made the scan, for one that waited offline (ISO 8601). */
  claimedAt: z.iso
    .datetime({ offset: true, error: 'claimedAt must be an ISO 8601 date and time' })
    // ISO 8601 allows any number of fractional digits; a device's clock gives a few.
    .max(40, 'claimedAt is too long')
    // The year 0000 is valid ISO 8601 but no date PostgreSQL stores; the scan bounds it anyway.
    .refine((value) => new Date(value).getUTCFullYear() >= 1, 'claimedAt must be after the year 0')
    .optional(),
  /** The signed token of a code shown on a screen (the `t` of its link). */
  token: z.string().max(200, 'token is too long').optional(),
  /** Kept with the collection as evidence; an app from before it was sent says nothing. */
  source: z.enum(SCAN_SOURCES, { error: "source must be 'camera', 'link' or 'typed'" }).optional(),
});
export type ScanRequest = z.infer<typeof scanRequestSchema>;

export const MAX_ANSWERS = 200;
/**
 * All of one submission's answers together: about 3,000 words, more than a student types on a
 * phone during a hunt, and what keeps a submission's body (and its parsing) small; any one
 * answer may still use its own 5,000.
 */
export const MAX_ANSWER_CHARACTERS = 20_000;

const answerCharacters = (answers: Record<string, string | string[]>) =>
  Object.values(answers).reduce((sum, answer) => sum + (Array.isArray(answer) ? answer.join('').length : answer.length), 0);

export const surveyAnswersSchema = z
  .record(z.string().regex(/^q\d{1,3}$/, 'answer keys look like q0, q1, …'), answerSchema)
  .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, 'too many answers')
  // A list answer is a checkbox's choices, so it never needs more items than a question offers.
  .refine((answers) => Object.values(answers).every((answer) => !Array.isArray(answer) || answer.length <= MAX_CHOICES), worded('a list answer has at most {max} items', { max: MAX_CHOICES }))
  .refine((answers) => answerCharacters(answers) <= MAX_ANSWER_CHARACTERS, worded('the answers are too long: at most {max} characters in all', { max: MAX_ANSWER_CHARACTERS.toLocaleString('en') }));

export const surveySubmitRequestSchema = z.object({
  questionnaireId: rowId('questionnaireId'),
  responses: surveyAnswersSchema,
});
export type SurveySubmitRequest = z.infer<typeof surveySubmitRequestSchema>;

/** DELETE /api/user: the caller types their own e-mail (core/erasure.ts confirmsErasure), so a stray click or a forged request erases nothing. */
export const eraseAccountSchema = z.object({
  confirm: singleLineText('confirm').max(320, 'confirm is too long'),
});
export type EraseAccountRequest = z.infer<typeof eraseAccountSchema>;

export const devLoginRequestSchema = z.object({
  email: z.email('email must be an e-mail address').max(254),
  firstName: singleLineText('firstName').max(100).optional(),
  lastName: singleLineText('lastName').max(100).optional(),
  returnTo: singleLineText('returnTo', { trim: false }).max(2000).optional(),
});
export type DevLoginRequest = z.infer<typeof devLoginRequestSchema>;

/** Response shapes. */

export type Role = 'admin' | 'user';

export interface UserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  profileImageUrl: string | null;
  /** They accepted the three declarations (landing or scanner): no more asking before a scan. */
  declarationsAccepted: boolean;
  /** This session began with the sign-in that made the account (docs/decisions.md, First visit and the declarations). */
  firstSignIn: boolean;
}

/**
 * A piece as a participant sees it: its place in the puzzle, its clue and its hints (the text of
 * those revealed) always, and what it is (name, image, description) only once they hold it.
 */
export type PieceDto = CollectedPieceDto | LockedPieceDto;

interface PieceClues {
  /** 1-based place in the puzzle's order. */
  position: number;
  clue: string | null;
  clueImageUrl: string | null;
  hints: HintDto[];
}

export interface CollectedPieceDto extends PieceClues {
  id: number;
  collected: true;
  name: string;
  imageUrl: string | null;
  description: string | null;
}

export interface LockedPieceDto extends PieceClues {
  id: number;
  collected: false;
}

export interface CollectionEntryDto {
  puzzlePieceId: number;
  collectedAt: string;
}

/** A prize as a winner sees it: what it is and how to claim it. */
export interface PrizeDto {
  name: string;
  description: string | null;
}

export interface ScoreDto {
  score: { totalPoints: number; completedAt: string | null };
  /** Among the finishers; null until finished, and while the board is sealed for them. */
  percentile: number | null;
  /** Their place on the race board (finishers first, then everyone hunting); null when not on it or sealed. */
  rank: number | null;
  tier: TierName | null;
  prize: PrizeDto | null;
}

export interface ProgressDto {
  collected: number;
  total: number;
  completedAt: string | null;
}

export interface ScanResultDto {
  piece: { id: number; name: string; imageUrl: string | null };
  /** This scan completed the collection: the hunt is finished for the student. */
  completed: boolean;
  triggeredQuestionnaires: ParticipantQuestionnaire[];
}

export interface SubmitResultDto {
  pointsEarned: number;
  /**
   * How each shown graded question went, in question order, whose points add up to
   * `pointsEarned`: right or wrong, never the correct answer, and no verdict for one left blank.
   */
  results: QuestionResult[];
}

/** A place in a race (a student's on the race board, a team's on the team board) and what it reached. */
export interface RacePlaceDto {
  rank: number;
  totalPoints: number;
  percentile: number | null;
  completedAt: string | null;
  piecesFound: number;
  lastFoundAt: string | null;
  tier: TierName | null;
  /** The name of the prize this place reached. */
  prize: string | null;
}

/**
 * A place on the race board: a finisher (completedAt set, ranked by points, with a percentile
 * among the finishers and the tier and prize their place reached) or someone still hunting
 * (ranked below every finisher by pieces found, then by the time of their latest find).
 */
export interface LeaderboardEntryDto extends RacePlaceDto {
  userId: string;
  userName: string;
  email: string | null;
  profileImageUrl: string | null;
  /** The name of their team and of their division in the event, when they have one. */
  team: string | null;
  division: string | null;
}

export interface LeaderboardDto {
  /** False while the active event's leaderboard is sealed for participants. */
  published: boolean;
  /** Set while the board is frozen before the end: this is the board as it was then. */
  frozen?: true;
  /** Names the top list's content (the same on every instance): live patches apply to it. */
  version: string;
  entries: LeaderboardEntryDto[];
  me: LeaderboardEntryDto | null;
  /** How many have finished: percentiles and prize tiers are counted among them. */
  totalRanked: number;
  /** The event's prize tiers, so a patched board can say which prize a moved place reaches. */
  prizes: PrizeTierRule[];
}

export interface ApiErrorBody {
  message: string;
  code: string;
}

/** A QR link's code as an admin gives it: 1 to 10 of A-Z and 0-9 (codeProblem), stored upper-cased. */
export const codeSchema = singleLineText('code')
  .check((ctx) => {
    const problem = codeProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  })
  .transform((code) => code.toUpperCase());
