import { z } from 'zod';
import { ANNOUNCEMENT_MAX_LENGTH } from './announcements';
import { MAX_FREEZE_MINUTES } from './boardFreeze';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';
import { MAX_DB_INTEGER } from './constants';
import { codeSchema, eventQuerySchema, rowId, type LeaderboardDto, type Role, type ScanSource } from './contracts';
import { multiLineText, singleLineText } from './text';
import { locationPolicySchema, placeSchema, type LocationPolicy, type Place } from './place';
import type { CodeHealthFlag } from './codeHealth';
import { CLUE_MAX_LENGTH, HINT_COST_MAX, HINT_TEXT_MAX_LENGTH, MAX_HINTS, type Hint } from './hints';
import type { Question } from './questions';
import type { TierName } from './ranking';
import { prizeTierSchema, type PrizeTierDto } from './prizeTiers';
import { TEAM_SIZE_DEFAULT, teamSettingsFields, type DivisionChoice, type EventMode, type TeamFormation } from './teams';
import { worded } from './wording';

/** The admin API's shapes (docs/product.md, Admin routes). Participants never receive these. */

export interface AdminUserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  collectionCount: number;
  createdAt: string;
  profileImageUrl: string | null;
  /** Set while disqualified: kept in the data, hidden from the leaderboard and the prize tiers. */
  disqualifiedAt: string | null;
  /** Fair Play marks on their scans that no organiser has cleared yet. */
  openMarks: number;
  totalPoints: number;
  completedAt: string | null;
  /** On the current board: null until they completed, and while disqualified. */
  rank: number | null;
  tier: TierName | null;
  /** The current event's prize tier they reached, by its name. */
  prize: string | null;
  /** Their team's and division's names in the event. */
  team: string | null;
  division: string | null;
}

/** GET /api/admin/users: the event (the current one unless named), and only a team's or a division's members. */
export const adminUsersQuerySchema = eventQuerySchema.extend({
  teamId: z.coerce.number().pipe(rowId('teamId')).optional(),
  divisionId: z.coerce.number().pipe(rowId('divisionId')).optional(),
});

/** Whose accounts GET /api/admin/users lists: a team's members, a division's, or everyone's. */
export type AdminUsersFilter = Omit<z.output<typeof adminUsersQuerySchema>, 'event'>;

/**
 * Why a scan was marked: far from its code's place, no position given, a position too imprecise
 * to tell, impossibly fast travel between places, finds too quick to be walked, or sent from the
 * phone long after it was made.
 */
export const FAIR_PLAY_MARK_KINDS = ['far', 'no_position', 'imprecise', 'travel', 'fast', 'delayed'] as const;
export type FairPlayMarkKind = (typeof FAIR_PLAY_MARK_KINDS)[number];

/** A marked scan with its evidence (metres, seconds, metres per second; see the scan migration). */
export interface FairPlayMarkDto {
  id: number;
  kind: FairPlayMarkKind;
  evidence: Record<string, string | number | null>;
  qrCode: string | null;
  pieceName: string | null;
  collectedAt: string | null;
  /** The device's time of a scan that waited offline, and how late it arrived. */
  claimedAt: string | null;
  delaySeconds: number | null;
  /** How the scan's code arrived (camera, printed link, typed); null for a scan from before it was kept. */
  source: ScanSource | null;
  createdAt: string;
}

/** A student with open marks, or disqualified, as the Fair Play section lists them. */
export interface FairPlayStudentDto {
  userId: string;
  email: string;
  name: string;
  disqualifiedAt: string | null;
  /** Their team in the event: marks are reviewed per member and per team. */
  team: { id: number; name: string } | null;
  marks: FairPlayMarkDto[];
}

export const disqualificationSchema = z.object({ disqualified: z.boolean({ error: 'disqualified must be true or false' }) });

export const roleUpdateSchema = z.object({ role: z.enum(['admin', 'user'], { error: "role must be 'admin' or 'user'" }) });

/** GET /api/admin/health: the codes organisers should walk to (core/codeHealth.ts). */
export interface CodeHealthDto {
  flags: CodeHealthFlag[];
}

export interface AnalyticsDto {
  totalUsers: number;
  totalScans: number;
  completionRate: number;
  completedUsers: number;
  activeToday: number;
}

export interface SurveyResponseAdminDto {
  id: number;
  userId: string;
  userEmail: string;
  questionnaireId: number;
  questionnaireTitle: string;
  responses: Record<string, string | string[]>;
  submittedAt: string;
  pointsEarned: number;
}

export interface QrLinkDto {
  id: number;
  code: string;
  puzzlePieceId: number;
  puzzlePieceName: string;
  domain: string;
  isActive: boolean;
  /** Where the code hangs; scans far from it are checked under the event's location policy. */
  place: Place | null;
  /** Shown on a screen (/admin/display/{id}): only a scan with the screen's current token counts. */
  screen: boolean;
  scanCount: number;
  createdAt: string;
}

export const qrLinkCreateSchema = z.object({
  code: codeSchema,
  puzzlePieceId: rowId('puzzlePieceId'),
  domain: singleLineText('domain').min(1, 'domain is required').max(300),
  isActive: z.boolean().default(true),
  place: placeSchema.nullable().default(null),
  screen: z.boolean().default(false),
});
export type QrLinkCreate = z.infer<typeof qrLinkCreateSchema>;

/** GET /api/admin/qr-links/{id}/display: what a screen shows now, and when to ask again. */
export interface QrDisplayDto {
  code: string;
  puzzlePieceName: string;
  /** The link with its current token; null while the link is switched off. */
  url: string | null;
  /** Until when the token in `url` is accepted. */
  expiresAt: string | null;
  refreshAfterSeconds: number;
}

/** GET /api/admin/qr-links/posters: which codes (every link when none), the paper, and how many to a page (a poster each by default). */
export const posterQuerySchema = z.object({
  codes: z
    .string()
    .max(10_000, 'codes is too long')
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))] : [])),
  paper: z.enum(['a4', 'letter'], { error: "paper must be 'a4' or 'letter'" }).default('a4'),
  perPage: z.coerce.number({ error: 'perPage must be a number' }).int('perPage must be a whole number').min(1, 'perPage must be at least 1').max(50, 'perPage must be at most 50').default(1),
});
export type PosterQuery = z.infer<typeof posterQuerySchema>;

/** PATCH /api/admin/qr-links/{id}: any of these; `place: null` removes the place. */
export const qrLinkUpdateSchema = z
  .object({ isActive: z.boolean(), place: placeSchema.nullable(), screen: z.boolean() })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'nothing to change: send isActive, place or screen');
export type QrLinkUpdate = z.infer<typeof qrLinkUpdateSchema>;

export interface AdminPieceDto {
  id: number;
  name: string;
  imageUrl: string | null;
  description: string | null;
  qrLinkCount: number;
  collectedCount: number;
  /** The event whose own piece it is; null when every event uses it. */
  eventId: number | null;
  clue: string | null;
  clueImageUrl: string | null;
  hints: Hint[];
  /** How often its hints were revealed in the current event, and the points that cost. */
  hintReveals: number;
  hintPoints: number;
}

/** imageUrl: an http(s) URL, a stored image path (/api/images/{id}), a data: URL to store, or null. */
const imageUrlSchema = singleLineText('imageUrl')
  .max(700_000, 'File too large: Please use an image under 500KB or provide a URL instead')
  .refine(
    (value) => value === '' || /^https?:\/\//i.test(value) || /^\/api\/images\/[0-9a-f-]{36}$/.test(value) || /^data:/i.test(value),
    'imageUrl must be an http(s) URL or an uploaded image',
  )
  .transform((value) => value || null)
  .nullable();

/** Content's event: one event's own, or null (the default) for content every event uses. */
export const contentEventSchema = rowId('eventId').nullable();

/** A piece's clue: the riddle, cipher or photo detail that leads to its code (empty is none). */
const clueSchema = multiLineText('clue')
  .max(CLUE_MAX_LENGTH, worded('clue must be at most {max} characters', { max: CLUE_MAX_LENGTH }))
  .transform((value) => value || null)
  .nullable();

const HINT_COST_RANGE = worded('hint cost must be from 0 to {max}', { max: HINT_COST_MAX });

export const hintSchema = z.object({
  text: multiLineText('hint text').min(1, 'hint text is required').max(HINT_TEXT_MAX_LENGTH, worded('hint text must be at most {max} characters', { max: HINT_TEXT_MAX_LENGTH })),
  cost: z
    .number({ error: 'hint cost must be a number' })
    .int('hint cost must be a whole number')
    .min(0, HINT_COST_RANGE)
    .max(HINT_COST_MAX, HINT_COST_RANGE),
});
/** Revealed in order: the first hint first. */
const hintsSchema = z.array(hintSchema).max(MAX_HINTS, worded('a piece has at most {max} hints', { max: MAX_HINTS }));

export const pieceCreateSchema = z.object({
  name: singleLineText('name').min(1, 'name is required').max(100),
  imageUrl: imageUrlSchema.default(null),
  description: multiLineText('description').max(1000).nullable().default(null),
  eventId: contentEventSchema.default(null),
  clue: clueSchema.default(null),
  clueImageUrl: imageUrlSchema.default(null),
  hints: hintsSchema.default([]),
});
/** Only the fields sent are changed: an absent field stays absent (no defaults, unlike .partial()). */
export const piecePatchSchema = z.object({
  name: pieceCreateSchema.shape.name.optional(),
  imageUrl: imageUrlSchema.optional(),
  description: multiLineText('description').max(1000).nullable().optional(),
  eventId: contentEventSchema.optional(),
  clue: clueSchema.optional(),
  clueImageUrl: imageUrlSchema.optional(),
  hints: hintsSchema.optional(),
});
export type PieceCreate = z.infer<typeof pieceCreateSchema>;
export type PiecePatch = z.infer<typeof piecePatchSchema>;

export interface AdminQuestionnaireDto {
  id: number;
  title: string;
  description: string | null;
  triggerCount: number;
  /** Unlocked once this piece is held (instead of by the count). */
  triggerPieceId: number | null;
  questions: Question[];
  responseCount: number;
  createdAt: string;
  updatedAt: string;
  /** The event whose own questionnaire it is; null when every event uses it. */
  eventId: number | null;
}

export type EventStatus = 'scheduled' | 'active' | 'completed';
export type LeaderboardVisibility = 'live' | 'sealed';

export type { PrizeTierDto };

export interface EventDto {
  id: number;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  status: EventStatus;
  leaderboardVisibility: LeaderboardVisibility;
  locationPolicy: LocationPolicy;
  prizeTiers: PrizeTierDto[];
  completedAt: string | null;
  /** The big screen's page (`/screen/{key}`), or null until one is made. */
  screenPath: string | null;
  /** Minutes before the end when the public board freezes (0: never). */
  freezeMinutes: number;
  /** How it is played and how teams and divisions are formed (core/teams.ts). */
  mode: EventMode;
  teamSize: number;
  teamFormation: TeamFormation;
  lateJoining: boolean;
  divisionChoice: DivisionChoice;
  /** The language a reader gets when none of theirs is spoken and they chose none (core/language.ts). */
  language: Language;
}

export { prizeTierSchema };

// Years PostgreSQL and every client agree on (year -271821 was a 500; year 1 came back as 2001).
const EARLIEST_DATE = new Date('1970-01-01T00:00:00Z');
const LATEST_DATE = new Date('9999-12-31T23:59:59Z');

export const dateSchema = (name: string) =>
  z.union([z.string(), z.date()], { error: worded('{field} is required', { field: name }) }).pipe(
    z.coerce
      .date<string | Date>({ error: worded('{field} must be a date', { field: name }) })
      .min(EARLIEST_DATE, worded('{field} must be between 1970 and 9999', { field: name }))
      .max(LATEST_DATE, worded('{field} must be between 1970 and 9999', { field: name })),
  );

/** POST /api/admin/announcements: sent now, or at `sendAt` (a time already past sends it now). */
export const announcementCreateSchema = z.object({
  text: multiLineText('text').min(1, 'text is required').max(ANNOUNCEMENT_MAX_LENGTH, worded('text must be at most {max} characters', { max: ANNOUNCEMENT_MAX_LENGTH })),
  sendAt: dateSchema('sendAt').optional(),
  pieceId: rowId('pieceId').nullable().optional(),
});
export type AnnouncementCreate = z.infer<typeof announcementCreateSchema>;

/** An event's fields as an organiser sets them; creating fills in the defaults, editing changes only what is sent. */
const FREEZE_RANGE = worded('freezeMinutes must be from 0 to {max}', { max: MAX_FREEZE_MINUTES });
const eventFields = {
  name: singleLineText('name').min(1, 'name is required').max(200),
  description: multiLineText('description').max(2000).nullable(),
  startDate: dateSchema('startDate'),
  endDate: dateSchema('endDate'),
  prizeTiers: z.array(prizeTierSchema).max(20),
  leaderboardVisibility: z.enum(['live', 'sealed'], { error: "leaderboardVisibility must be 'live' or 'sealed'" }),
  locationPolicy: locationPolicySchema,
  language: z.enum(LANGUAGES, { error: worded('language must be one of {languages}', { languages: LANGUAGES.map((language) => `'${language}'`).join(', ') }) }),
  freezeMinutes: z
    .number({ error: 'freezeMinutes must be a number' })
    .int('freezeMinutes must be a whole number')
    .min(0, FREEZE_RANGE)
    .max(MAX_FREEZE_MINUTES, FREEZE_RANGE),
  ...teamSettingsFields,
};

const endsAfterItStarts = (event: { startDate?: Date; endDate?: Date }) => !event.startDate || !event.endDate || event.endDate > event.startDate;
const END_AFTER_START = { path: ['endDate'], message: 'endDate must be after startDate' };

export const eventCreateSchema = z
  .object({
    ...eventFields,
    description: eventFields.description.default(null),
    prizeTiers: eventFields.prizeTiers.default([]),
    leaderboardVisibility: eventFields.leaderboardVisibility.default('live'),
    locationPolicy: eventFields.locationPolicy.default('flag'),
    freezeMinutes: eventFields.freezeMinutes.default(0),
    language: eventFields.language.default(DEFAULT_LANGUAGE),
    mode: eventFields.mode.default('solo'),
    teamSize: eventFields.teamSize.default(TEAM_SIZE_DEFAULT),
    teamFormation: eventFields.teamFormation.default('students'),
    lateJoining: eventFields.lateJoining.default(false),
    divisionChoice: eventFields.divisionChoice.default('students'),
  })
  .refine(endsAfterItStarts, END_AFTER_START);
export type EventCreate = z.infer<typeof eventCreateSchema>;
/** What a client sends to create an event (dates as ISO strings, defaults left out). */
export type EventCreateInput = z.input<typeof eventCreateSchema>;

/**
 * PATCH /api/admin/events/{id}: any of the fields; `prizeTiers` replaces the whole list. The
 * dates are checked against each other here when both are sent, and against the stored one
 * when only one is.
 */
export const eventUpdateSchema = z
  .object(eventFields)
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'nothing to change: send name, description, startDate, endDate, prizeTiers, leaderboardVisibility, locationPolicy, freezeMinutes, mode, teamSize, teamFormation, lateJoining or divisionChoice')
  .refine(endsAfterItStarts, END_AFTER_START);
export type EventUpdate = z.infer<typeof eventUpdateSchema>;
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;

export interface AdminConfigDto {
  qrDomains: string[];
}

/** GET /api/admin/survey-responses?questionnaireId=N: the filter is optional. */
export const surveyResponsesQuerySchema = eventQuerySchema.extend({
  questionnaireId: z.coerce
    .number({ error: 'questionnaireId must be a number' })
    .int('questionnaireId must be a whole number')
    .positive('questionnaireId must be a positive number')
    .max(MAX_DB_INTEGER, 'questionnaireId is too large')
    .optional(),
});

/**
 * GET /api/admin/leaderboard: the participant shape, always published, the top 50
 * (ADMIN_LEADERBOARD_SIZE) with full e-mails; `me` is the admin's own entry when ranked.
 */
export type AdminLeaderboardDto = LeaderboardDto;

/** A personal API token as its owner sees it in the Overview (never the secret). */
export interface ApiTokenDto {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}
