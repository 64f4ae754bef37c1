import { prizeTiersSchema, type PrizeTierDto } from '../../core/prizeTiers';
import { UsageError } from './errors';

/**
 * `--prize-tier PERCENTILE:NAME[:DESCRIPTION]`, given once per tier: the one place the CLI reads
 * and writes a prize tier as text. A tier is checked by the server's own schema, so the CLI
 * refuses what the server would, in the same words, before any request.
 */
export const PRIZE_TIER_FLAG = '--prize-tier <tier>';

export const PRIZE_TIER_HELP =
  "a prize tier as PERCENTILE:NAME[:DESCRIPTION], e.g. '95:Gold Prize:Top 5%' (a place at that percentile or better wins it); repeat it for each tier";

const FORMAT_EXAMPLE = "PERCENTILE:NAME[:DESCRIPTION], e.g. '95:Gold Prize:Top 5%'";

/** Commander's collector for a repeated option: every value given, in order. */
export function repeated(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/**
 * One tier as typed. The description is everything after the second colon, so it may hold
 * colons of its own; a name cannot. An empty percentile is NaN, not 0, so the schema refuses it.
 */
function splitTier(text: string): { percentile: number; prizeName: string; prizeDescription: string | null } {
  const [percentile = '', prizeName, ...description] = text.split(':');
  if (prizeName === undefined) throw new UsageError(`--prize-tier '${text}': give ${FORMAT_EXAMPLE}`);
  return {
    percentile: percentile.trim() ? Number(percentile) : Number.NaN,
    prizeName,
    prizeDescription: description.join(':').trim() || null,
  };
}

/** The tiers the --prize-tier options give, checked as the server checks them; a problem names the tier as typed. */
export function readPrizeTiers(texts: readonly string[]): PrizeTierDto[] {
  const parsed = prizeTiersSchema.safeParse(texts.map(splitTier));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const index = issue?.path[0];
  const tier = typeof index === 'number' ? ` '${texts[index]}'` : '';
  throw new UsageError(`--prize-tier${tier}: ${issue?.message ?? 'invalid prize tier'}`);
}

/** Tiers as the --prize-tier option takes them (without descriptions), for a table or a line. */
export function prizeTiersText(tiers: readonly PrizeTierDto[]): string {
  return tiers.map((tier) => `${tier.percentile}:${tier.prizeName}`).join(', ');
}
