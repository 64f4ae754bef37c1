import { Command } from 'commander';
import type { AdminUserDto } from '../../core/admin';
import { displayName } from '../../core/displayName';
import { adminApi } from '../lib/adminApi';
import type { Connected } from '../lib/context';
import { connect } from '../lib/context';
import { CliError } from '../lib/errors';
import { formatDate } from '../lib/output';

/** The user with this e-mail (case-insensitive), found through the admin user list. */
export function findByEmail(users: readonly AdminUserDto[], email: string): AdminUserDto {
  const wanted = email.trim().toLowerCase();
  const user = users.find((candidate) => candidate.email.toLowerCase() === wanted);
  if (!user) throw new CliError(`No user with e-mail ${email.trim()}: they must sign in once first`);
  return user;
}

async function changeRole({ out, client }: Connected, email: string, role: 'admin' | 'user'): Promise<void> {
  const user = findByEmail(await adminApi.users(client), email);
  if (user.role === role) {
    out.result({ ...user, changed: false }, () => out.line(`${user.email} is already ${role === 'admin' ? 'an administrator' : 'a participant (role user)'}: nothing changed`));
    return;
  }
  const updated = await adminApi.setRole(client, user.id, role);
  out.result({ ...updated, changed: true }, () =>
    out.line(role === 'admin' ? `Promoted ${updated.email} to administrator` : `Demoted ${updated.email} to participant (role user)`),
  );
}

export function usersCommand(): Command {
  const users = new Command('users').description('users: list, promote to administrator, demote');

  users
    .command('list')
    .description('list the users')
    .action(async (_raw: unknown, command: Command) => {
      const { out, client } = await connect(command);
      const list = await adminApi.users(client);
      out.result(list, () => {
        if (list.length === 0) return out.line('No users found');
        out.table(
          ['User', 'Email', 'Role', 'Progress', 'Joined'],
          list.map((u) => [displayName(u, 'full'), u.email, u.role, `${u.collectionCount} pieces`, formatDate(u.createdAt)]),
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

  return users;
}
