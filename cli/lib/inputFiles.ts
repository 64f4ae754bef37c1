import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { CliError, UsageError } from './errors';

/** A file's text, or a one-line error naming it. */
export async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `File not found: ${file}` : `Cannot read ${file}: ${(error as Error).message}`);
  }
}

export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Records of a .json file (an array, or one object) or a .csv file (a header row names the columns). */
export async function readRecords(file: string): Promise<unknown[]> {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.json' && extension !== '.csv') throw new UsageError(`FILE must be a .json or .csv file (got ${file})`);
  const text = await readText(file);
  if (extension === '.json') {
    const json = parseJson(text, file);
    return Array.isArray(json) ? json : [json];
  }
  // csv-parse is loaded only for CSV files.
  const { parse } = await import('csv-parse/sync');
  try {
    return parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as unknown[];
  } catch (error) {
    throw new CliError(`${file} is not valid CSV: ${(error as Error).message}`);
  }
}

/** Validates every record; the first problem names the file, the record (1-based) and the field. */
export function validateRecords<S extends z.ZodType>(schema: S, records: readonly unknown[], file: string): z.infer<S>[] {
  return records.map((record, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new CliError(`${file}, record ${index + 1}: ${field}${issue?.message ?? 'invalid'}`);
  });
}
