import type { Role } from './contracts';

/**
 * A sign-in's returnTo is honoured only as a same-origin path: one leading '/', no scheme,
 * no '//' or '/\' (which browsers read as another host), no control characters. Else '/'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  return value;
}

/** The organiser's panel: where an organiser's sign-in lands when no page was asked for. */
export const ADMIN_HOME = '/admin';

/**
 * Where a sign-in lands: the page asked for (already made safe), else the home of the person's
 * role. A student's home is '/', the dashboard; an organiser signs in to run the event.
 */
export function signInDestination(returnTo: string, role: Role): string {
  return returnTo === '/' && role === 'admin' ? ADMIN_HOME : returnTo;
}
