import { z } from 'zod';
import { UsageError } from './errors';

const idSchema = z.coerce.number({ error: 'ID must be a number' }).int('ID must be a whole number').positive('ID must be a positive number');

/** A row id given on the command line; `what` names it in the error (an argument's ID, or an option's). */
export function parseId(raw: string, what = 'ID'): number {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message.replace(/^ID/, what) ?? `${what} must be a number`);
  return parsed.data;
}
