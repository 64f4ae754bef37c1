import Table from 'cli-table3';

/**
 * The only path to the terminal. Results go to stdout: JSON with --json, otherwise tables and
 * lines for people. Notices (instructions, warnings) and errors go to stderr, so stdout stays
 * parseable even when a command has to talk to the person running it.
 */
export interface Output {
  readonly json: boolean;
  readonly verbose: boolean;
  /** The command's result: JSON with --json, else whatever `human` prints. */
  result<T>(value: T, human: (value: T) => void): void;
  /** A line of the human result (stdout); dropped with --json, whose stdout is JSON only. */
  line(text: string): void;
  /** A table for people (stdout). */
  table(head: readonly string[], rows: readonly (readonly CellValue[])[]): void;
  /** Instructions, warnings and progress notes for the person (stderr), also with --json. */
  notice(text: string): void;
  /** The one-line error (stderr); JSON with --json. */
  error(message: string, exitCode: number, detail?: string): void;
  /** Raw bytes for stdout (e.g. `export users --out -`). */
  raw(data: string | Uint8Array): void;
}

/** No rule between rows: long lists stay readable. */
const COMPACT = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

export type CellValue = string | number | boolean | null | undefined;

export interface OutputStreams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export function createOutput(options: { json?: boolean; verbose?: boolean }, streams: OutputStreams = process): Output {
  const json = options.json === true;
  const verbose = options.verbose === true;
  const out = (text: string) => streams.stdout.write(`${text}\n`);
  const err = (text: string) => streams.stderr.write(`${text}\n`);

  return {
    json,
    verbose,
    result(value, human) {
      if (json) out(JSON.stringify(value, null, 2));
      else human(value);
    },
    line(text) {
      if (!json) out(text);
    },
    table(head, rows) {
      if (json) return;
      const table = new Table({ head: [...head], style: { head: [], border: [] }, chars: COMPACT });
      for (const row of rows) table.push(row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
      out(table.toString());
    },
    notice(text) {
      err(text);
    },
    error(message, exitCode, detail) {
      if (json) err(JSON.stringify({ error: { message, exitCode } }));
      else err(`Error: ${message}`);
      if (verbose && detail) err(detail);
    },
    raw(data) {
      streams.stdout.write(data);
    },
  };
}

/** '2026-05-01 09:30' in the organiser's time zone, or '' for none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
