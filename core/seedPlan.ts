import type { EventCreateInput } from './admin';
import type { Hint } from './hints';
import type { Place } from './place';
import type { QuestionnaireInput } from './questionnaireSchema';
import { eventDates, type SeedEvent, type SeedFile, type SeedPiece } from './seedFile';

/**
 * Seeding, without I/O: what a seed file still has to create, and creating it through a target
 * the caller supplies (`hunt seed`: the admin HTTP API; the embedded first start: the admin
 * services), so both seed the same way.
 */

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

/** What seeding created (or, for a dry run, would create), by name. */
export interface SeedCreated {
  pieces: string[];
  links: string[];
  questionnaires: string[];
  event: string | null;
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

/** The names of everything the plan creates. */
export function plannedNames(plan: SeedPlan): SeedCreated {
  return {
    pieces: plan.pieces.map((piece) => piece.name),
    links: plan.links.map((link) => link.code),
    questionnaires: plan.questionnaires.map((questionnaire) => questionnaire.title),
    event: plan.event?.name ?? null,
  };
}

/** Where seeding creates things: the admin API's create calls, however they are reached. */
export interface SeedTarget {
  createPiece(piece: {
    name: string;
    description: string | null;
    imageUrl: string | null;
    clue: string | null;
    clueImageUrl: string | null;
    hints: Hint[];
  }): Promise<{ id: number; name: string }>;
  createLink(link: { code: string; puzzlePieceId: number; domain: string; place: Place | null }): Promise<unknown>;
  createQuestionnaire(questionnaire: QuestionnaireInput): Promise<unknown>;
  createEvent(event: EventCreateInput): Promise<unknown>;
  /** A piece's image reference as createPiece takes it (a local file becomes a data: URL); absent: passed on as it is. */
  pieceImage?(reference: string | null): Promise<string | null>;
}

export interface ApplyOptions {
  /** The host of every new QR link, already checked against the server's QR domains. */
  domain: string;
  /** Pieces that exist already, by name: a planned link may point at one. */
  pieceIds: ReadonlyMap<string, number>;
  /** Relative event dates count from here. */
  now: Date;
  /** Told how many steps follow, once every image has been read. */
  onStart?(steps: number): void;
  /** Told after each thing created. */
  onStep?(label: string): void;
}

/**
 * Creates what the plan lists, in dependency order: pieces, their links, questionnaires, the
 * event. Every image is read and checked before anything is created, so a bad file changes
 * nothing. A refusal part-way stops here; running again creates only what is still missing.
 */
export async function applySeed(plan: SeedPlan, target: SeedTarget, options: ApplyOptions): Promise<SeedCreated> {
  const image = (reference: string | null) => (target.pieceImage ? target.pieceImage(reference) : reference);
  const images = await Promise.all(plan.pieces.map((piece) => image(piece.image)));
  const clueImages = await Promise.all(plan.pieces.map((piece) => (piece.clueImage === null ? null : image(piece.clueImage))));
  const pieceIds = new Map(options.pieceIds);
  const created: SeedCreated = { pieces: [], links: [], questionnaires: [], event: null };
  options.onStart?.(plan.pieces.length + plan.links.length + plan.questionnaires.length + (plan.event ? 1 : 0));

  for (const [index, piece] of plan.pieces.entries()) {
    const made = await target.createPiece({
      name: piece.name,
      description: piece.description,
      imageUrl: images[index] ?? null,
      clue: piece.clue,
      clueImageUrl: clueImages[index] ?? null,
      hints: piece.hints,
    });
    pieceIds.set(made.name, made.id);
    created.pieces.push(made.name);
    options.onStep?.(made.name);
  }
  for (const link of plan.links) {
    const puzzlePieceId = pieceIds.get(link.pieceName);
    if (puzzlePieceId === undefined) throw new Error(`piece '${link.pieceName}' is missing after seeding pieces`);
    await target.createLink({ code: link.code, puzzlePieceId, domain: options.domain, place: link.place });
    created.links.push(link.code);
    options.onStep?.(link.code);
  }
  for (const questionnaire of plan.questionnaires) {
    await target.createQuestionnaire(questionnaire);
    created.questionnaires.push(questionnaire.title);
    options.onStep?.(questionnaire.title);
  }
  if (plan.event) {
    const { startDate, endDate } = eventDates(plan.event, options.now);
    const { name, description, prizeTiers, leaderboardVisibility, locationPolicy } = plan.event;
    await target.createEvent({ name, description, startDate, endDate, prizeTiers, leaderboardVisibility, locationPolicy });
    created.event = name;
    options.onStep?.(name);
  }
  return created;
}
