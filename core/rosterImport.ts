// The browser build works in Node too, so the panel and the CLI read a list the same way.
import { parse } from 'csv-parse/browser/esm/sync';
import type { z } from 'zod';
import { divisionAssignmentsSchema, MAX_IMPORT_ROWS, teamImportSchema, type ImportResultDto } from './teams';
import { english, wording, type Wording } from './wording';

/**
 * The lists an organiser imports: a CSV `team,email` (who is in which team) or `division,email`
 * (who is in which division). The panel and the CLI read a file here, send its good rows, and
 * show what the server could not apply beside what was refused before sending, each by the row
 * the organiser sees in their spreadsheet.
 */

const ROW_SCHEMAS = {
  team: teamImportSchema.shape.rows.element,
  division: divisionAssignmentsSchema.shape.rows.element,
};

export type RosterKind = keyof typeof ROW_SCHEMAS;
export type RosterRow<Kind extends RosterKind> = z.output<(typeof ROW_SCHEMAS)[Kind]>;
export type ImportProblem = ImportResultDto['problems'][number];

/** The columns a list has, as its header row names them. */
export const rosterColumns = (kind: RosterKind) => `${kind},email`;

export interface RosterFile<Kind extends RosterKind> {
  /** The rows to send, checked as the server checks them. */
  rows: RosterRow<Kind>[];
  /** Each row's number in the file (the header is row 1, as a spreadsheet numbers it). */
  fileRows: number[];
  /** Rows refused before sending, with why. */
  problems: ImportProblem[];
}

/** The index, among the rows sent, of a row the server could not apply (it numbers them from 1). */
export const sentIndex = (problem: ImportProblem) => problem.row - 1;

/**
 * A file that cannot be imported at all (not CSV, nothing in it, too many rows): `message` in
 * English (the CLI's), `wording` its template and values, which the panel words in its language.
 */
export class RosterFileError extends Error {
  constructor(readonly wording: Wording) {
    super(english(wording));
  }
}

interface NumberedRecord {
  cells: string[];
  /** The file's line the record ends on; a record is a line unless a quoted cell holds a line break. */
  row: number;
}

/** 'E-mail', ' Email ' and 'email' name the same column. */
const columnName = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

function readRecords(text: string): NumberedRecord[] {
  try {
    // With `info`, each record comes with where it was read (the library's types do not say so).
    const records = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ cells: record, row: info.lines }));
  } catch (error) {
    // The parser's own words (where it stopped, and why) stay as it gives them.
    throw new RosterFileError(wording('The file is not valid CSV: {detail}', { detail: error instanceof Error ? error.message : String(error) }));
  }
}

/**
 * Reads a list. A header row naming the two columns (in any order, among others) is used when
 * there is one; without it the first column is the team or division and the second the e-mail.
 * `parse` is given to each row's check: the panel's says zod's own words in its language.
 */
export function readRosterCsv<Kind extends RosterKind>(text: string, kind: Kind, parse?: z.core.ParseContext<z.core.$ZodIssue>): RosterFile<Kind> {
  const records = readRecords(text);
  const header = records[0]?.cells.map(columnName) ?? [];
  const hasHeader = header.includes(kind) && header.includes('email');
  const nameColumn = hasHeader ? header.indexOf(kind) : 0;
  const emailColumn = hasHeader ? header.indexOf('email') : 1;
  const data = hasHeader ? records.slice(1) : records;
  if (data.length === 0) throw new RosterFileError(wording('The file has no rows: one {columns} a line', { columns: rosterColumns(kind) }));
  if (data.length > MAX_IMPORT_ROWS) throw new RosterFileError(wording('The file has {rows} rows: at most {max} at a time', { rows: data.length, max: MAX_IMPORT_ROWS }));

  const file: RosterFile<Kind> = { rows: [], fileRows: [], problems: [] };
  const schema = ROW_SCHEMAS[kind] as (typeof ROW_SCHEMAS)[Kind];
  for (const { cells, row } of data) {
    const email = cells[emailColumn] ?? '';
    const parsed = schema.safeParse({ [kind]: cells[nameColumn] ?? '', email }, parse);
    if (parsed.success) {
      file.rows.push(parsed.data as RosterRow<Kind>);
      file.fileRows.push(row);
    } else {
      file.problems.push({ row, email, problem: parsed.error.issues[0]?.message ?? 'invalid row' });
    }
  }
  return file;
}

/**
 * What an import did, every problem named by its row in the file: those refused before sending
 * and those the server could not apply (its `row` counts the rows it was sent, from 1).
 */
export function importReport(file: RosterFile<RosterKind>, answer: ImportResultDto): ImportResultDto {
  const fromServer = answer.problems.map((problem) => ({ ...problem, row: file.fileRows[sentIndex(problem)] ?? problem.row }));
  return { applied: answer.applied, problems: [...file.problems, ...fromServer].sort((a, b) => a.row - b.row) };
}
