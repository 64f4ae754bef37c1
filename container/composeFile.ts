/**
 * compose.yaml, .env.example and the Caddyfile as the compose check reads them: parsed, and the
 * `${VAR}` forms Compose interpolates worked out the way Compose does, without Docker or a
 * registry (neither is reachable here).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

export const REPOSITORY = path.join(import.meta.dirname, '..');
export const repositoryFile = (name: string) => readFileSync(path.join(REPOSITORY, name), 'utf8');

const stringMap = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String));

const serviceSchema = z.object({
  image: z.string(),
  build: z.object({ context: z.string(), dockerfile: z.string() }).optional(),
  env_file: z.union([z.string(), z.array(z.string())]).optional(),
  environment: stringMap.optional(),
  depends_on: z.union([z.array(z.string()), z.record(z.string(), z.object({ condition: z.string() }))]).optional(),
  volumes: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
  healthcheck: z.object({ test: z.union([z.string(), z.array(z.string())]) }).optional(),
});
export type Service = z.infer<typeof serviceSchema>;

const composeSchema = z.object({
  services: z.record(z.string(), serviceSchema),
  volumes: z.record(z.string(), z.null()).optional(),
});
export type Compose = z.infer<typeof composeSchema>;

/** The file as written, `${…}` untouched; `<<:` merge keys applied as Compose applies them. */
export function readCompose(text = repositoryFile('compose.yaml')): Compose {
  return composeSchema.parse(parse(text, { merge: true }));
}

/** Compose's forms: $$, $VAR, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}. */
const VARIABLE = /\$(?:(\$)|([A-Za-z_]\w*)|\{([A-Za-z_]\w*)(?:(:?)([-?])([^}]*))?\})/g;

/** Every variable a text interpolates. */
export function variablesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[2] ?? match[3];
    if (name) names.add(name);
  }
  return names;
}

export class InterpolationError extends Error {}

/** A value as Compose fills it in from the environment `env`; a `?` form that is unset throws its message. */
export function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(VARIABLE, (_whole, dollar?: string, bare?: string, braced?: string, colon?: string, kind?: string, word?: string) => {
    if (dollar) return '$';
    const name = bare ?? braced ?? '';
    const set = env[name];
    const missing = set === undefined || (colon === ':' && set === '');
    if (!missing) return set;
    if (kind === '?') throw new InterpolationError(`${name}: ${word ?? 'required'}`);
    return kind === '-' ? (word ?? '') : '';
  });
}

/**
 * A dotenv file's assignments, as Compose reads them: `KEY=value` lines, comments and blanks
 * skipped, one pair of surrounding quotes removed.
 */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_]\w*)=(.*)$/.exec(line);
    if (!match?.[1]) continue;
    const raw = (match[2] ?? '').trim();
    env[match[1]] = /^(['"]).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return env;
}

/**
 * The variables .env.example documents: assigned, or commented out as `# NAME=`, each with a
 * comment of prose above it (over the block of assignments it heads).
 */
export function documentedVariables(text: string): Map<string, { commented: boolean; explained: boolean }> {
  const documented = new Map<string, { commented: boolean; explained: boolean }>();
  let explained = false;
  for (const line of text.split('\n')) {
    const assignment = /^(#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (assignment?.[2]) {
      documented.set(assignment[2], { commented: Boolean(assignment[1]), explained });
    } else {
      // A comment line of prose explains the assignments below it; a blank line ends the block.
      explained = line.startsWith('#');
    }
  }
  return documented;
}

/** The environment a service's container gets: its env_file, then its `environment` over it. */
export function containerEnvironment(service: Service, dotenv: Record<string, string>): Record<string, string> {
  const fromFile = service.env_file ? dotenv : {};
  const own = Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(value, dotenv)]));
  return { ...fromFile, ...own };
}
