// The browser build works in Node too, so the web's downloads and the server's ZIP share it.
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * Spreadsheet formula injection: a cell starting with =, +, -, @, tab or carriage return is
 * prefixed with ' so a spreadsheet shows it as text instead of running it.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type CsvValue = string | number | boolean | Date | null | undefined | object;

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** RFC 4180 CSV with a header row; every cell neutralised. */
export function toCsv<Row extends Record<string, CsvValue>>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): string {
  const records = rows.map((row) => columns.map((column) => neutraliseCell(cellText(row[column]))));
  return stringify([columns as string[], ...records], { eof: true, record_delimiter: '\r\n', quoted_match: /[",\r\n]/ });
}
