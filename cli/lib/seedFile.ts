import { parseSeedFile, SeedFileError, type SeedFile } from '../../core/seedFile';
import { CliError } from './errors';
import { parseJson, readText } from './inputFiles';

/**
 * Reads a seed file (core/seedFile.ts says what one holds). Unreadable, invalid JSON or a bad
 * field is one CliError naming the file and, for a bad field, the field (e.g. pieces.2.code).
 */
export async function readSeedFile(file: string): Promise<SeedFile> {
  const json = parseJson(await readText(file), file);
  try {
    return parseSeedFile(json);
  } catch (error) {
    if (error instanceof SeedFileError) throw new CliError(`${file}: ${error.message}`);
    throw error;
  }
}
