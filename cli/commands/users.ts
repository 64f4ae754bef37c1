import { Command } from 'commander';
import { z } from 'zod';
import type { AdminUserDto } from '../../core/admin';
import { displayName } from '../../core/displayName';
import type { Connected } from '../lib/context';
import { connect, parseOptions } from '../lib/context';
import { CliError } from '../lib/errors';
import { formatDate } from '../lib/output';
import { confirmation } from '../lib/prompt';
import { countOf } from '../../core/plural';

const eraseOptions = z.object({ yes: z.boolean().default(false) });

/** The user with this e-mail (case-insensitive), found through the admin user list. */
export function findByEmail(users: readonly AdminUserDto[], email: string): AdminUserDto {
  const wanted = email.trim().toLowerCase();
  const user = users.find((candidate) => candidate.email.toLowerCase() === wanted);
  if (!user) throw new CliError(`No user with e-mail ${email.trim()}: they must sign in once first`);
  return user;
}

async function changeRole({ out, api }: Connected, email: string, role: 'admin' | 'user'): Promise<void> {
  const user = findByEmail(await api.users(), email);
  if (user.role === role) {
    out.result({ ...user, changed: false }, () => out.line(`${user.email} is already ${role === 'admin' ? 'an administrator' : 'a participant (role user)'}: nothing changed`));
    return;
  }
  const updated = await api.setRole(user.id, role);
  out.result({ ...updated, changed: true }, () =>
    out.line(role === 'admin' ? `Promoted ${updated.email} to administrator` : `Demoted ${updated.email} to participant (role user)`),
  );
}

export function usersCommand(): Command {
  const users = new Command('users').description('users: list, promote to administrator, demote, erase');

  users
    .command('list')
    .description('list the users')
    .action(async (_raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const list = await api.users();
      out.result(list, () => {
        if (list.length === 0) return out.line('No users found');
        out.table(
          ['User', 'Email', 'Role', 'Progress', 'Joined'],
          list.map((u) => [displayName(u, 'full'), u.email, u.role, countOf(u.collectionCount, 'piece'), formatDate(u.createdAt)]),
        );
      });
    });

  users
    .command('promote')
    .description('make a user an administrator')
    .argument('<email>', "the user's e-mail")
    .action(async (email: string, _raw: unknown, command: Command) => changeRole(await connect(command), email, 'admin'));

  users
    .command('demote')
    .description('make an administrator a participant (role user)')
    .argument('<email>', "the user's e-mail")
    .action(async (email: string, _raw: unknown, command: Command) => changeRole(await connect(command), email, 'user'));

  users
    .command('erase')
    .description("erase an account: their name, e-mail and sign-in go; the event's statistics stay, anonymous")
    .argument('<email>', "the user's e-mail")
    .option('--yes', 'erase without asking (required under CI or without a terminal)')
    .action(async (email: string, raw: unknown, command: Command) => {
      const ask = confirmation(parseOptions(eraseOptions, raw).yes);
      const { out, api } = await connect(command);
      const user = findByEmail(await api.users(), email);
      await ask.confirm(`Erase ${displayName(user, 'full')} <${user.email}>? This cannot be undone.`, `Nothing erased: ${user.email} keeps their account`);
      await api.eraseUser(user.id);
      out.result({ id: user.id, email: user.email, erased: true }, () =>
        out.line(`Erased ${user.email}: their account and personal data are gone; their finds stay in the statistics, anonymous`),
      );
    });

  return users;
}
