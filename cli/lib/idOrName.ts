import { CliError } from './errors';

interface Named {
  id: number;
  name: string;
}

/**
 * A team or a division of an event, given on the command line as `hunt … list` shows it: by ID,
 * else by name. The server tells names apart whatever their case (a team's always, a division's
 * on import), so a name typed in another case still finds it; an exact name wins over one that
 * only differs in case, and two of those are refused rather than guessed between.
 */
export function findByIdOrName<T extends Named>(items: readonly T[], reference: string, what: { noun: string; list: string }): T {
  const wanted = reference.trim();
  const byId = items.find((item) => String(item.id) === wanted);
  const exact = items.find((item) => item.name === wanted);
  const anyCase = items.filter((item) => item.name.toLowerCase() === wanted.toLowerCase());
  const found = byId ?? exact ?? (anyCase.length === 1 ? anyCase[0] : undefined);
  if (!found) throw new CliError(`No ${what.noun} with ID or name '${wanted}' in this event (see \`${what.list}\`)`);
  return found;
}
