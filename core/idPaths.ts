/** Paths with an id in them, for the organiser's and the server's path tables. */
export const id = (value: string | number) => encodeURIComponent(String(value));

/** A read about one event (`?event={id}`), or about the current one when none is named. */
export const ofEvent = (path: string, eventId?: number) =>
  eventId === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}event=${id(eventId)}`;

/**
 * A path with an id in it: called with the id it is a URL (for the web and the CLI); its
 * `pattern` is the route the API declares, so the two cannot drift apart.
 */
export interface IdPath<Id extends string | number> {
  (value: Id): string;
  readonly pattern: string;
}

export function withId<Id extends string | number>(pattern: `/api/${string}:id${string}`): IdPath<Id> {
  return Object.assign((value: Id) => pattern.replace(':id', id(value)), { pattern });
}
