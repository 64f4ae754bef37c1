import { existsSync } from 'node:fs';
import path from 'node:path';
import { CliError, UsageError } from './errors';

/**
 * The rules for a command that opens the embedded database's folder itself (`tokens create`,
 * `backup`, `restore`): where it is, and that no server holds it.
 */

/** --data-dir, else DATA_DIR: never a guessed default, so no command opens or replaces the wrong folder. */
export function dataDirOption(flag: string | undefined): string {
  const dataDir = flag ?? process.env.DATA_DIR;
  if (!dataDir) throw new UsageError('Missing --data-dir (or DATA_DIR): the embedded database folder');
  return dataDir;
}

export function refuseMissing(dataDir: string): void {
  if (!existsSync(dataDir)) throw new CliError(`The embedded database folder ${dataDir} does not exist (DATA_DIR): start the server once first`);
}

/** PGlite writes postmaster.pid while it is open and removes it on a clean close. */
export function refuseWhileInUse(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    // Two processes on one embedded database would corrupt it.
    throw new CliError(
      `The embedded database in ${dataDir} is in use (postmaster.pid): stop the server first (if none is running, it stopped uncleanly: start and stop it once)`,
    );
  }
}
