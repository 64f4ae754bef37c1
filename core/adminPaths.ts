import type { AdminUsersFilter } from './admin';
import { id, withId } from './idPaths';

/**
 * The organiser's paths and the CLI login's, the second half of core/apiPaths.ts's table, in a
 * module of their own so only the admin pages and the CLI load them.
 */
export const ADMIN_API = {
  config: '/api/admin/config',
  analytics: '/api/admin/analytics',
  health: '/api/admin/health',
  live: '/api/admin/live',
  liveStream: '/api/admin/live/stream',
  users: '/api/admin/users',
  /** The same route as `users`, only a team's or a division's members (both: those in both); `ofEvent` adds the event. */
  usersIn: (filter: AdminUsersFilter) => withQuery('/api/admin/users', { teamId: filter.teamId, divisionId: filter.divisionId }),
  /** DELETE: erases the account (core/erasure.ts). */
  user: withId<string>('/api/admin/users/:id'),
  userRole: withId<string>('/api/admin/users/:id/role'),
  userDisqualification: withId<string>('/api/admin/users/:id/disqualification'),
  fairPlay: '/api/admin/fair-play',
  fairPlayMarkClear: withId<number>('/api/admin/fair-play/marks/:id/clear'),
  surveyResponses: '/api/admin/survey-responses',
  /** The same route as `surveyResponses`, filtered by a query: a URL, not a route of its own. */
  surveyResponsesFor: (questionnaireId: number) => `/api/admin/survey-responses?questionnaireId=${id(questionnaireId)}`,
  qrLinks: '/api/admin/qr-links',
  qrLink: withId<number>('/api/admin/qr-links/:id'),
  qrLinkDisplay: withId<number>('/api/admin/qr-links/:id/display'),
  /** GET: labelled posters of the links as a PDF (core/posters.ts); `posterPath` adds the query. */
  qrLinkPosters: '/api/admin/qr-links/posters',
  puzzles: '/api/admin/puzzles',
  puzzle: withId<number>('/api/admin/puzzles/:id'),
  questionnaires: '/api/admin/questionnaires',
  questionnaire: withId<number>('/api/admin/questionnaires/:id'),
  events: '/api/admin/events',
  event: withId<number>('/api/admin/events/:id'),
  eventStart: withId<number>('/api/admin/events/:id/start'),
  eventComplete: withId<number>('/api/admin/events/:id/complete'),
  /** POST (a new event's body): a new event with copies of this one's own pieces, QR links and questionnaires. */
  eventClone: withId<number>('/api/admin/events/:id/clone'),
  /** POST: makes the event's big screen link, or a new one in place of the old. */
  eventScreenLink: withId<number>('/api/admin/events/:id/screen-link'),
  /** POST: erases every participant of a completed event, keeping the anonymous statistics. */
  eventPurge: withId<number>('/api/admin/events/:id/purge'),
  /** GET the current event's, POST one (now or at a time). */
  announcements: '/api/admin/announcements',
  /** DELETE: cancels one still waiting. */
  announcement: withId<number>('/api/admin/announcements/:id'),
  leaderboard: '/api/admin/leaderboard',
  /** GET `?eventId=` lists an event's teams; POST makes one. */
  teams: '/api/admin/teams',
  /**
   * The same route as `teams`, one event's list. Team and division lists take the event as
   * `?eventId=` (the reads of the current or a past event take `?event=`, ofEvent), since a team
   * list has no current event to fall back on. The web keys its cache by this path.
   */
  teamsOf: (eventId: number) => `/api/admin/teams?eventId=${id(eventId)}`,
  /** PATCH renames, DELETE removes the team (its members stay in the event, without a team). */
  team: withId<number>('/api/admin/teams/:id'),
  /** PUT disqualifies the whole team, DELETE lifts it. */
  teamDisqualification: withId<number>('/api/admin/teams/:id/disqualification'),
  /** POST puts a student in a team of the event (or in none). */
  teamMembers: '/api/admin/teams/members',
  /** POST `team,email` rows: teams made as needed, students put in them. */
  teamImport: '/api/admin/teams/import',
  /** GET `?eventId=` lists an event's divisions; POST makes one. */
  divisions: '/api/admin/divisions',
  /** The same route as `divisions`, one event's list (`?eventId=`, as `teamsOf`). */
  divisionsOf: (eventId: number) => `/api/admin/divisions?eventId=${id(eventId)}`,
  division: withId<number>('/api/admin/divisions/:id'),
  /** POST `division,email` rows: those students' division, before or after they first sign in. */
  divisionAssignments: '/api/admin/divisions/assignments',
  exportData: '/api/admin/export-data',
  tokens: '/api/admin/tokens',
  token: withId<number>('/api/admin/tokens/:id'),
} as const;

/** `path` with the query's ids that are given, or `path` alone when none is. */
function withQuery(path: string, query: Record<string, number | undefined>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${id(value)}`]));
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/** The posters of these codes (all when none is named) on `paper`, `perPage` to a page. */
export function posterPath(query: { codes?: readonly string[]; paper?: 'a4' | 'letter'; perPage?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.codes?.length) params.set('codes', query.codes.join(','));
  if (query.paper) params.set('paper', query.paper);
  if (query.perPage !== undefined) params.set('perPage', String(query.perPage));
  const search = params.toString();
  return search ? `${ADMIN_API.qrLinkPosters}?${search}` : ADMIN_API.qrLinkPosters;
}

/** `hunt login` (core/cliLogin.ts has the bodies): the CLI starts and polls; an admin in the browser looks up and decides. */
export const CLI_LOGIN_API = {
  start: '/api/cli/logins',
  lookup: '/api/cli/logins/lookup',
  decide: '/api/cli/logins/decide',
  token: withId<string>('/api/cli/logins/:id/token'),
} as const;
