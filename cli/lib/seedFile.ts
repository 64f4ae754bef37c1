import { z } from 'zod';
import { eventCreateSchema, pieceCreateSchema, prizeTierSchema, qrLinkCreateSchema } from '../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../core/constants';
import { placeSchema, type Place } from '../../core/place';
import { codeSchema } from '../../core/contracts';
import { questionnaireInputSchema, type QuestionnaireInput } from '../../core/questionnaireSchema';
import { singleLineText } from '../../core/text';
import { CliError } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;

// Fields the server checks are the server's own schemas, so a seed file the server would refuse
// (a control character in a name, a code like 'AB/') is refused before anything is sent.
const seedPieceSchema = z.object({
  name: pieceCreateSchema.shape.name,
  description: pieceCreateSchema.shape.description,
  /** A path relative to the seed file, or an http(s) URL. */
  image: singleLineText('image').nullable().default(null),
  code: codeSchema,
  /** Where the code will hang: scans far from it are checked under the event's location policy. */
  place: placeSchema.nullable().default(null),
}).strict();

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
  })
  .strict()
  .superRefine((event, ctx) => {
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
    const seen = (values: string[], path: (index: number) => (string | number)[], what: string) => {
      const first = new Map<string, number>();
      values.forEach((value, index) => {
        if (first.has(value)) ctx.addIssue({ code: 'custom', path: path(index), message: `${what} '${value}' appears twice` });
        else first.set(value, index);
      });
    };
    seen(seed.pieces.map((piece) => piece.name), (i) => ['pieces', i, 'name'], 'piece name');
    seen(seed.pieces.map((piece) => piece.code), (i) => ['pieces', i, 'code'], 'code');
    seen(seed.questionnaires.map((q) => q.title), (i) => ['questionnaires', i, 'title'], 'questionnaire title');
  });

export type SeedFile = z.infer<typeof seedFileSchema>;
export type SeedPiece = SeedFile['pieces'][number];
export type SeedEvent = NonNullable<SeedFile['event']>;

/** Reads a seed file's text; a problem names the file and the bad field (e.g. pieces.2.code). */
export function parseSeedFile(text: string, fileName: string): SeedFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${fileName} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = seedFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the file';
  throw new CliError(`${fileName}: ${where}: ${issue?.message ?? 'invalid'}`);
}

/** The event's window: absolute dates, or days from `now` (startsInDays defaults to 0). */
export function eventDates(event: SeedEvent, now: Date): { startDate: string; endDate: string } {
  const start = event.startDate ? new Date(event.startDate) : new Date(now.getTime() + (event.startsInDays ?? 0) * DAY_MS);
  const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + (event.durationDays ?? 0) * DAY_MS);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

/** What the server already has, as far as seeding is concerned. */
export interface ExistingContent {
  pieceNames: readonly string[];
  links: readonly { code: string; puzzlePieceName: string }[];
  questionnaireTitles: readonly string[];
  eventNames: readonly string[];
}

export interface SeedPlan {
  pieces: SeedPiece[];
  links: { code: string; pieceName: string; place: Place | null }[];
  questionnaires: QuestionnaireInput[];
  event: SeedEvent | null;
  /** Things in the file that exist differently on the server and are left alone. */
  warnings: string[];
}

/**
 * What seeding must create: content is matched by piece name, QR code, questionnaire title and
 * event name, and only what is missing is planned. Nothing existing is changed.
 */
export function planSeed(seed: SeedFile, existing: ExistingContent): SeedPlan {
  const pieceNames = new Set(existing.pieceNames);
  const links = new Map(existing.links.map((link) => [link.code.toUpperCase(), link.puzzlePieceName]));
  const titles = new Set(existing.questionnaireTitles);
  const warnings: string[] = [];
  const plannedLinks: SeedPlan['links'] = [];
  for (const piece of seed.pieces) {
    const linkedTo = links.get(piece.code);
    if (linkedTo === undefined) plannedLinks.push({ code: piece.code, pieceName: piece.name, place: piece.place });
    else if (linkedTo !== piece.name) warnings.push(`QR code ${piece.code} already exists for '${linkedTo}', not '${piece.name}': left as it is`);
  }
  return {
    pieces: seed.pieces.filter((piece) => !pieceNames.has(piece.name)),
    links: plannedLinks,
    questionnaires: seed.questionnaires.filter((questionnaire) => !titles.has(questionnaire.title)),
    event: seed.event && !existing.eventNames.includes(seed.event.name) ? seed.event : null,
    warnings,
  };
}

export function planIsEmpty(plan: SeedPlan): boolean {
  return plan.pieces.length === 0 && plan.links.length === 0 && plan.questionnaires.length === 0 && plan.event === null;
}
