import { Command } from 'commander';
import { z } from 'zod';
import { domainListText, readDomainList } from '../../core/divisionDomains';
import { divisionCreateSchema, type AdminDivisionDto } from '../../core/teams';
import { connect, parseOptions } from '../lib/context';
import { UsageError } from '../lib/errors';
import { askEvent, EVENT_HELP, eventIdOf, eventOptions } from '../lib/eventChoice';
import { readRosterFile, runImport } from '../lib/rosterFiles';

const createOptions = eventOptions.extend({
  domains: z
    .string()
    .default('')
    .transform(readDomainList)
    .pipe(divisionCreateSchema.shape.emailDomains.unwrap()),
});

/** A division name given on the command line, checked as the server checks it. */
export function divisionNameArgument(raw: string): string {
  const parsed = divisionCreateSchema.shape.name.safeParse(raw);
  if (!parsed.success) throw new UsageError(`NAME: ${parsed.error.issues[0]?.message ?? 'invalid division name'}`);
  return parsed.data;
}

export function divisionRow(division: AdminDivisionDto) {
  return [division.id, division.name, domainListText(division.emailDomains), division.players, division.waiting];
}

export function divisionsCommand(): Command {
  const divisions = new Command('divisions').description("an event's divisions: list, create, import a division,email list");

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
        out.table(['ID', 'Name', 'E-mail domains', 'Players', 'Waiting'], list.map(divisionRow));
      });
    });

  divisions
    .command('create')
    .description('make a division; students whose e-mail is at one of its domains are given it')
    .argument('<name>', "the division's name")
    .option('--domains <list>', 'e-mail domains, comma separated (example.ac.uk also covers its subdomains)')
    .option('--event <id>', EVENT_HELP)
    .action(async (rawName: string, raw: unknown, command: Command) => {
      const options = parseOptions(createOptions, raw);
      const name = divisionNameArgument(rawName);
      const eventId = eventIdOf(options);
      const { out, api } = await connect(command);
      const division = await api.createDivision({ eventId: eventId ?? (await askEvent(api)), name, emailDomains: options.domains });
      const domains = division.emailDomains.length > 0 ? ` for ${domainListText(division.emailDomains)}` : '';
      out.result(division, () => out.line(`Created division ${division.id}: ${division.name}${domains}`));
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
