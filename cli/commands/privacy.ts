import { Command } from 'commander';
import { z } from 'zod';
import { connect, parseOptions } from '../lib/context';
import { purgeSummary } from '../../core/erasure';
import { CliError } from '../lib/errors';
import { choiceOrAsk, confirmation } from '../lib/prompt';

const purgeOptions = z.object({
  event: z.coerce.number({ error: 'an event ID such as 3' }).int('an event ID such as 3').positive('an event ID such as 3').optional(),
  yes: z.boolean().default(false),
});

export function privacyCommand(): Command {
  const privacy = new Command('privacy').description("privacy: erase the personal data of a completed event's participants");

  privacy
    .command('purge')
    .description("erase every participant of a completed event (never an administrator); the event's statistics stay, anonymous")
    .option('--event <id>', 'the completed event (see `hunt events list`)')
    .option('--yes', 'erase without asking (required under CI or without a terminal)')
    .action(async (raw: unknown, command: Command) => {
      const options = parseOptions(purgeOptions, raw);
      const ask = confirmation(options.yes);
      const { out, api } = await connect(command);
      const events = await api.events();
      const id = await choiceOrAsk<number>(options.event, {
        flag: '--event',
        message: "Completed event whose participants' data to erase",
        choices: events.filter((event) => event.status === 'completed').map((event) => ({ name: `${event.name} (${event.id})`, value: event.id })),
      });
      const event = events.find((candidate) => candidate.id === id);
      if (!event) throw new CliError(`No event with ID ${id} (see \`hunt events list\`)`);
      await ask.confirm(
        `Erase the account and personal data of every participant of ${event.name}? This cannot be undone.`,
        `Nothing erased: the participants of ${event.name} keep their accounts`,
      );
      const result = await api.purgeEvent(id);
      out.result(result, () => out.line(purgeSummary(event.name, result)));
    });

  return privacy;
}
