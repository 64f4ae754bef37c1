import path from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import type { EventDto } from '../../core/admin';
import { checkQrDomain } from '../../core/qrDomains';
import type { SeedFile } from '../../core/seedFile';
import { applySeed, planIsEmpty, plannedNames, planSeed, type EventRoster, type SeedCreated, type SeedTarget } from '../../core/seedPlan';
import type { CliAdminApi } from '../lib/client';
import { connect, parseOptions } from '../lib/context';
import { CliError } from '../lib/errors';
import { imageUrlFor } from '../lib/images';
import { startProgress, type Progress } from '../lib/progress';
import { readSeedFile } from '../lib/seedFile';
import { countOf } from '../../core/plural';

const seedOptions = z.object({ domain: z.string().trim().min(1).optional(), dryRun: z.boolean().default(false) });

/** The divisions and teams of the file's event when it exists and the file sets some up. */
async function readRoster(api: CliAdminApi, seed: SeedFile, events: readonly EventDto[]): Promise<EventRoster | undefined> {
  const event = seed.event && events.find((candidate) => candidate.name === seed.event?.name);
  if (!event || !seed.event || (seed.event.divisions.length === 0 && seed.event.teams.length === 0)) return undefined;
  const [divisions, teams] = await Promise.all([api.divisions(event.id), api.teams(event.id)]);
  return {
    divisions: divisions.map(({ name, emailDomains }) => ({ name, emailDomains })),
    teams: teams.map((team) => ({ name: team.name, memberEmails: team.members.map((member) => member.email.toLowerCase()) })),
  };
}

/** What the server has that seeding compares against. */
async function readExisting(api: CliAdminApi, seed: SeedFile) {
  const [pieces, links, questionnaires, events] = await Promise.all([
    api.pieces(),
    api.links(),
    api.questionnaires(),
    api.events(),
  ]);
  return {
    pieceIds: new Map(pieces.map((piece) => [piece.name, piece.id])),
    content: {
      pieceNames: pieces.map((piece) => piece.name),
      links: links.map((link) => ({ code: link.code, puzzlePieceName: link.puzzlePieceName })),
      questionnaireTitles: questionnaires.map((q) => q.title),
      eventNames: events.map((event) => event.name),
      roster: await readRoster(api, seed, events),
    },
  };
}

/** Seeding through the admin HTTP API; local images are read relative to the seed file. */
function apiTarget(api: CliAdminApi, baseDir: string): SeedTarget {
  return {
    createPiece: (piece) => api.createPiece(piece),
    createLink: (link) => api.createLink(link),
    createQuestionnaire: (questionnaire) => api.createQuestionnaire(questionnaire),
    createEvent: (event) => api.createEvent(event),
    pieceImage: (reference) => imageUrlFor(reference, baseDir),
    roster: {
      eventId: async (name) => {
        const event = (await api.events()).find((candidate) => candidate.name === name);
        if (!event) throw new CliError(`The event ${name} is missing after seeding it`);
        return event.id;
      },
      createDivision: (division) => api.createDivision(division),
      createTeam: (team) => api.createTeam(team),
      importTeams: (rows) => api.importTeams(rows),
    },
  };
}

/**
 * The host for new QR links: the one asked for, else the server's default. Checked against the
 * server's QR_DOMAINS before anything is created, so a wrong domain changes nothing.
 */
async function linkDomain(api: CliAdminApi, wanted: string | undefined, needed: boolean): Promise<string> {
  if (!needed) return '';
  const { qrDomains } = await api.config();
  const { domain, offered } = checkQrDomain(wanted ?? qrDomains[0] ?? '', qrDomains);
  if (!offered) throw new CliError(`${domain} is not one of the server's QR domains (${qrDomains.join(', ')}): set QR_DOMAINS on the server or pick one with --domain`);
  return domain;
}

function describe(created: SeedCreated): string[] {
  const lines: string[] = [];
  if (created.pieces.length) lines.push(`Created ${countOf(created.pieces.length, 'puzzle piece')}: ${created.pieces.join(', ')}`);
  if (created.links.length) lines.push(`Created ${countOf(created.links.length, 'QR link')}: ${created.links.join(', ')}`);
  if (created.questionnaires.length) lines.push(`Created ${countOf(created.questionnaires.length, 'questionnaire')}: ${created.questionnaires.join(', ')}`);
  if (created.event) lines.push(`Created the event ${created.event}`);
  const roster = created.roster;
  if (roster?.divisions.length) lines.push(`Created ${countOf(roster.divisions.length, 'division')}: ${roster.divisions.join(', ')}`);
  if (roster?.teams.length) lines.push(`Created ${countOf(roster.teams.length, 'team')}: ${roster.teams.join(', ')}`);
  if (roster?.members.length) lines.push(`Put ${countOf(roster.members.length, 'student')} in their team`);
  return lines;
}

export function seedCommand(): Command {
  return new Command('seed')
    .description('set up a whole event from a JSON file (pieces with images, QR links, questionnaires, the event with its divisions and teams); only what is missing is created, so running it again changes nothing')
    .argument('<file>', 'the seed file (see seed/demo-event.json)')
    .option('--domain <url>', "host printed in new QR links (default: the file's domain, else the server's first QR domain)")
    .option('--dry-run', 'say what would be created, change nothing')
    .action(async (file: string, raw: unknown, command: Command) => {
      const options = parseOptions(seedOptions, raw);
      const seed = await readSeedFile(file);
      const { out, api } = await connect(command);
      const existing = await readExisting(api, seed);
      const plan = planSeed(seed, existing.content);
      for (const warning of plan.warnings) out.notice(`Warning: ${warning}`);

      if (planIsEmpty(plan)) {
        out.result({ changed: false, created: { pieces: [], links: [], questionnaires: [], event: null }, warnings: plan.warnings }, () =>
          out.line('Nothing to do: the event is already set up'),
        );
        return;
      }
      if (options.dryRun) {
        const wouldCreate = plannedNames(plan);
        out.result({ changed: false, dryRun: true, wouldCreate, warnings: plan.warnings }, () => {
          for (const line of describe(wouldCreate)) out.line(line.replace(/^Created/, 'Would create').replace(/^Put/, 'Would put'));
        });
        return;
      }

      const domain = await linkDomain(api, options.domain ?? seed.domain, plan.links.length > 0);
      let progress: Progress | undefined;
      let created: SeedCreated;
      try {
        created = await applySeed(plan, apiTarget(api, path.dirname(path.resolve(file))), {
          domain,
          pieceIds: existing.pieceIds,
          now: new Date(),
          onStart: (steps) => (progress = startProgress(out, steps, 'Seeding')),
          onStep: (label) => progress?.tick(label),
        });
      } finally {
        progress?.stop();
      }
      for (const problem of created.roster?.problems ?? []) out.notice(`Warning: ${problem}`);
      out.result({ changed: true, created, warnings: plan.warnings }, () => {
        for (const line of describe(created)) out.line(line);
      });
    });
}
