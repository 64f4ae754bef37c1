import { Command } from 'commander';
import { z } from 'zod';
import { outputFor, parseOptions } from '../lib/context';
import { dataDirOption } from '../lib/embeddedDatabase';
import { UsageError } from '../lib/errors';

const dataDirFlag = ['--data-dir <dir>', 'embedded database folder (or DATA_DIR); stop the server first'] as const;

const backupOptions = z.object({
  out: z.string().min(1, 'must name a file').optional(),
  dataDir: z.string().min(1).optional(),
});

const restoreOptions = z.object({
  force: z.boolean().default(false),
  dataDir: z.string().min(1).optional(),
});

/** PostgreSQL has its own tools; these commands would otherwise back up an unused folder. */
function refusePostgres(): void {
  if (process.env.DATABASE_URL) {
    throw new UsageError('DATABASE_URL is set: back PostgreSQL up with pg_dump and pg_restore (docs/deploy.md); for the embedded database, unset it');
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function backedUpText(dataDir: string, file: string, bytes: number): string {
  return `Backed up ${dataDir} to ${file} (${megabytes(bytes)}): \`hunt restore ${file}\` brings it back`;
}

export function restoredText(file: string, dataDir: string, replaced: boolean): string {
  return `Restored ${file} into ${dataDir}${replaced ? ', replacing the database it held' : ''}: start the server`;
}

export function backupCommand(): Command {
  return new Command('backup')
    .description('write the embedded database (DATA_DIR) to one file; stop the server first (PostgreSQL: pg_dump, docs/deploy.md)')
    .option('--out <file>', 'the backup file to write')
    .option(...dataDirFlag)
    .action(async (raw: unknown, command: Command) => {
      const options = parseOptions(backupOptions, raw);
      if (!options.out) throw new UsageError('Missing --out FILE: where to write the backup');
      refusePostgres();
      const dataDir = dataDirOption(options.dataDir);
      // Loaded only here: no other command needs the embedded database.
      const { backUpEmbedded } = await import('../lib/embeddedBackup');
      const { bytes } = await backUpEmbedded(dataDir, options.out);
      const out = outputFor(command);
      out.result({ dataDir, file: options.out, bytes }, () => out.line(backedUpText(dataDir, options.out ?? '', bytes)));
    });
}

export function restoreCommand(): Command {
  return new Command('restore')
    .description('replace the embedded database (DATA_DIR) with a `hunt backup` file; stop the server first')
    .argument('<file>', 'the backup file')
    .option('--force', 'replace a folder that already holds a database')
    .option(...dataDirFlag)
    .action(async (file: string, raw: unknown, command: Command) => {
      const options = parseOptions(restoreOptions, raw);
      refusePostgres();
      const dataDir = dataDirOption(options.dataDir);
      const { restoreEmbedded } = await import('../lib/embeddedBackup');
      const { replaced } = await restoreEmbedded(file, dataDir, options.force);
      const out = outputFor(command);
      out.result({ file, dataDir, replaced }, () => out.line(restoredText(file, dataDir, replaced)));
    });
}
