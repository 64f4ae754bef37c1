import type { EventCreateInput } from './admin';
import type { Hint } from './hints';
import type { Place } from './place';
import type { QuestionnaireInput } from './questionnaireSchema';
import { eventDates, type SeedDivision, type SeedEvent, type SeedFile, type SeedPiece } from './seedFile';
import { sentIndex } from './rosterImport';
import type { ImportResultDto } from './teams';

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
  /**
   * The divisions and teams of the file's event, when that event exists already (read once its
   * id is known). Absent for an existing event, none are planned for it.
   */
  roster?: EventRoster;
}

export interface EventRoster {
  divisions: readonly { name: string; emailDomains: readonly string[] }[];
  teams: readonly { name: string; memberEmails: readonly string[] }[];
}

/** The event's divisions, teams and team members still to set up. */
export interface RosterPlan {
  /** The event's name. */
  event: string;
  divisions: SeedDivision[];
  teams: string[];
  members: { team: string; email: string }[];
}

export interface SeedPlan {
  pieces: SeedPiece[];
  links: { code: string; pieceName: string; place: Place | null }[];
  questionnaires: QuestionnaireInput[];
  event: SeedEvent | null;
  /** Null when the file sets up no division or team, or they are all there. */
  roster: RosterPlan | null;
  /** Things in the file that exist differently on the server and are left alone. */
  warnings: string[];
}

/** What seeding created (or, for a dry run, would create), by name. */
export interface SeedCreated {
  pieces: string[];
  links: string[];
  questionnaires: string[];
  event: string | null;
  /** Only when the file sets up divisions or teams. */
  roster?: RosterCreated;
}

export interface RosterCreated {
  divisions: string[];
  teams: string[];
  /** Students put in their team. */
  members: { team: string; email: string }[];
  /** Students the server could not put in their team (not signed in yet, the team full), with why. */
  problems: string[];
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
  const event = seed.event && !existing.eventNames.includes(seed.event.name) ? seed.event : null;
  return {
    pieces: seed.pieces.filter((piece) => !pieceNames.has(piece.name)),
    links: plannedLinks,
    questionnaires: seed.questionnaires.filter((questionnaire) => !titles.has(questionnaire.title)),
    event,
    roster: seed.event ? planRoster(seed.event, event ? 'new' : existing.roster, warnings) : null,
    warnings,
  };
}

/**
 * An event's divisions, teams and members: all of them for an event the plan creates, else those
 * missing from it, matched by division and team name and a member's e-mail (none when they were
 * not read). A division there with other domains is left alone, with a warning.
 */
function planRoster(event: SeedEvent, roster: EventRoster | 'new' | undefined, warnings: string[]): RosterPlan | null {
  if (roster === undefined) return null;
  const existing = roster === 'new' ? null : roster;
  const divisions = new Map(existing?.divisions.map((division) => [division.name, division.emailDomains]));
  // A team's name is unique in its event whatever its case, so it is matched so too.
  const teams = new Map(existing?.teams.map((team) => [team.name.toLowerCase(), new Set(team.memberEmails)]));
  for (const division of event.divisions) {
    const domains = divisions.get(division.name);
    if (domains && domains.join() !== division.emailDomains.join()) warnings.push(`division '${division.name}' already exists with other e-mail domains: left as it is`);
  }
  const plan: RosterPlan = {
    event: event.name,
    divisions: event.divisions.filter((division) => !divisions.has(division.name)),
    teams: event.teams.filter((team) => !teams.has(team.name.toLowerCase())).map((team) => team.name),
    members: event.teams.flatMap((team) => team.members.filter((email) => !teams.get(team.name.toLowerCase())?.has(email)).map((email) => ({ team: team.name, email }))),
  };
  return plan.divisions.length + plan.teams.length + plan.members.length > 0 ? plan : null;
}

export function planIsEmpty(plan: SeedPlan): boolean {
  return plan.pieces.length === 0 && plan.links.length === 0 && plan.questionnaires.length === 0 && plan.event === null && plan.roster === null;
}

/** The names of everything the plan creates. */
export function plannedNames(plan: SeedPlan): SeedCreated {
  return {
    pieces: plan.pieces.map((piece) => piece.name),
    links: plan.links.map((link) => link.code),
    questionnaires: plan.questionnaires.map((questionnaire) => questionnaire.title),
    event: plan.event?.name ?? null,
    ...(plan.roster && {
      roster: { divisions: plan.roster.divisions.map((division) => division.name), teams: plan.roster.teams, members: plan.roster.members, problems: [] },
    }),
  };
}

/** Where seeding sets up an event's divisions and teams. */
export interface RosterTarget {
  /** The id of the event named so (seeding knows events by name), once it exists. */
  eventId(name: string): Promise<number>;
  createDivision(division: { eventId: number; name: string; emailDomains: string[] }): Promise<unknown>;
  createTeam(team: { eventId: number; name: string }): Promise<unknown>;
  /** Puts students in teams; the rows it could not apply come back with why. */
  importTeams(rows: { eventId: number; rows: { team: string; email: string }[] }): Promise<ImportResultDto>;
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
  /** An event's divisions and teams; a target without it cannot seed a file that has some. */
  roster?: RosterTarget;
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
 * event, its divisions, teams and team members. Every image is read and checked before anything
 * is created, so a bad file changes nothing. A refusal part-way stops here; running again creates
 * only what is still missing.
 */
export async function applySeed(plan: SeedPlan, target: SeedTarget, options: ApplyOptions): Promise<SeedCreated> {
  if (plan.roster && !target.roster) throw new Error('this seeding cannot set up divisions or teams: use `hunt seed`');
  const image = (reference: string | null) => (target.pieceImage ? target.pieceImage(reference) : reference);
  const images = await Promise.all(plan.pieces.map((piece) => image(piece.image)));
  const clueImages = await Promise.all(plan.pieces.map((piece) => (piece.clueImage === null ? null : image(piece.clueImage))));
  const pieceIds = new Map(options.pieceIds);
  const created: SeedCreated = { pieces: [], links: [], questionnaires: [], event: null };
  const rosterSteps = plan.roster ? plan.roster.divisions.length + plan.roster.teams.length + (plan.roster.members.length > 0 ? 1 : 0) : 0;
  options.onStart?.(plan.pieces.length + plan.links.length + plan.questionnaires.length + (plan.event ? 1 : 0) + rosterSteps);

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
    const { name, description, prizeTiers, leaderboardVisibility, locationPolicy, mode, teamSize, teamFormation, lateJoining, divisionChoice } = plan.event;
    await target.createEvent({ name, description, startDate, endDate, prizeTiers, leaderboardVisibility, locationPolicy, mode, teamSize, teamFormation, lateJoining, divisionChoice });
    created.event = name;
    options.onStep?.(name);
  }
  if (plan.roster && target.roster) created.roster = await applyRoster(plan.roster, target.roster, options);
  return created;
}

/** The divisions, then the teams, then every member in one import, whose refusals are reported rather than stopping the seeding. */
async function applyRoster(plan: RosterPlan, target: RosterTarget, options: ApplyOptions): Promise<RosterCreated> {
  const eventId = await target.eventId(plan.event);
  const created: RosterCreated = { divisions: [], teams: [], members: [], problems: [] };
  for (const { name, emailDomains } of plan.divisions) {
    await target.createDivision({ eventId, name, emailDomains });
    created.divisions.push(name);
    options.onStep?.(name);
  }
  for (const name of plan.teams) {
    await target.createTeam({ eventId, name });
    created.teams.push(name);
    options.onStep?.(name);
  }
  if (plan.members.length > 0) {
    const { problems } = await target.importTeams({ eventId, rows: plan.members });
    const refused = new Set(problems.map(sentIndex));
    created.members = plan.members.filter((_, index) => !refused.has(index));
    created.problems = problems.map((problem) => `${problem.email} not put in ${plan.members[sentIndex(problem)]?.team ?? 'a team'}: ${problem.problem}`);
    options.onStep?.(`${plan.members.length} team members`);
  }
  return created;
}
