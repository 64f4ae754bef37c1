import type { I18n } from '@lingui/core';
import type { AdminUserDto, AdminUsersFilter, EventDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import type { Role } from '../../../core/contracts';
import { displayName } from '../../../core/displayName';
import type { SelectOption } from '../../components/SelectInput';
import { playsInTeams } from '../events/events';

/** Users whose display name, first/last name or e-mail contains the query (case-insensitive). */
export function filterUsers(users: readonly AdminUserDto[], query: string): AdminUserDto[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) =>
    [displayName(user, 'full'), user.firstName, user.lastName, user.email].some((field) => field?.toLowerCase().includes(needle)),
  );
}

/** The table's empty text: which team or division (`within`, their names) and which search found nobody. */
export function emptyUsersText(i18n: I18n, query: string, within: string | null = null): string {
  const search = query.trim();
  if (within && search) return i18n._({ id: 'admin.users.noneWithinMatching', message: 'No users found in {within} matching "{search}"', values: { within, search } });
  if (within) return i18n._({ id: 'admin.users.noneWithin', message: 'No users found in {within}', values: { within } });
  if (search) return i18n._({ id: 'admin.users.noneMatching', message: 'No users found matching "{search}"', values: { search } });
  return i18n._({ id: 'admin.users.none', message: 'No users found' });
}

interface Named {
  id: number;
  name: string;
}

/** The chosen event's teams and divisions, each undefined while it loads. */
export interface EventLists {
  teams: readonly Named[] | undefined;
  divisions: readonly Named[] | undefined;
}

/** The filter selects' value for everyone (Radix items cannot have an empty value, and ids are numbers). */
export const ALL = 'all';

/** Where the address keeps each filter, beside the chosen event's `?event=`. */
export type FilterParam = 'team' | 'division';
const FILTER_FIELDS = { team: 'teamId', division: 'divisionId' } as const;

/**
 * The filter the address names (`?team=`, `?division=`), each kept only when it is a team or a
 * division of the event's lists; while a list is still loading its id is trusted, so a reload
 * asks for the filtered list at once rather than for everyone first.
 */
export function userFilterOf(params: URLSearchParams, lists: EventLists): AdminUsersFilter {
  const idIn = (param: FilterParam, list: readonly Named[] | undefined) => {
    const id = Number(params.get(param));
    return Number.isInteger(id) && id > 0 && (list === undefined || list.some((item) => item.id === id)) ? id : undefined;
  };
  const teamId = idIn('team', lists.teams);
  const divisionId = idIn('division', lists.divisions);
  return { ...(teamId !== undefined && { teamId }), ...(divisionId !== undefined && { divisionId }) };
}

/** The address after a filter select changes: that filter set, or dropped for ALL; the event and the other filter kept. */
export function withUserFilter(params: URLSearchParams, param: FilterParam, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === ALL) next.delete(param);
  else next.set(param, value);
  return next;
}

/** A filter select's value for the filter: the id chosen, or ALL. */
export function filterValue(filter: AdminUsersFilter, param: FilterParam): string {
  const id = filter[FILTER_FIELDS[param]];
  return id === undefined ? ALL : String(id);
}

/** A filter select's options: everyone first ('All teams'), then the event's teams or divisions by name. */
export function filterOptions(everyone: string, items: readonly Named[]): SelectOption[] {
  return [{ value: ALL, label: everyone }, ...items.map((item) => ({ value: String(item.id), label: item.name }))];
}

/** The names of the team and division filtered by, for the empty text ('Owls and Science'), or null. */
export function filterNames(i18n: I18n, filter: AdminUsersFilter, lists: EventLists): string | null {
  const names = [lists.teams?.find((team) => team.id === filter.teamId)?.name, lists.divisions?.find((division) => division.id === filter.divisionId)?.name];
  const given = names.filter((name): name is string => name !== undefined);
  const [first, second] = given;
  if (first === undefined) return null;
  return second === undefined ? first : i18n._({ id: 'admin.users.teamAndDivision', message: '{first} and {second}', values: { first, second } });
}

/**
 * Whether the list shows the Team and the Division columns and filters: teams while the event
 * is played in them, divisions once it has any. A solo event without divisions keeps the table
 * as narrow as it was.
 */
export function teamAndDivisionShown(event: Pick<EventDto, 'mode'> | undefined, divisions: readonly unknown[] | undefined): { teams: boolean; divisions: boolean } {
  return { teams: event !== undefined && playsInTeams(event.mode), divisions: (divisions?.length ?? 0) > 0 };
}

/** The table's columns, Team and Division after Email when shown. */
export function userColumns(i18n: I18n, shown: { teams: boolean; divisions: boolean }): string[] {
  return [
    i18n._({ id: 'admin.users.column.user', message: 'User' }),
    i18n._({ id: 'admin.users.column.email', message: 'Email' }),
    ...(shown.teams ? [i18n._({ id: 'admin.users.column.team', message: 'Team' })] : []),
    ...(shown.divisions ? [i18n._({ id: 'admin.users.column.division', message: 'Division' })] : []),
    i18n._({ id: 'admin.users.column.role', message: 'Role' }),
    i18n._({ id: 'admin.users.column.progress', message: 'Progress' }),
    i18n._({ id: 'admin.users.column.actions', message: 'Actions' }),
  ];
}

/** The single promote/demote toggle: the role the button gives and what it says. */
export function roleToggle(i18n: I18n, role: Role): { next: Role; label: string } {
  return role === 'admin'
    ? { next: 'user', label: i18n._({ id: 'admin.users.demoteToUser', message: 'Demote to User' }) }
    : { next: 'admin', label: i18n._({ id: 'admin.users.promoteToAdmin', message: 'Promote to Admin' }) };
}

/**
 * What the confirmation of a role change says: what the person gains or loses. Promotion opens
 * the whole panel to them, every participant's e-mail address included.
 */
export function roleChangeQuestion(i18n: I18n, name: string, next: Role): { title: string; description: string; confirmLabel: string } {
  return next === 'admin'
    ? {
        title: i18n._({ id: 'admin.users.promoteTitle', message: 'Make {name} an admin?', values: { name } }),
        description: i18n._({
          id: 'admin.users.promoteDescription',
          message: "{name} will see and change everything in this panel: every participant's name and e-mail address, the answers, the exports, the events and the codes.",
          values: { name },
        }),
        confirmLabel: i18n._({ id: 'admin.users.promote', message: 'Promote' }),
      }
    : {
        title: i18n._({ id: 'admin.users.demoteTitle', message: 'Make {name} a user again?', values: { name } }),
        description: i18n._({ id: 'admin.users.demoteDescription', message: '{name} loses the panel at once, on every device, and plays as a student.', values: { name } }),
        confirmLabel: i18n._({ id: 'admin.users.demote', message: 'Demote' }),
      };
}

/** '1 piece', 'N pieces'. */
export function piecesText(i18n: I18n, count: number): string {
  return i18n._({ id: 'admin.users.pieces', message: '{count, plural, one {# piece} other {# pieces}}', values: { count } });
}

/** What an erasure changes in the admin area: the lists that named the person, and the board and charts. */
export const ERASED_USER_KEYS = [ADMIN_API.users, ADMIN_API.fairPlay, ADMIN_API.surveyResponses, ADMIN_API.leaderboard, ADMIN_API.live];
