import { Command } from 'commander';
import { z } from 'zod';
import type { EventDto, EventUpdateInput } from '../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../core/constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../core/language';
import { locationPolicySchema } from '../../core/place';
import { connect, parseOptions } from '../lib/context';
import { CliError, UsageError } from '../lib/errors';
import { parseId } from '../lib/ids';
import { formatDate } from '../lib/output';
import { choiceOrAsk, valueOrAsk } from '../lib/prompt';
import { parseWhen } from '../lib/when';
import { addTeamSettingsOptions, TEAM_SETTINGS_FLAGS, teamSettingsFromOptions, teamSettingsOptionsSchema } from '../lib/teamSettingsOptions';

const languageOption = z.enum(LANGUAGES, { error: `must be ${LANGUAGES.join(' or ')}` });
/** The --language option's help: the languages the hunt speaks, read from core/language.ts. */
const LANGUAGE_HELP = `the language for students whose browser asks for none the hunt speaks: ${LANGUAGES.join(' or ')}`;

const createOptions = teamSettingsOptionsSchema.extend({
  name: z.string().trim().optional(),
  description: z.string().trim().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  prizeTiers: z.boolean().default(true),
  sealed: z.boolean().default(false),
  locationPolicy: locationPolicySchema.default('flag'),
  freezeMinutes: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').default(0),
  language: languageOption.default(DEFAULT_LANGUAGE),
});

const updateOptions = teamSettingsOptionsSchema.extend({
  name: z.string().trim().min(1, 'must not be empty').optional(),
  description: z.string().trim().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  prizeTiers: z.enum(['default', 'none'], { error: "must be 'default' or 'none'" }).optional(),
  leaderboard: z.enum(['live', 'sealed'], { error: "must be 'live' or 'sealed'" }).optional(),
  locationPolicy: locationPolicySchema.optional(),
  freezeMinutes: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').optional(),
  language: languageOption.optional(),
});

/** The API's edit from the options given; an option left out leaves its field as it is. */
function eventUpdate(options: z.infer<typeof updateOptions>): EventUpdateInput {
  const update: EventUpdateInput = {};
  if (options.name !== undefined) update.name = options.name;
  if (options.description !== undefined) update.description = options.description || null;
  if (options.start !== undefined) update.startDate = parseWhen(options.start, '--start').toISOString();
  if (options.end !== undefined) update.endDate = parseWhen(options.end, '--end').toISOString();
  if (options.prizeTiers !== undefined) update.prizeTiers = options.prizeTiers === 'default' ? DEFAULT_PRIZE_TIERS.map((tier) => ({ ...tier })) : [];
  if (options.leaderboard !== undefined) update.leaderboardVisibility = options.leaderboard;
  if (options.locationPolicy !== undefined) update.locationPolicy = options.locationPolicy;
  if (options.freezeMinutes !== undefined) update.freezeMinutes = options.freezeMinutes;
  if (options.language !== undefined) update.language = options.language;
  return { ...update, ...teamSettingsFromOptions(options) };
}

const completeOptions = z.object({ active: z.boolean().default(false) });

const cloneOptions = z.object({
  name: z.string().trim().min(1, 'must not be empty').optional(),
  description: z.string().trim().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
});

/** 'solo', 'teams of 5' or 'solo and teams of 5'. */
export function modeLabel(event: Pick<EventDto, 'mode' | 'teamSize'>): string {
  if (event.mode === 'solo') return 'solo';
  return `${event.mode === 'teams' ? 'teams' : 'solo and teams'} of ${event.teamSize}`;
}

function eventRow(event: EventDto) {
  return [event.id, event.name, event.status, modeLabel(event), formatDate(event.startDate), formatDate(event.endDate), event.prizeTiers.length, event.leaderboardVisibility];
}

export function eventsCommand(): Command {
  const events = new Command('events').description('events: list, create, clone, update, start, complete, board');

  events
    .command('list')
    .description('list the events')
    .action(async (_raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const list = await api.events();
      out.result(list, () => {
        if (list.length === 0) return out.line('No events yet');
        out.table(['ID', 'Name', 'Status', 'Mode', 'Starts', 'Ends', 'Prize Tiers', 'Leaderboard'], list.map(eventRow));
      });
    });

  addTeamSettingsOptions(
    events
      .command('create')
      .description('create an event (with the default prize tiers); it becomes active by itself at its start')
      .option('--name <name>', 'name of the event')
      .option('--description <text>', 'a line about it')
      .option('--start <when>', "start: a date (2026-05-01T09:00), 'now' or '+1d'")
      .option('--end <when>', "end: a date, or '+7d' from now")
      .option('--no-prize-tiers', 'no prize tiers (default: Platinum 99, Gold 95, Silver 90, Bronze 75)')
      .option('--sealed', 'hide the leaderboard from participants until the event is completed')
      .option('--location-policy <policy>', "scans far from a code's place: off, flag (collect and mark) or enforce (refuse)", 'flag')
      .option('--freeze-minutes <n>', 'freeze the public board this many minutes before the end (0: never)', '0')
      .option('--language <language>', LANGUAGE_HELP, DEFAULT_LANGUAGE),
  ).action(async (raw: unknown, command: Command) => {
    const options = parseOptions(createOptions, raw);
    const { out, api } = await connect(command);
    const name = await valueOrAsk(options.name, { flag: '--name', message: 'Event name' });
    const start = parseWhen(await valueOrAsk(options.start, { flag: '--start', message: 'Start (date, now or +1d)', default: 'now' }), '--start');
    const end = parseWhen(await valueOrAsk(options.end, { flag: '--end', message: 'End (date or +7d)', default: '+7d' }), '--end');
    if (end <= start) throw new UsageError('--end must be after --start');
    const event = await api.createEvent({
      name,
      description: options.description || null,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      prizeTiers: options.prizeTiers ? DEFAULT_PRIZE_TIERS.map((tier) => ({ ...tier })) : [],
      leaderboardVisibility: options.sealed ? 'sealed' : 'live',
      locationPolicy: options.locationPolicy,
      freezeMinutes: options.freezeMinutes,
      language: options.language,
      ...teamSettingsFromOptions(options),
    });
    out.result(event, () => out.line(`Created event ${event.id}: ${event.name} (${event.status})`));
  });

  events
    .command('clone')
    .description("a new event with an event's settings and prize tiers, and copies of its own pieces (new QR codes) and questionnaires")
    .argument('<id>', 'the event to clone (see `hunt events list`)')
    .option('--name <name>', "name of the new event (default: the source's name with ' (copy)')")
    .option('--description <text>', "a line about it (default: the source's)")
    .option('--start <when>', "start: a date (2026-05-01T09:00), 'now' or '+1d'")
    .option('--end <when>', "end: a date, or '+7d' from now")
    .action(async (rawId: string, raw: unknown, command: Command) => {
      const options = parseOptions(cloneOptions, raw);
      const id = parseId(rawId);
      const { out, api } = await connect(command);
      const source = (await api.events()).find((event) => event.id === id);
      if (!source) throw new CliError(`No event ${id}: see \`hunt events list\``);
      const start = parseWhen(await valueOrAsk(options.start, { flag: '--start', message: 'Start (date, now or +1d)' }), '--start');
      const end = parseWhen(await valueOrAsk(options.end, { flag: '--end', message: 'End (date or +7d)' }), '--end');
      if (end <= start) throw new UsageError('--end must be after --start');
      const event = await api.cloneEvent(id, {
        name: options.name ?? `${source.name} (copy)`,
        description: options.description ?? source.description,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        prizeTiers: source.prizeTiers,
        leaderboardVisibility: source.leaderboardVisibility,
        locationPolicy: source.locationPolicy,
        freezeMinutes: source.freezeMinutes,
        mode: source.mode,
        teamSize: source.teamSize,
        teamFormation: source.teamFormation,
        lateJoining: source.lateJoining,
        divisionChoice: source.divisionChoice,
        language: source.language,
      });
      out.result(event, () => out.line(`Cloned event ${source.id} as event ${event.id}: ${event.name} (${event.status})`));
    });

  addTeamSettingsOptions(
    events
      .command('update')
      .description('change an event until it is completed; only the options given change')
      .argument('<id>', 'the event ID (see `hunt events list`)')
      .option('--name <name>', 'a new name')
      .option('--description <text>', "a new line about it ('' removes it)")
      .option('--start <when>', "a new start: a date (2026-05-01T09:00), 'now' or '+1d' (not for a running event)")
      .option('--end <when>', "a new end: a date, or '+7d' from now")
      .option('--prize-tiers <set>', "'default' (Platinum 99, Gold 95, Silver 90, Bronze 75) or 'none'")
      .option('--leaderboard <visibility>', "'live', or 'sealed' until the event is completed")
      .option('--location-policy <policy>', "scans far from a code's place: off, flag (collect and mark) or enforce (refuse)")
      .option('--freeze-minutes <n>', 'freeze the public board this many minutes before the end (0: never)')
      .option('--language <language>', LANGUAGE_HELP),
  ).action(async (rawId: string, raw: unknown, command: Command) => {
    const id = parseId(rawId);
    const update = eventUpdate(parseOptions(updateOptions, raw));
    if (Object.keys(update).length === 0) {
      const flags = ['--name', '--description', '--start', '--end', '--prize-tiers', '--leaderboard', '--location-policy', '--freeze-minutes', '--language', ...TEAM_SETTINGS_FLAGS];
      throw new UsageError(`Nothing to change: give ${flags.slice(0, -1).join(', ')} or ${flags.at(-1)}`);
    }
    const { out, api } = await connect(command);
    const event = await api.updateEvent(id, update);
    out.result(event, () => out.line(`Updated event ${event.id}: ${event.name} (${event.status}), ${formatDate(event.startDate)} to ${formatDate(event.endDate)}`));
  });

  events
    .command('start')
    .description('start a scheduled event now (it ends at its end date); refused while another event is active')
    .argument('[id]', 'the event ID (see `hunt events list`)')
    .action(async (rawId: string | undefined, _raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const id =
        rawId !== undefined
          ? parseId(rawId)
          : await choiceOrAsk<number>(undefined, {
              flag: 'ID',
              message: 'Event to start now',
              choices: (await api.events())
                .filter((event) => event.status === 'scheduled')
                .map((event) => ({ name: `${event.name} (${event.id})`, value: event.id })),
            });
      const event = await api.startEvent(id);
      out.result(event, () => out.line(`Started event ${event.id}: ${event.name}; it ends ${formatDate(event.endDate)}`));
    });

  events
    .command('board')
    .description("an event's leaderboard: the current event's live, a completed one's as it ended (all e-mails in full)")
    .argument('[id]', 'the event ID (see `hunt events list`); the current event when left out')
    .action(async (rawId: string | undefined, _raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const board = await api.leaderboard(rawId === undefined ? undefined : parseId(rawId));
      out.result(board, () => {
        if (board.entries.length === 0) return out.line('No participants yet');
        // Finishers with their points, tier and prize; below them everyone still hunting, by pieces found.
        out.table(
          ['Rank', 'Name', 'E-mail', 'Points', 'Pieces', 'Tier', 'Prize'],
          board.entries.map((entry) => [
            entry.rank,
            entry.userName,
            entry.email ?? '',
            entry.completedAt === null ? 'hunting' : entry.totalPoints,
            entry.piecesFound,
            entry.tier ?? '',
            entry.prize ?? '',
          ]),
        );
        if (board.totalRanked > board.entries.length) out.line(`Top ${board.entries.length}, ${board.totalRanked} finished`);
      });
    });

  events
    .command('complete')
    .description('complete the active event: the leaderboard is published to everyone')
    .argument('[id]', 'the event ID (see `hunt events list`)')
    .option('--active', 'complete whichever event is active')
    .action(async (rawId: string | undefined, raw: unknown, command: Command) => {
      const options = parseOptions(completeOptions, raw);
      const { out, api } = await connect(command);
      let id: number | undefined;
      if (rawId !== undefined) {
        id = parseId(rawId);
      } else {
        const active = (await api.events()).filter((event) => event.status === 'active');
        if (options.active) {
          if (!active[0]) throw new CliError('No event is active: nothing to complete');
          id = active[0].id;
        } else {
          id = await choiceOrAsk<number>(undefined, {
            flag: 'ID (or --active)',
            message: 'Event to complete',
            choices: active.map((event) => ({ name: `${event.name} (${event.id})`, value: event.id })),
          });
        }
      }
      const event = await api.completeEvent(id);
      out.result(event, () => out.line(`Completed event ${event.id}: ${event.name}; the leaderboard is published`));
    });

  return events;
}
