import { Command } from 'commander';
import { z } from 'zod';
import { connect, parseOptions } from '../lib/context';
import { parseId } from '../lib/ids';
import { formatDate } from '../lib/output';
import { parseWhen } from '../lib/when';

const announceOptions = z.object({ at: z.string().optional(), piece: z.string().optional() });

/** `hunt announce "TEXT"`: a message to every student of the current event, now or at a time. */
export function announceCommand(): Command {
  return new Command('announce')
    .description('send an announcement to every student of the current event, now or at a time')
    .argument('<text>', 'the message (at most 280 characters)')
    .option('--at <when>', "when to send it: a date (2026-05-01T17:00), '+30m' or '+2h'; now when left out")
    .option('--piece <id>', 'the puzzle piece it is about (see `hunt pieces list`)')
    .action(async (text: string, raw: unknown, command: Command) => {
      const options = parseOptions(announceOptions, raw);
      const sendAt = options.at === undefined ? undefined : parseWhen(options.at, '--at').toISOString();
      const pieceId = options.piece === undefined ? undefined : parseId(options.piece, '--piece');
      const { out, api } = await connect(command);
      const announcement = await api.announce({ text, sendAt, pieceId });
      out.result(announcement, () =>
        out.line(announcement.sentAt ? `Sent announcement ${announcement.id}` : `Scheduled announcement ${announcement.id} for ${formatDate(announcement.sendAt)}`),
      );
    });
}
