import { z } from 'zod';
import { eventQuerySchema, rowId, type RacePlaceDto } from './contracts';
import { singleLineText } from './text';
import { isJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, joinPath, normaliseJoinCode, TEAM_NAME_MAX_LENGTH } from './teamRules';
import { prizeTiersSchema, type PrizeTierDto } from './prizeTiers';
import type { PrizeTierRule } from './ranking';
import { worded } from './wording';

/**
 * Teams and divisions: how an event is played (alone, as a team, or both), how teams are formed
 * and how students get their division, and the calls that carry them. The rules of each mode
 * are told in docs/product.md.
 */

/**
 * - solo: everyone collects and scores alone;
 * - teams: a team collects once (a piece a member found is the team's), answers each
 *   questionnaire once and completes together; everyone still has their own points;
 * - solo-and-teams: everyone collects and scores alone, and also for their team, whose
 *   collection is what its members found between them.
 */
export const EVENT_MODES = ['solo', 'teams', 'solo-and-teams'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** Who forms teams: students (creating and joining by code) or only the organisers. */
export const TEAM_FORMATIONS = ['students', 'organisers'] as const;
export type TeamFormation = (typeof TEAM_FORMATIONS)[number];

/** Who gives a student their division: the student, once, or the organisers (rules and lists). */
export const DIVISION_CHOICES = ['students', 'organisers'] as const;
export type DivisionChoice = (typeof DIVISION_CHOICES)[number];

export const TEAM_SIZE_DEFAULT = 5;
export const TEAM_SIZE_MAX = 50;
export const DIVISION_NAME_MAX_LENGTH = 60;
export const MAX_DIVISIONS = 50;
export const MAX_DIVISION_DOMAINS = 20;
/** The most rows one import (teams or division lists) carries. */
export const MAX_IMPORT_ROWS = 5000;

// The join code's rules and the name's limit live in the zod-free core/teamRules.ts, which the
// participant's pages load; the schemas here are built on them.
export { isJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, joinPath, normaliseJoinCode, TEAM_NAME_MAX_LENGTH };

/** Team names are shown to everyone, so they are cleaned like any shown name. */
export const teamNameSchema = singleLineText('name')
  .min(1, 'name is required')
  .max(TEAM_NAME_MAX_LENGTH, worded('name must be at most {max} characters', { max: TEAM_NAME_MAX_LENGTH }));

export const divisionNameSchema = singleLineText('name')
  .min(1, 'name is required')
  .max(DIVISION_NAME_MAX_LENGTH, worded('name must be at most {max} characters', { max: DIVISION_NAME_MAX_LENGTH }));

/** An e-mail domain rule: `example.ac.uk` gives every address there (and its subdomains') the division. */
export const emailDomainSchema = singleLineText('emailDomains')
  .toLowerCase()
  .transform((domain) => domain.replace(/^@/, ''))
  .pipe(z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, 'emailDomains must be domains like example.ac.uk'));

const emailSchema = singleLineText('email').toLowerCase().pipe(z.email('email must be an e-mail address').max(254));

/** GET /api/leaderboard's query: another event's board (`event`), or a division's of the current one (`division`). */
export const leaderboardQuerySchema = eventQuerySchema.extend({ division: z.coerce.number().pipe(rowId('division')).optional() });

/** GET /api/leaderboard/stream's query: the board the page follows (everyone's when none is named). */
export const leaderboardStreamQuerySchema = z.object({
  division: z.coerce.number().pipe(rowId('division')).optional(),
  board: z.enum(['teams'], { error: "board must be 'teams'" }).optional(),
});

/** POST /api/teams */
export const teamCreateSchema = z.object({ name: teamNameSchema });
/** POST /api/teams/join: the code, as typed or from the link. */
export const teamJoinSchema = z.object({
  code: singleLineText('code').transform(normaliseJoinCode).refine(isJoinCode, 'code must be a team join code'),
});
/** POST /api/division: the student's pick, once. */
export const divisionPickSchema = z.object({
  divisionId: z.number({ error: 'divisionId must be a number' }).int('divisionId must be a whole number').positive('divisionId must be a positive number').max(2147483647, 'divisionId is too large'),
});

const TEAM_SIZE_RANGE = worded('teamSize must be from 2 to {max}', { max: TEAM_SIZE_MAX });

/** Event settings for teams and divisions, on POST and PATCH /api/admin/events. */
export const teamSettingsFields = {
  mode: z.enum(EVENT_MODES, { error: "mode must be 'solo', 'teams' or 'solo-and-teams'" }),
  teamSize: z
    .number({ error: 'teamSize must be a number' })
    .int('teamSize must be a whole number')
    .min(2, TEAM_SIZE_RANGE)
    .max(TEAM_SIZE_MAX, TEAM_SIZE_RANGE),
  teamFormation: z.enum(TEAM_FORMATIONS, { error: "teamFormation must be 'students' or 'organisers'" }),
  lateJoining: z.boolean({ error: 'lateJoining must be true or false' }),
  divisionChoice: z.enum(DIVISION_CHOICES, { error: "divisionChoice must be 'students' or 'organisers'" }),
};

const divisionDomainsSchema = z.array(emailDomainSchema).max(MAX_DIVISION_DOMAINS, worded('emailDomains must have at most {max} domains', { max: MAX_DIVISION_DOMAINS }));

/** POST /api/admin/divisions (PATCH: any of its fields but the event). */
export const divisionCreateSchema = z.object({
  eventId: z.number({ error: 'eventId must be a number' }).int('eventId must be a whole number').positive('eventId must be a positive number').max(2147483647, 'eventId is too large'),
  name: divisionNameSchema,
  emailDomains: divisionDomainsSchema.default([]),
  /** The division's own prize tiers, or null to share the event's. */
  prizeTiers: prizeTiersSchema.nullable().default(null),
});
// Built without the create's defaults: zod applies a default even under .partial(), so a PATCH
// of the name alone would also have emptied the domains.
export const divisionUpdateSchema = z
  .object({ name: divisionNameSchema, emailDomains: divisionDomainsSchema, prizeTiers: prizeTiersSchema.nullable() })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'nothing to change: send name, emailDomains or prizeTiers');

/** An import's rows (a CSV the client read), at least one and at most MAX_IMPORT_ROWS. */
const importRows = <Row extends z.ZodObject>(row: Row) =>
  z.array(row).min(1, 'rows must not be empty').max(MAX_IMPORT_ROWS, worded('rows must have at most {max} entries', { max: MAX_IMPORT_ROWS }));

/** POST /api/admin/divisions/assignments: e-mails given a division (a CSV `division,email` read by the client). */
export const divisionAssignmentsSchema = z.object({
  eventId: divisionCreateSchema.shape.eventId,
  rows: importRows(z.object({ division: divisionNameSchema, email: emailSchema })),
});

/** POST /api/admin/teams: a team the organisers make. */
export const adminTeamCreateSchema = z.object({ eventId: divisionCreateSchema.shape.eventId, name: teamNameSchema });
/** PATCH /api/admin/teams/{id} */
export const adminTeamUpdateSchema = z.object({ name: teamNameSchema });
/** POST /api/admin/teams/members: puts a student (by e-mail) in a team, out of any other of the event; `team: null` takes them out. */
export const teamMoveSchema = z.object({
  eventId: divisionCreateSchema.shape.eventId,
  email: emailSchema,
  team: teamNameSchema.nullable(),
});
/** POST /api/admin/teams/import: `team,email` rows; missing teams are made. */
export const teamImportSchema = z.object({
  eventId: divisionCreateSchema.shape.eventId,
  rows: importRows(z.object({ team: teamNameSchema, email: emailSchema })),
});

export interface DivisionDto {
  id: number;
  name: string;
}

/** GET /api/divisions: the running (or current) event's divisions and the caller's. */
export interface DivisionsDto {
  choice: DivisionChoice;
  divisions: DivisionDto[];
  mine: DivisionDto | null;
}

export interface TeamMemberDto {
  userId: string;
  name: string;
  profileImageUrl: string | null;
  totalPoints: number;
  piecesFound: number;
  me: boolean;
}

/** A piece the team holds, and who found it. */
export interface TeamFindDto {
  pieceId: number;
  pieceName: string;
  imageUrl: string | null;
  foundBy: string;
  foundAt: string;
}

export interface TeamDto {
  id: number;
  name: string;
  joinCode: string;
  members: TeamMemberDto[];
  collection: TeamFindDto[];
  progress: { collected: number; total: number; completedAt: string | null };
  totalPoints: number;
  disqualified: boolean;
}

/** GET /api/team: the event's team settings and the caller's team, if any. */
export interface MyTeamDto {
  mode: EventMode;
  teamSize: number;
  teamFormation: TeamFormation;
  /** Whether the caller may join or leave now (teams lock when the event starts). */
  open: boolean;
  team: TeamDto | null;
}

/** A team's place on the team board, ranked like the race board: finishers by points, then the rest. */
export interface TeamEntryDto extends RacePlaceDto {
  teamId: number;
  name: string;
  members: number;
}

/** GET /api/leaderboard/teams */
export interface TeamBoardDto {
  published: boolean;
  version: string;
  entries: TeamEntryDto[];
  /** The caller's team's entry, when it is on the board. */
  mine: TeamEntryDto | null;
  totalRanked: number;
  prizes: PrizeTierRule[];
}

/** A division against the others: by the average points of its finishers, then how many finished. */
export interface DivisionStandingDto {
  divisionId: number;
  name: string;
  rank: number;
  players: number;
  finishers: number;
  averagePoints: number;
}

/** A team as the organisers see it. */
export interface AdminTeamDto {
  id: number;
  eventId: number;
  name: string;
  joinCode: string;
  members: { userId: string; name: string; email: string }[];
  totalPoints: number;
  piecesFound: number;
  completedAt: string | null;
  disqualifiedAt: string | null;
  createdAt: string;
  /** Fair Play marks on its members' scans that no organiser has cleared yet. */
  openMarks: number;
}

export interface AdminDivisionDto {
  id: number;
  eventId: number;
  name: string;
  emailDomains: string[];
  /** Its own prize tiers, or null when it shares the event's. */
  prizeTiers: PrizeTierDto[] | null;
  /** Students in it now (signed in and given it). */
  players: number;
  /** E-mails given it by a list who have not had it applied yet (not signed in since). */
  waiting: number;
}

/** What an import did: rows applied, and those it could not apply with why. */
export interface ImportResultDto {
  applied: number;
  problems: { row: number; email: string; problem: string }[];
}

/** What decides whether a student may join, leave or make a team now. */
export interface TeamWindow {
  mode: EventMode;
  status: 'scheduled' | 'active' | 'completed';
  lateJoining: boolean;
}

/**
 * Teams form before the event starts and lock when it does; with late joining, a student may
 * still join or leave until their own first find. Never in a solo event, nor after the end.
 */
export function teamChangesOpen(event: TeamWindow, piecesFound: number): boolean {
  if (event.mode === 'solo') return false;
  if (event.status === 'scheduled') return true;
  return event.status === 'active' && event.lateJoining && piecesFound === 0;
}

/** A join code of `JOIN_CODE_LENGTH` characters from `JOIN_CODE_ALPHABET`, `random` giving integers below its argument. */
export function generateJoinCode(random: (below: number) => number): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[random(JOIN_CODE_ALPHABET.length)];
  return code;
}
