import type { AdminUserDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import type { Role } from '../../../core/contracts';
import { displayName } from '../../../core/displayName';
import { countOf } from '../../../core/plural';

/** Users whose display name, first/last name or e-mail contains the query (case-insensitive). */
export function filterUsers(users: readonly AdminUserDto[], query: string): AdminUserDto[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) =>
    [displayName(user, 'full'), user.firstName, user.lastName, user.email].some((field) => field?.toLowerCase().includes(needle)),
  );
}

/** The table's empty text. */
export function emptyUsersText(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `No users found matching "${trimmed}"` : 'No users found';
}

/** The single promote/demote toggle: the role the button gives and what it says. */
export function roleToggle(role: Role): { next: Role; label: string } {
  return role === 'admin' ? { next: 'user', label: 'Demote to User' } : { next: 'admin', label: 'Promote to Admin' };
}

/**
 * What the confirmation of a role change says: what the person gains or loses. Promotion opens
 * the whole panel to them, every participant's e-mail address included.
 */
export function roleChangeQuestion(name: string, next: Role): { title: string; description: string; confirmLabel: string } {
  return next === 'admin'
    ? {
        title: `Make ${name} an admin?`,
        description: `${name} will see and change everything in this panel: every participant's name and e-mail address, the answers, the exports, the events and the codes.`,
        confirmLabel: 'Promote',
      }
    : {
        title: `Make ${name} a user again?`,
        description: `${name} loses the panel at once, on every device, and plays as a student.`,
        confirmLabel: 'Demote',
      };
}

/** '1 piece', 'N pieces'. */
export function piecesText(count: number): string {
  return countOf(count, 'piece');
}

/** What an erasure changes in the admin area: the lists that named the person, and the board and charts. */
export const ERASED_USER_KEYS = [ADMIN_API.users, ADMIN_API.fairPlay, ADMIN_API.surveyResponses, ADMIN_API.leaderboard, ADMIN_API.live];
