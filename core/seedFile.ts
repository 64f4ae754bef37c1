import { z } from 'zod';
import { eventCreateSchema, pieceCreateSchema, prizeTierSchema, qrLinkCreateSchema } from './admin';
import { DEFAULT_PRIZE_TIERS } from './constants';
import { codeSchema } from './contracts';
import { placeSchema } from './place';
import { questionnaireInputSchema } from './questionnaireSchema';
import { divisionCreateSchema, MAX_DIVISIONS, teamMoveSchema, teamNameSchema } from './teams';
import { singleLineText } from './text';

/**
 * A seed file (seed/demo-event.json is one): what `hunt seed` sets up through the admin API and
 * what an empty embedded database starts with. Fields the server checks are the server's own
 * schemas, so a file the server would refuse (a control character in a name, a code like 'AB/')
 * is refused before anything is created.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

// A piece is the admin API's piece (name, description, clue, hints) with where its image, code and place come from.
const seedPieceSchema = pieceCreateSchema
  .pick({ name: true, description: true, clue: true, hints: true })
  .extend({
    /** A path relative to the seed file, or an http(s) URL. */
    image: singleLineText('image').nullable().default(null),
    /** The clue's picture, the same way: a path relative to the seed file, or an http(s) URL. */
    clueImage: singleLineText('clueImage').nullable().default(null),
    code: codeSchema,
    /** Where the code will hang: scans far from it are checked under the event's location policy. */
    place: placeSchema.nullable().default(null),
  })
  .strict();

/** Adds an issue at each value that repeats an earlier one: `what 'value' appears twice`. */
function refuseRepeats(ctx: z.RefinementCtx, values: readonly string[], path: (index: number) => (string | number)[], what: string): void {
  const first = new Set<string>();
  values.forEach((value, index) => {
    if (first.has(value)) ctx.addIssue({ code: 'custom', path: path(index), message: `${what} '${value}' appears twice` });
    else first.add(value);
  });
}

/** Where the `index`th member of all the teams, counted in order, is listed: [team, 'members', member]. */
function memberPath(teams: readonly { members: readonly string[] }[], index: number): (string | number)[] {
  let left = index;
  for (const [team, { members }] of teams.entries()) {
    if (left < members.length) return [team, 'members', left];
    left -= members.length;
  }
  return [];
}

/** A division of the event, as the admin API makes one. */
const seedDivisionSchema = z.object({ name: divisionCreateSchema.shape.name, emailDomains: divisionCreateSchema.shape.emailDomains }).strict();

/** A team of the event, made by the organisers, with the e-mails of the students put in it (once they have signed in). */
const seedTeamSchema = z.object({ name: teamNameSchema, members: z.array(teamMoveSchema.shape.email).default([]) }).strict();

const seedEventSchema = z
  .object({
    name: eventCreateSchema.shape.name,
    description: eventCreateSchema.shape.description,
    startDate: z.iso.datetime({ offset: true, error: 'startDate must be an ISO date-time such as 2026-05-01T09:00:00Z' }).optional(),
    startsInDays: z.number({ error: 'startsInDays must be a number' }).optional(),
    endDate: z.iso.datetime({ offset: true, error: 'endDate must be an ISO date-time such as 2026-05-08T18:00:00Z' }).optional(),
    durationDays: z.number({ error: 'durationDays must be a number' }).positive('durationDays must be above 0').optional(),
    prizeTiers: z.array(prizeTierSchema).max(20).default(DEFAULT_PRIZE_TIERS.map((tier) => ({ ...tier }))),
    leaderboardVisibility: eventCreateSchema.shape.leaderboardVisibility,
    locationPolicy: eventCreateSchema.shape.locationPolicy,
    mode: eventCreateSchema.shape.mode,
    teamSize: eventCreateSchema.shape.teamSize,
    teamFormation: eventCreateSchema.shape.teamFormation,
    lateJoining: eventCreateSchema.shape.lateJoining,
    divisionChoice: eventCreateSchema.shape.divisionChoice,
    divisions: z.array(seedDivisionSchema).max(MAX_DIVISIONS, `divisions must have at most ${MAX_DIVISIONS} entries`).default([]),
    teams: z.array(seedTeamSchema).default([]),
  })
  .strict()
  .superRefine((event, ctx) => {
    refuseRepeats(ctx, event.divisions.map((division) => division.name), (i) => ['divisions', i, 'name'], 'division name');
    // The server tells team names apart whatever their case.
    refuseRepeats(ctx, event.teams.map((team) => team.name.toLowerCase()), (i) => ['teams', i, 'name'], 'team name');
    refuseRepeats(ctx, event.teams.flatMap((team) => team.members), (i) => ['teams', ...memberPath(event.teams, i)], 'member');
    if (event.teams.length > 0 && event.mode === 'solo') {
      ctx.addIssue({ code: 'custom', path: ['teams'], message: "teams need the event's mode to be 'teams' or 'solo-and-teams'" });
    }
    event.teams.forEach((team, index) => {
      if (team.members.length > event.teamSize) ctx.addIssue({ code: 'custom', path: ['teams', index, 'members'], message: `a team has at most ${event.teamSize} members (teamSize)` });
    });
    if (event.startDate !== undefined && event.startsInDays !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['startsInDays'], message: 'give startDate or startsInDays, not both' });
    }
    if ((event.endDate === undefined) === (event.durationDays === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'give endDate or durationDays (exactly one)' });
    } else if (event.startDate && event.endDate && new Date(event.endDate) <= new Date(event.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must be after startDate' });
    }
  });

export const seedFileSchema = z
  .object({
    /** The host printed in QR links; the server's default QR domain when absent. */
    domain: qrLinkCreateSchema.shape.domain.optional(),
    pieces: z.array(seedPieceSchema).default([]),
    questionnaires: z.array(questionnaireInputSchema).default([]),
    event: seedEventSchema.optional(),
  })
  .strict()
  .superRefine((seed, ctx) => {
    refuseRepeats(ctx, seed.pieces.map((piece) => piece.name), (i) => ['pieces', i, 'name'], 'piece name');
    refuseRepeats(ctx, seed.pieces.map((piece) => piece.code), (i) => ['pieces', i, 'code'], 'code');
    refuseRepeats(ctx, seed.questionnaires.map((q) => q.title), (i) => ['questionnaires', i, 'title'], 'questionnaire title');
  });

export type SeedFile = z.infer<typeof seedFileSchema>;
export type SeedPiece = SeedFile['pieces'][number];
export type SeedEvent = NonNullable<SeedFile['event']>;
export type SeedDivision = SeedEvent['divisions'][number];

/** A seed file's first problem: the field (e.g. `pieces.2.code`, or 'the file') and what is wrong. */
export class SeedFileError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

/** Validates a seed file's parsed JSON; a problem throws a SeedFileError naming the field. */
export function parseSeedFile(json: unknown): SeedFile {
  const parsed = seedFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new SeedFileError(issue?.path.length ? issue.path.join('.') : 'the file', issue?.message ?? 'invalid');
}

/** The event's window: absolute dates, or days from `now` (startsInDays defaults to 0). */
export function eventDates(event: SeedEvent, now: Date): { startDate: string; endDate: string } {
  const start = event.startDate ? new Date(event.startDate) : new Date(now.getTime() + (event.startsInDays ?? 0) * DAY_MS);
  const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + (event.durationDays ?? 0) * DAY_MS);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}
