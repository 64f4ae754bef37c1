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

/** A cell's text, neutralised unless it is a number: a longitude of -0.12 is data, not a formula. */
function safeCell(value: CsvValue): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : neutraliseCell(cellText(value));
}

/** RFC 4180 CSV with a header row; every text cell neutralised. */
export function toCsv<Row extends Record<string, CsvValue>>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): string {
  const records = rows.map((row) => columns.map((column) => safeCell(row[column])));
  return stringify([columns as string[], ...records], { eof: true, record_delimiter: '\r\n', quoted_match: /[",\r\n]/ });
}
