import { Command } from 'commander';
import { z } from 'zod';
import { domainListText, readDomainList } from '../../core/divisionDomains';
import { countOf } from '../../core/plural';
import type { PrizeTierDto } from '../../core/prizeTiers';
import { divisionCreateSchema, type AdminDivisionDto, type divisionUpdateSchema } from '../../core/teams';
import type { CliAdminApi } from '../lib/client';
import { connect, parseOptions } from '../lib/context';
import { UsageError } from '../lib/errors';
import { askEvent, EVENT_HELP, eventIdOf, eventOptions } from '../lib/eventChoice';
import { findByIdOrName } from '../lib/idOrName';
import { PRIZE_TIER_FLAG, PRIZE_TIER_HELP, prizeTiersText, readPrizeTiers, repeated } from '../lib/prizeTierOptions';
import { confirmation } from '../lib/prompt';
import { readRosterFile, runImport } from '../lib/rosterFiles';

/** --domains as the server reads emailDomains: a comma list, each a domain ('' is none). */
const domainsOption = z.string().transform(readDomainList).pipe(divisionCreateSchema.shape.emailDomains.unwrap());

/** Each --prize-tier as typed (cli/lib/prizeTierOptions.ts reads them). */
const prizeTierOption = z.array(z.string());

const createOptions = eventOptions.extend({ domains: domainsOption.default([]), prizeTier: prizeTierOption.optional() });
const updateOptions = eventOptions.extend({
  name: divisionCreateSchema.shape.name.optional(),
  domains: domainsOption.optional(),
  prizeTier: prizeTierOption.optional(),
  sharedPrizeTiers: z.boolean().default(false),
});
const deleteOptions = eventOptions.extend({ yes: z.boolean().default(false) });

/** A division name given on the command line, checked as the server checks it. */
export function divisionNameArgument(raw: string): string {
  const parsed = divisionCreateSchema.shape.name.safeParse(raw);
  if (!parsed.success) throw new UsageError(`NAME: ${parsed.error.issues[0]?.message ?? 'invalid division name'}`);
  return parsed.data;
}

const DIVISION_HELP = 'the division, by ID or name (see `hunt divisions list`)';

/** The event's division that DIVISION names (the event from --event, else asked for). */
async function divisionOf(api: CliAdminApi, eventId: number | undefined, reference: string): Promise<AdminDivisionDto> {
  const event = eventId ?? (await askEvent(api));
  return findByIdOrName(await api.divisions(event), reference, { noun: 'division', list: `hunt divisions list --event ${event}` });
}

/** A division's prize tiers in the list's cell: its own, or the event's it shares. */
export function divisionTiersCell(tiers: readonly PrizeTierDto[] | null): string {
  return tiers === null ? "the event's" : prizeTiersText(tiers);
}

/** The same at the end of what `create` and `update` say. */
export function divisionTiersClause(tiers: readonly PrizeTierDto[] | null): string {
  return tiers === null ? "the event's prize tiers" : `prize tiers ${prizeTiersText(tiers)}`;
}

/**
 * The prize tiers --prize-tier and --shared-prize-tiers ask for: its own, the event's (null), or
 * undefined when neither was given. Own tiers are at least one, as in the panel's dialog.
 */
export function prizeTiersOf(options: { prizeTier?: string[]; sharedPrizeTiers?: boolean }): PrizeTierDto[] | null | undefined {
  if (options.prizeTier !== undefined && options.sharedPrizeTiers) throw new UsageError('Give --prize-tier or --shared-prize-tiers, not both');
  if (options.sharedPrizeTiers) return null;
  return options.prizeTier === undefined ? undefined : readPrizeTiers(options.prizeTier);
}

/** PATCH /api/admin/divisions/{id}'s body. */
type DivisionChange = z.input<typeof divisionUpdateSchema>;

/** `update`'s change from its options: only what was given, or a usage error when nothing was. */
export function divisionUpdate(options: { name?: string; domains?: string[]; prizeTier?: string[]; sharedPrizeTiers?: boolean }): DivisionChange {
  const prizeTiers = prizeTiersOf(options);
  const change: DivisionChange = {
    ...(options.name !== undefined && { name: options.name }),
    ...(options.domains !== undefined && { emailDomains: options.domains }),
    ...(prizeTiers !== undefined && { prizeTiers }),
  };
  if (Object.keys(change).length === 0) {
    throw new UsageError("Nothing to change: give --name, --domains ('' removes every domain), --prize-tier or --shared-prize-tiers");
  }
  return change;
}

/** `delete`'s question at a terminal: who loses the division, as the panel asks it. */
export function deleteDivisionQuestion(division: Pick<AdminDivisionDto, 'name' | 'players' | 'waiting'>): string {
  return `Delete division ${division.name}? Its ${countOf(division.players, 'student')} will have no division, and ${countOf(division.waiting, 'listed e-mail')} waiting for a first sign-in will get none. This cannot be undone.`;
}

/** What `delete` says it did. */
export function deletedDivisionText(division: Pick<AdminDivisionDto, 'id' | 'name' | 'players'>): string {
  const left = division.players === 0 ? '' : `; its ${countOf(division.players, 'student')} ${division.players === 1 ? 'has' : 'have'} no division now`;
  return `Deleted division ${division.id}: ${division.name}${left}`;
}

export function divisionRow(division: AdminDivisionDto) {
  return [division.id, division.name, domainListText(division.emailDomains), divisionTiersCell(division.prizeTiers), division.players, division.waiting];
}

export function divisionsCommand(): Command {
  const divisions = new Command('divisions').description("an event's divisions: list, create, update, delete, import a division,email list");

  divisions
    .command('list')
    .description("list an event's divisions, with their students and those waiting for their first sign-in")
    .option('--event <id>', EVENT_HELP)
    .action(async (raw: unknown, command: Command) => {
      const eventId = eventIdOf(parseOptions(eventOptions, raw));
      const { out, api } = await connect(command);
      const list = await api.divisions(eventId ?? (await askEvent(api)));
      out.result(list, () => {
        if (list.length === 0) return out.line('No divisions yet');
        out.table(['ID', 'Name', 'E-mail domains', 'Prize tiers', 'Players', 'Waiting'], list.map(divisionRow));
      });
    });

  divisions
    .command('create')
    .description('make a division; students whose e-mail is at one of its domains are given it')
    .argument('<name>', "the division's name")
    .option('--domains <list>', 'e-mail domains, comma separated (example.ac.uk also covers its subdomains)')
    .option(PRIZE_TIER_FLAG, `${PRIZE_TIER_HELP} (default: the event's tiers, applied within the division)`, repeated)
    .option('--event <id>', EVENT_HELP)
    .action(async (rawName: string, raw: unknown, command: Command) => {
      const options = parseOptions(createOptions, raw);
      const name = divisionNameArgument(rawName);
      const eventId = eventIdOf(options);
      const prizeTiers = prizeTiersOf(options) ?? null;
      const { out, api } = await connect(command);
      const division = await api.createDivision({ eventId: eventId ?? (await askEvent(api)), name, emailDomains: options.domains, prizeTiers });
      const domains = division.emailDomains.length > 0 ? ` for ${domainListText(division.emailDomains)}` : '';
      // The event's tiers are the default, so only tiers of its own are worth a word.
      const tiers = division.prizeTiers === null ? '' : `; ${divisionTiersClause(division.prizeTiers)}`;
      out.result(division, () => out.line(`Created division ${division.id}: ${division.name}${domains}${tiers}`));
    });

  divisions
    .command('update')
    .description("change a division's name, e-mail domains or prize tiers; only the options given change")
    .argument('<division>', DIVISION_HELP)
    .option('--name <name>', 'a new name')
    .option('--domains <list>', "its e-mail domains instead of the present ones, comma separated ('' removes them all)")
    .option(PRIZE_TIER_FLAG, `${PRIZE_TIER_HELP}; the tiers given replace its present ones`, repeated)
    .option('--shared-prize-tiers', "no prize tiers of its own: the event's, applied within the division")
    .option('--event <id>', EVENT_HELP)
    .action(async (reference: string, raw: unknown, command: Command) => {
      const options = parseOptions(updateOptions, raw);
      const eventId = eventIdOf(options);
      const changes = divisionUpdate(options);
      const { out, api } = await connect(command);
      const division = await divisionOf(api, eventId, reference);
      const updated = await api.updateDivision(division.id, changes);
      const domains = updated.emailDomains.length > 0 ? domainListText(updated.emailDomains) : 'no e-mail domains';
      out.result(updated, () => out.line(`Updated division ${updated.id}: ${updated.name}, ${domains}; ${divisionTiersClause(updated.prizeTiers)}`));
    });

  divisions
    .command('delete')
    .description('delete a division; its students, and the listed e-mails waiting for it, have none')
    .argument('<division>', DIVISION_HELP)
    .option('--yes', 'delete without asking (required under CI or without a terminal)')
    .option('--event <id>', EVENT_HELP)
    .action(async (reference: string, raw: unknown, command: Command) => {
      const options = parseOptions(deleteOptions, raw);
      const eventId = eventIdOf(options);
      const ask = confirmation(options.yes);
      const { out, api } = await connect(command);
      const division = await divisionOf(api, eventId, reference);
      await ask.confirm(deleteDivisionQuestion(division), `Nothing deleted: ${division.name} stays`);
      await api.deleteDivision(division.id);
      out.result({ id: division.id, name: division.name, deleted: true }, () => out.line(deletedDivisionText(division)));
    });

  divisions
    .command('import')
    .description('give students their division from a CSV of division,email rows (a header row is optional), before or after they first sign in')
    .argument('<file>', 'a .csv file')
    .option('--event <id>', EVENT_HELP)
    .action(async (file: string, raw: unknown, command: Command) => {
      const eventId = eventIdOf(parseOptions(eventOptions, raw));
      const roster = await readRosterFile(file, 'division');
      const { out, api } = await connect(command);
      const id = eventId ?? (await askEvent(api));
      await runImport(out, roster, () => api.assignDivisions({ eventId: id, rows: roster.rows }));
    });

  return divisions;
}
