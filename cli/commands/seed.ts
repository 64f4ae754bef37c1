import path from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import { checkQrDomain } from '../../core/qrDomains';
import { adminApi } from '../lib/adminApi';
import type { HuntClient } from '../lib/client';
import { connect, parseOptions } from '../lib/context';
import { CliError } from '../lib/errors';
import { imageUrlFor } from '../lib/images';
import { readText } from '../lib/inputFiles';
import type { Output } from '../lib/output';
import { startProgress } from '../lib/progress';
import { eventDates, parseSeedFile, planIsEmpty, planSeed, type SeedPlan } from '../lib/seedFile';

const seedOptions = z.object({ domain: z.string().trim().min(1).optional(), dryRun: z.boolean().default(false) });

export interface SeedCreated {
  pieces: string[];
  links: string[];
  questionnaires: string[];
  event: string | null;
}

/** What the server has that seeding compares against. */
async function readExisting(client: HuntClient) {
  const [pieces, links, questionnaires, events] = await Promise.all([
    adminApi.pieces(client),
    adminApi.links(client),
    adminApi.questionnaires(client),
    adminApi.events(client),
  ]);
  return {
    pieces,
    content: {
      pieceNames: pieces.map((piece) => piece.name),
      links: links.map((link) => ({ code: link.code, puzzlePieceName: link.puzzlePieceName })),
      questionnaireTitles: questionnaires.map((q) => q.title),
      eventNames: events.map((event) => event.name),
    },
  };
}

/** Creates what the plan lists, in dependency order: pieces, their links, questionnaires, the event. */
async function apply(client: HuntClient, out: Output, plan: SeedPlan, context: { baseDir: string; domain: string; pieceIds: Map<string, number> }) {
  // Every image is read and checked before anything is created, so a bad file changes nothing.
  const images = await Promise.all(plan.pieces.map((piece) => imageUrlFor(piece.image, context.baseDir)));
  const created: SeedCreated = { pieces: [], links: [], questionnaires: [], event: null };
  const total = plan.pieces.length + plan.links.length + plan.questionnaires.length + (plan.event ? 1 : 0);
  const progress = startProgress(out, total, 'Seeding');
  try {
    for (const [index, piece] of plan.pieces.entries()) {
      const made = await adminApi.createPiece(client, { name: piece.name, description: piece.description, imageUrl: images[index] ?? null });
      context.pieceIds.set(made.name, made.id);
      created.pieces.push(made.name);
      progress.tick(made.name);
    }
    for (const link of plan.links) {
      const puzzlePieceId = context.pieceIds.get(link.pieceName);
      if (puzzlePieceId === undefined) throw new Error(`piece '${link.pieceName}' is missing after seeding pieces`);
      await adminApi.createLink(client, { code: link.code, puzzlePieceId, domain: context.domain, place: link.place });
      created.links.push(link.code);
      progress.tick(link.code);
    }
    for (const questionnaire of plan.questionnaires) {
      await adminApi.createQuestionnaire(client, questionnaire);
      created.questionnaires.push(questionnaire.title);
      progress.tick(questionnaire.title);
    }
    if (plan.event) {
      const { startDate, endDate } = eventDates(plan.event, new Date());
      const { name, description, prizeTiers, leaderboardVisibility, locationPolicy } = plan.event;
      await adminApi.createEvent(client, { name, description, startDate, endDate, prizeTiers, leaderboardVisibility, locationPolicy });
      created.event = name;
      progress.tick(name);
    }
  } finally {
    progress.stop();
  }
  return created;
}

/**
 * The host for new QR links: the one asked for, else the server's default. Checked against the
 * server's QR_DOMAINS before anything is created, so a wrong domain changes nothing.
 */
async function linkDomain(client: HuntClient, wanted: string | undefined, needed: boolean): Promise<string> {
  if (!needed) return '';
  const { qrDomains } = await adminApi.config(client);
  const { domain, offered } = checkQrDomain(wanted ?? qrDomains[0] ?? '', qrDomains);
  if (!offered) throw new CliError(`${domain} is not one of the server's QR domains (${qrDomains.join(', ')}): set QR_DOMAINS on the server or pick one with --domain`);
  return domain;
}

function describe(created: SeedCreated): string[] {
  const lines: string[] = [];
  if (created.pieces.length) lines.push(`Created ${created.pieces.length} puzzle piece(s): ${created.pieces.join(', ')}`);
  if (created.links.length) lines.push(`Created ${created.links.length} QR link(s): ${created.links.join(', ')}`);
  if (created.questionnaires.length) lines.push(`Created ${created.questionnaires.length} questionnaire(s): ${created.questionnaires.join(', ')}`);
  if (created.event) lines.push(`Created the event ${created.event}`);
  return lines;
}

export function seedCommand(): Command {
  return new Command('seed')
    .description('set up a whole event from a JSON file (pieces with images, QR links, questionnaires, event); only what is missing is created, so running it again changes nothing')
    .argument('<file>', 'the seed file (see seed/demo-event.json)')
    .option('--domain <url>', "host printed in new QR links (default: the file's domain, else the server's first QR domain)")
    .option('--dry-run', 'say what would be created, change nothing')
    .action(async (file: string, raw: unknown, command: Command) => {
      const options = parseOptions(seedOptions, raw);
      const seed = parseSeedFile(await readText(file), file);
      const { out, client } = await connect(command);
      const existing = await readExisting(client);
      const plan = planSeed(seed, existing.content);
      for (const warning of plan.warnings) out.notice(`Warning: ${warning}`);

      if (planIsEmpty(plan)) {
        out.result({ changed: false, created: { pieces: [], links: [], questionnaires: [], event: null }, warnings: plan.warnings }, () =>
          out.line('Nothing to do: the event is already set up'),
        );
        return;
      }
      if (options.dryRun) {
        const wouldCreate = { pieces: plan.pieces.map((p) => p.name), links: plan.links.map((l) => l.code), questionnaires: plan.questionnaires.map((q) => q.title), event: plan.event?.name ?? null };
        out.result({ changed: false, dryRun: true, wouldCreate, warnings: plan.warnings }, () => {
          for (const line of describe(wouldCreate)) out.line(line.replace(/^Created/, 'Would create'));
        });
        return;
      }

      const domain = await linkDomain(client, options.domain ?? seed.domain, plan.links.length > 0);
      const pieceIds = new Map(existing.pieces.map((piece) => [piece.name, piece.id]));
      const created = await apply(client, out, plan, { baseDir: path.dirname(path.resolve(file)), domain, pieceIds });
      out.result({ changed: true, created, warnings: plan.warnings }, () => {
        for (const line of describe(created)) out.line(line);
      });
    });
}
