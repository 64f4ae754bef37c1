import type { Command } from 'commander';
import type { z } from 'zod';
import { adminApi } from '../../core/client/admin';
import { HuntTransport, type CliAdminApi } from './client';
import { configPath, readStoredConfig, resolveConnection, type Connection } from './config';
import { UsageError } from './errors';
import { createOutput, type Output } from './output';

/** The program-wide options (program.ts), readable from any subcommand. */
export interface GlobalOptions {
  url?: string;
  token?: string;
  insecure?: boolean;
  json?: boolean;
  verbose?: boolean;
}

export function globalOptions(command: Command): GlobalOptions {
  return command.optsWithGlobals<GlobalOptions>();
}

export function outputFor(command: Command): Output {
  const { json, verbose } = globalOptions(command);
  return createOutput({ json, verbose });
}

export interface Connected {
  out: Output;
  /** The admin API's calls. */
  api: CliAdminApi;
  /** For the calls beyond the admin API's (who the token belongs to). */
  transport: HuntTransport;
  url: string;
  tokenSource: Connection['tokenSource'];
}

/** The server and token in effect (flags > env > config file); both are required. */
export async function connect(command: Command): Promise<Connected> {
  const options = globalOptions(command);
  const { url, token, tokenSource } = resolveConnection(options, process.env, await readStoredConfig(configPath()));
  if (!url) throw new UsageError('Missing --url (or HUNT_URL): the Campus Hunt server, e.g. https://hunt.campus.edu; `hunt login` remembers it');
  if (!token) throw new UsageError(`Missing --token (or HUNT_TOKEN): run \`hunt login --url ${url}\` first`);
  const transport = new HuntTransport(url, token);
  return { out: createOutput(options), api: adminApi(transport), transport, url, tokenSource };
}

/** '--per-page' for 'perPage'. */
export function flagName(key: PropertyKey): string {
  return `--${String(key).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Parses a command's options with zod; a bad value is a usage error naming its flag. */
export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const flag = issue?.path.length ? flagName(issue.path[0] ?? '') : 'options';
  throw new UsageError(`${flag}: ${issue?.message ?? 'invalid value'}`);
}
