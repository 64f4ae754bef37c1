import path from 'node:path';
import { importReport, readRosterCsv, RosterFileError, rosterColumns, type RosterFile, type RosterKind } from '../../core/rosterImport';
import type { ImportResultDto } from '../../core/teams';
import { countOf } from '../../core/plural';
import { CliError, UsageError } from './errors';
import { readText } from './inputFiles';
import type { Output } from './output';

/** A `team,email` or `division,email` list (core/rosterImport.ts reads it); a file it cannot read is one error naming it. */
export async function readRosterFile<Kind extends RosterKind>(file: string, kind: Kind): Promise<RosterFile<Kind>> {
  if (path.extname(file).toLowerCase() !== '.csv') throw new UsageError(`FILE must be a .csv file of ${rosterColumns(kind)} rows (got ${file})`);
  const text = await readText(file);
  try {
    return readRosterCsv(text, kind);
  } catch (error) {
    if (error instanceof RosterFileError) throw new CliError(`${file}: ${error.message}`);
    throw error;
  }
}

/**
 * Sends the file's good rows (none: nothing is sent) and prints what was applied, then each row
 * not applied and why; any such row makes the command fail (exit 1) after the report, so a job
 * notices.
 */
export async function runImport(out: Output, file: RosterFile<RosterKind>, send: () => Promise<ImportResultDto>): Promise<void> {
  const answer = file.rows.length > 0 ? await send() : { applied: 0, problems: [] };
  const report = importReport(file, answer);
  out.result(report, () => out.line(`Applied ${countOf(report.applied, 'row')}, ${report.problems.length} not applied`));
  for (const problem of report.problems) out.notice(`Row ${problem.row}${problem.email ? ` (${problem.email})` : ''}: ${problem.problem}`);
  if (report.problems.length > 0) throw new CliError(`${report.problems.length} of ${report.applied + report.problems.length} rows not applied`);
}
