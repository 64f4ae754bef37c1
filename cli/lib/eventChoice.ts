import { z } from 'zod';
import type { CliAdminApi } from './client';
import { parseId } from './ids';
import { choiceOrAsk, isInteractive, missing } from './prompt';

/** The --event option's help; a command run without it at a terminal asks. */
export const EVENT_HELP = 'the event (see `hunt events list`); asked for at a terminal when left out';

export const eventOptions = z.object({ event: z.string().optional() });

/** The event named by --event, checked before any request. */
export const eventIdOf = (options: { event?: string }) => (options.event === undefined ? undefined : parseId(options.event, '--event'));

/**
 * The event an `--event` option left out: picked from those not completed by a person at a
 * terminal, else a usage error naming the flag (asked before any request, so a job fails at once).
 */
export async function askEvent(api: CliAdminApi): Promise<number> {
  if (!isInteractive()) throw missing('--event');
  const events = (await api.events()).filter((event) => event.status !== 'completed');
  return choiceOrAsk<number>(undefined, {
    flag: '--event',
    message: 'Event',
    choices: events.map((event) => ({ name: `${event.name} (${event.id}, ${event.status})`, value: event.id })),
  });
}
