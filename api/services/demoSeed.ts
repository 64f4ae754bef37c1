import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventCreateSchema, pieceCreateSchema, qrLinkCreateSchema } from '../../core/admin';
import { checkQrDomain } from '../../core/qrDomains';
import { parseSeedFile, type SeedFile } from '../../core/seedFile';
import { applySeed, planSeed, type SeedCreated, type SeedTarget } from '../../core/seedPlan';
import { listEvents } from '../repos/events';
import { countPieces } from '../repos/pieces';
import { listQuestionnairesWithResponseCount } from '../repos/questionnaires';
import { createEvent } from './adminEvents';
import { createPiece } from './adminPieces';
import { createQrLink } from './adminQrLinks';
import { createQuestionnaire } from './adminQuestionnaires';
import { loadSeedImage } from './seedImages';
import type { Deps } from '../deps';

/** The demo event `hunt seed` sets up too; found beside this module, whatever the working directory. */
export const DEMO_SEED_FILE = fileURLToPath(new URL('../../seed/demo-event.json', import.meta.url));

/**
 * Seeding through the admin services, each input checked by the admin API's own schema, so the
 * embedded first start creates exactly what `hunt seed` would create over HTTP.
 */
function serviceTarget(deps: Deps, baseDir: string): SeedTarget {
  return {
    createPiece: (piece) => createPiece(deps, pieceCreateSchema.parse(piece)),
    createLink: (link) => createQrLink(deps, qrLinkCreateSchema.parse(link)),
    createQuestionnaire: (questionnaire) => createQuestionnaire(deps, questionnaire),
    createEvent: (event) => createEvent(deps, eventCreateSchema.parse(event)),
    pieceImage: (reference) => loadSeedImage(reference, baseDir),
  };
}

async function readSeed(file: string): Promise<SeedFile> {
  try {
    return parseSeedFile(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    // Named like the CLI names it: the file, then the field (SeedFileError) or what went wrong.
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The file's domain, else the first QR domain; refused before anything is created unless offered. */
function linkDomain(deps: Deps, wanted: string | undefined): string {
  const offered = deps.config.qrDomains;
  const { domain, offered: isOffered } = checkQrDomain(wanted ?? offered[0] ?? deps.config.publicUrl, offered);
  if (!isOffered) throw new Error(`${domain} is not one of the QR domains (${offered.join(', ')}): set QR_DOMAINS or change the seed file's domain`);
  return domain;
}

/**
 * Applies a seed file to a database that has no puzzle piece yet: the plan and apply step of
 * `hunt seed` (core/seedPlan.ts) over the admin services. With no piece there is no QR link
 * either; questionnaires and events that exist by title or name are left alone. Returns what
 * was created, or null when a piece exists.
 */
export async function seedIfNoPieces(deps: Deps, file = DEMO_SEED_FILE): Promise<SeedCreated | null> {
  if ((await countPieces(deps.db)) > 0) return null;
  const seed = await readSeed(file);
  const [questionnaires, events] = await Promise.all([listQuestionnairesWithResponseCount(deps.db), listEvents(deps.db)]);
  const plan = planSeed(seed, {
    pieceNames: [],
    links: [],
    questionnaireTitles: questionnaires.map((questionnaire) => questionnaire.title),
    eventNames: events.map((event) => event.name),
  });
  const domain = plan.links.length > 0 ? linkDomain(deps, seed.domain) : '';
  return applySeed(plan, serviceTarget(deps, path.dirname(file)), { domain, pieceIds: new Map(), now: new Date() });
}

/**
 * The embedded database's first start: the demo event, so a fresh clone has a hunt to play. A
 * failure is logged and the server starts anyway (docs/decisions.md): what was created stays,
 * and `hunt seed seed/demo-event.json` adds whatever is missing.
 */
export async function seedDemoOnFirstStart(deps: Deps, file = DEMO_SEED_FILE): Promise<void> {
  try {
    if (await seedIfNoPieces(deps, file)) deps.logger.info('seeded the demo event into the empty embedded database');
  } catch (error) {
    deps.logger.error({ err: error }, 'the demo event could not be seeded: run `hunt seed seed/demo-event.json` to add what is missing');
  }
}
