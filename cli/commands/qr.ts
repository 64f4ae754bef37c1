import { Command } from 'commander';
import { z } from 'zod';
import type { QrLinkDto } from '../../core/admin';
import { codeSchema } from '../../core/contracts';
import { generateCode, scanLink } from '../../core/scanCode';
import type { CliAdminApi } from '../lib/client';
import { connect, parseOptions } from '../lib/context';
import { CliError, UsageError } from '../lib/errors';
import { startProgress } from '../lib/progress';
import { addPlaceOptions, placeFromOptions, placeOptionsSchema } from '../lib/placeOptions';
import { choiceOrAsk, valueOrAsk } from '../lib/prompt';
import { countOf } from '../../core/plural';

const createOptions = placeOptionsSchema.extend({
  code: z.string().optional(),
  piece: z.string().trim().optional(),
  domain: z.string().trim().optional(),
  generate: z.boolean().default(false),
  screen: z.boolean().default(false),
});

const updateOptions = placeOptionsSchema.extend({
  active: z.boolean().optional(),
  clearPlace: z.boolean().default(false),
  screen: z.boolean().optional(),
});

const sheetOptions = z.object({
  codes: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean) : null)),
  format: z.enum(['pdf', 'png'], { error: "must be 'pdf' or 'png'" }).default('pdf'),
  paper: z.enum(['a4', 'letter'], { error: "must be 'a4' or 'letter'" }).default('a4'),
  perPage: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(4),
  out: z.string().min(1).optional(),
});

/** A piece by ID or by exact name. */
async function findPieceId(api: CliAdminApi, reference: string): Promise<number> {
  const pieces = await api.pieces();
  const match = pieces.find((piece) => String(piece.id) === reference || piece.name === reference);
  if (!match) throw new CliError(`No puzzle piece with ID or name '${reference}' (see \`hunt pieces list\`)`);
  return match.id;
}

/** The links to print: all, or the chosen codes in the order given (an unknown code is an error). */
export function chooseLinks(links: readonly QrLinkDto[], codes: readonly string[] | null): QrLinkDto[] {
  if (!codes) return [...links];
  const byCode = new Map(links.map((link) => [link.code, link]));
  const unknown = codes.filter((code) => !byCode.has(code));
  if (unknown.length) throw new CliError(`No QR link with code ${unknown.join(', ')} (see \`hunt qr list\`)`);
  return codes.map((code) => byCode.get(code) as QrLinkDto);
}

/** A link's state in a few words: active or not, printed or on a screen, and its place. */
function describeLink(link: QrLinkDto): string {
  const place = link.place ? `at ${link.place.latitude}, ${link.place.longitude} (${link.place.radiusM} m)` : 'no place';
  return `${link.isActive ? 'active' : 'inactive'}, ${link.screen ? 'on a screen' : 'printed'}, ${place}`;
}

export function qrCommand(): Command {
  const qr = new Command('qr').description('QR links: list, create, print sheets');

  qr.command('list')
    .description('list the QR links')
    .action(async (_raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const links = await api.links();
      out.result(
        links.map((link) => ({ ...link, link: scanLink(link.domain, link.code) })),
        (rows) => {
          if (rows.length === 0) return out.line('No QR links yet');
          out.table(
            ['Code', 'Puzzle Piece', 'Domain', 'Status', 'Scans', 'Link'],
            rows.map((l) => [l.code, l.puzzlePieceName, l.domain, l.isActive ? 'Active' : 'Inactive', l.scanCount, l.link]),
          );
        },
      );
    });

  addPlaceOptions(
    qr
      .command('create')
      .description('create a QR link for a puzzle piece')
      .option('--code <code>', 'the code (at most 10 characters, upper-cased)')
      .option('--generate', 'use a random 6-character code')
      .option('--piece <id-or-name>', 'the puzzle piece, by ID or exact name')
      .option('--domain <url>', "host printed in the link (default: the server's first QR domain)")
      .option('--screen', 'shown on a screen (/admin/display/ID): only its current rotating code counts'),
  ).action(async (raw: unknown, command: Command) => {
    const options = parseOptions(createOptions, raw);
    const place = placeFromOptions(options);
    const { out, api } = await connect(command);
    const rawCode = options.generate ? generateCode() : await valueOrAsk(options.code, { flag: '--code', message: 'Code', default: generateCode() });
    const code = codeSchema.safeParse(rawCode);
    if (!code.success) throw new UsageError(`--code: ${code.error.issues[0]?.message}`);
    const pieces = await api.pieces();
    const pieceRef = await choiceOrAsk(options.piece, {
      flag: '--piece',
      message: 'Puzzle piece',
      choices: pieces.map((piece) => ({ name: piece.name, value: String(piece.id) })),
    });
    const domain = options.domain ?? (await api.config()).qrDomains[0] ?? '';
    const puzzlePieceId = await findPieceId(api, pieceRef);
    const link = await api.createLink({ code: code.data, puzzlePieceId, domain, place: place ?? null, screen: options.screen });
    out.result({ ...link, link: scanLink(link.domain, link.code) }, (row) => out.line(`Created QR link ${row.code} for ${row.puzzlePieceName}: ${row.link}`));
  });

  addPlaceOptions(
    qr
      .command('update')
      .description("switch a QR link on or off, give it a place or take it away, or make it a screen's code")
      .argument('<code>', 'the code of the link')
      .option('--active', 'scans collect again')
      .option('--no-active', 'scans are refused as an invalid code')
      .option('--clear-place', 'the code no longer has a place')
      .option('--screen', 'only the current rotating code of /admin/display/ID counts')
      .option('--no-screen', 'a printed code: any scan of it counts'),
  ).action(async (code: string, raw: unknown, command: Command) => {
    const options = parseOptions(updateOptions, raw);
    const place = placeFromOptions(options);
    if (place && options.clearPlace) throw new UsageError('--clear-place: not with --lat and --lng');
    const update = {
      ...(options.active === undefined ? {} : { isActive: options.active }),
      ...(options.screen === undefined ? {} : { screen: options.screen }),
      ...(place ? { place } : options.clearPlace ? { place: null } : {}),
    };
    if (Object.keys(update).length === 0) throw new UsageError('nothing to change: give --active, --no-active, --lat/--lng, --clear-place, --screen or --no-screen');
    const { out, api } = await connect(command);
    const [link] = chooseLinks(await api.links(), [code.trim().toUpperCase()]);
    const updated = await api.updateLink((link as QrLinkDto).id, update);
    out.result(updated, (row) => out.line(`Updated QR link ${row.code}: ${describeLink(row)}`));
  });

  qr.command('sheet')
    .description('print-ready posters of QR codes (the PDF the admin panel prints, or PNG pages), each with "Scan me", its code in large type, the piece name and how to take part')
    .option('--codes <A,B,...>', 'only these codes (default: every link)')
    .option('--format <format>', 'pdf or png', 'pdf')
    .option('--paper <size>', 'a4 or letter', 'a4')
    .option('--per-page <n>', 'codes per page (each at least 6 cm wide)', '4')
    .option('--out <path>', 'the PDF file, or the base name of the PNG pages (PATH-1.png, …)')
    .action(async (raw: unknown, command: Command) => {
      const options = parseOptions(sheetOptions, raw);
      const { out, api } = await connect(command);
      const links = chooseLinks(await api.links(), options.codes);
      if (links.length === 0) throw new CliError('No QR links to print: create some with `hunt qr create` or `hunt seed`');
      const { writeSheets } = await import('../lib/sheets');
      const target = options.out ?? (options.format === 'pdf' ? 'qr-sheets.pdf' : 'qr-sheets');
      const progress = startProgress(out, Math.ceil(links.length / options.perPage), 'Drawing sheets');
      const sheetsOptions = { format: options.format, paper: options.paper, perPage: options.perPage, out: target };
      const result = await writeSheets(api, links, sheetsOptions, () => progress.tick()).finally(() => progress.stop());
      out.result(
        { files: result.files, pages: result.pages, codes: result.codes, qrSizeMm: Math.round(result.layout.qrMm) },
        (summary) => {
          out.line(`${countOf(summary.codes.length, 'code')} on ${countOf(summary.pages, 'page')}, each ${(summary.qrSizeMm / 10).toFixed(1)} cm wide:`);
          for (const file of summary.files) out.line(`  ${file}`);
        },
      );
    });

  return qr;
}
