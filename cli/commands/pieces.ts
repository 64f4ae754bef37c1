import path from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import { pieceCreateSchema } from '../../core/admin';
import { imageUrlLabel } from '../../core/imageTypes';
import { singleLineText } from '../../core/text';
import { reportBulk, runBulk } from '../lib/bulk';
import type { CliAdminApi } from '../lib/client';
import { connect, parseOptions } from '../lib/context';
import { imageUrlFor } from '../lib/images';
import { readRecords, validateRecords } from '../lib/inputFiles';
import { parseId } from '../lib/ids';
import { valueOrAsk } from '../lib/prompt';

const blankAsNull = (value: string | null | undefined) => value || null;

/** A CSV row's hints come as columns hint1, hint1Cost … hint3, hint3Cost; a JSON record's as `hints`. */
function hintsFromColumns(record: unknown): unknown {
  if (typeof record !== 'object' || record === null || 'hints' in record) return record;
  const columns = record as Record<string, unknown>;
  const hints = [1, 2, 3].flatMap((n) => {
    const text = columns[`hint${n}`];
    if (typeof text !== 'string' || text.trim() === '') return [];
    const cost = columns[`hint${n}Cost`];
    return [{ text, cost: typeof cost === 'string' && cost.trim() !== '' ? Number(cost) : (cost ?? 0) }];
  });
  return { ...columns, hints };
}

/**
 * One piece in an import file (JSON, or CSV columns name, description, image, clue, hint1,
 * hint1Cost … hint3Cost). Every field is checked as the server checks it (control characters,
 * lengths, at most three hints), so a bad record is refused before any piece is created.
 */
const pieceRecordSchema = z.preprocess(
  hintsFromColumns,
  z.object({
    name: singleLineText('name').min(1, 'name is required').max(100, 'name must be at most 100 characters'),
    description: pieceCreateSchema.shape.description.transform(blankAsNull),
    image: singleLineText('image').nullish().transform(blankAsNull),
    clue: pieceCreateSchema.shape.clue,
    hints: pieceCreateSchema.shape.hints,
  }),
);
export type PieceRecord = z.infer<typeof pieceRecordSchema>;

// Trimmed and checked by pieceRecordSchema, so a blank --name is refused by name rather than taken as missing.
const addOptions = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  clue: z.string().optional(),
  event: z.string().optional(),
});

/** Creates a piece, its image read relative to `baseDir` (or passed through as a URL); every event's unless `eventId` names one. */
export async function createPieceFrom(api: CliAdminApi, piece: PieceRecord, baseDir: string, eventId: number | null = null) {
  const imageUrl = await imageUrlFor(piece.image, baseDir);
  return api.createPiece({ name: piece.name, description: piece.description, imageUrl, eventId, clue: piece.clue, hints: piece.hints });
}

export function piecesCommand(): Command {
  const pieces = new Command('pieces').description('puzzle pieces: list, add one, import many with their images');

  pieces
    .command('list')
    .description('list the puzzle pieces')
    .action(async (_raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const list = await api.pieces();
      out.result(list, () => {
        if (list.length === 0) return out.line('No puzzle pieces yet');
        out.table(
          ['ID', 'Name', 'Image', 'Description', 'QR links', 'Collected'],
          list.map((p) => [p.id, p.name, imageUrlLabel(p.imageUrl), p.description, p.qrLinkCount, p.collectedCount]),
        );
      });
    });

  pieces
    .command('add')
    .description('add one puzzle piece')
    .option('--name <name>', 'name of the piece')
    .option('--description <text>', 'where it is hidden, or a hint')
    .option('--image <path-or-url>', 'a PNG, JPEG, WebP or GIF file (at most 500KB) or an http(s) URL')
    .option('--clue <text>', 'the riddle, cipher or photo detail that leads to its code (every student sees it)')
    .option('--event <id>', "only this event's (its clone copies it); every event's when left out")
    .action(async (raw: unknown, command: Command) => {
      const options = parseOptions(addOptions, raw);
      const eventId = options.event === undefined ? null : parseId(options.event, '--event');
      const { out, api } = await connect(command);
      const name = await valueOrAsk(options.name, { flag: '--name', message: 'Piece name' });
      const record = parseOptions(pieceRecordSchema, { name, description: options.description, image: options.image, clue: options.clue ?? null });
      const running = (await api.events()).find((event) => event.status === 'active');
      if (running && (eventId === null || eventId === running.id)) {
        out.notice(`${running.name} is running: students who have finished stay finished; everyone still hunting will need this piece too.`);
      }
      const piece = await createPieceFrom(api, record, process.cwd(), eventId);
      out.result(piece, () => out.line(`Created puzzle piece ${piece.id}: ${piece.name} (${imageUrlLabel(piece.imageUrl)})`));
    });

  pieces
    .command('import')
    .description('import pieces from a JSON array or a CSV file (columns name, description, image, clue, hint1, hint1Cost … hint3Cost); existing names are skipped')
    .argument('<file>', 'a .json or .csv file; image paths are relative to it, or http(s) URLs')
    .action(async (file: string, _raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const records = validateRecords(pieceRecordSchema, await readRecords(file), file);
      const existing = new Set((await api.pieces()).map((piece) => piece.name));
      const baseDir = path.dirname(path.resolve(file));
      const report = { created: [] as string[], skipped: [] as string[], failed: [] as { item: string; error: string }[] };
      const fresh: PieceRecord[] = [];
      for (const record of records) {
        if (existing.has(record.name)) report.skipped.push(record.name);
        else {
          existing.add(record.name);
          fresh.push(record);
        }
      }
      report.failed = await runBulk(out, 'Importing pieces', fresh, (piece) => piece.name, async (piece) => {
        await createPieceFrom(api, piece, baseDir);
        report.created.push(piece.name);
      });
      reportBulk(out, 'piece', report);
    });

  return pieces;
}
