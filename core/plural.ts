/**
 * A count with its noun, singular for exactly one: '1 piece', '0 pieces', '3 responses'. Every
 * count of things the web and the CLI show goes through here, never 'piece(s)'.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, plural)}`;
}

/** The noun alone, for a count written apart from it ('x / y pieces', the noun following y). */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
