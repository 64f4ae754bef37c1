import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { exportFileName, surveysCsv, surveysFileName, usersCsv, usersFileName } from '../../core/exportFiles';
import { connect, type Connected } from '../lib/context';
import { parseId } from '../lib/ids';
import { countOf } from '../../core/plural';

interface ExportOptions {
  out?: string;
  event?: string;
}

/** The event `--event` names, or the current one when it is left out. */
const eventOf = (options: ExportOptions) => (options.event === undefined ? undefined : parseId(options.event, '--event'));

/**
 * Writes to the file, or to stdout for '--out -'; then says what it wrote. The files hold
 * e-mail addresses, so they are readable by their owner only (0600), also when overwritten.
 */
async function save({ out }: Connected, target: string, data: string | Buffer, summary: Record<string, unknown>, human: string): Promise<void> {
  if (target === '-') {
    out.raw(data);
    return;
  }
  await writeFile(target, data, { mode: 0o600 });
  await chmod(target, 0o600);
  out.result({ file: target, ...summary }, () => out.line(human.replace('{file}', target)));
}

export function exportCommand(): Command {
  const exports = new Command('export').description('export data: users or surveys as CSV (like the admin panel), or everything as the ZIP');
  const outOption = ['--out <file>', 'where to write it (- for stdout)'] as const;
  const eventOption = ['--event <id>', "the event whose play it holds (see `hunt events list`); the current event's when left out"] as const;

  exports
    .command('users')
    .description('users CSV: id, email, firstName, lastName, role, collectionCount, createdAt')
    .option(...outOption)
    .option(...eventOption)
    .action(async (options: ExportOptions, command: Command) => {
      const connected = await connect(command);
      const users = await connected.api.users(eventOf(options));
      await save(connected, options.out ?? usersFileName(new Date()), usersCsv(users), { rows: users.length }, `Exported ${countOf(users.length, 'user')} to {file}`);
    });

  exports
    .command('surveys')
    .description('survey responses CSV: userId, userEmail, questionnaireTitle, responses (JSON), submittedAt')
    .option(...outOption)
    .option(...eventOption)
    .action(async (options: ExportOptions, command: Command) => {
      const connected = await connect(command);
      const responses = await connected.api.surveyResponses(undefined, eventOf(options));
      const note = responses.length === 0 ? 'No survey responses to export: wrote the header only to {file}' : `Exported ${countOf(responses.length, 'response')} to {file}`;
      await save(connected, options.out ?? surveysFileName(new Date()), surveysCsv(responses), { rows: responses.length }, note);
    });

  exports
    .command('all')
    .description("everything as the server's ZIP of CSVs (users, collection, scans, survey responses, leaderboard, events)")
    .option(...outOption)
    .option(...eventOption)
    .action(async (options: ExportOptions, command: Command) => {
      const connected = await connect(command);
      const { bytes, fileName } = await connected.api.exportData(eventOf(options));
      // Only the server's file name, never a path it might suggest.
      const target = options.out ?? (fileName ? path.basename(fileName) : exportFileName(new Date()));
      await save(connected, target, bytes, { bytes: bytes.length }, `Exported all data (${bytes.length} bytes) to {file}`);
    });

  return exports;
}
