// Apart from cliLogin.ts, which holds zod schemas: the approval page imports this without zod.

/**
 * A `hunt login` code as the terminal prints it (ABCD-EFGH), however it was typed: the
 * approval page shows it so as the admin types, and the API looks the request up by it.
 */
export function normaliseCliCode(value: string): string {
  return value.trim().toUpperCase();
}
