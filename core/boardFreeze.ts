/** An event's board freeze: the public board stops moving `freezeMinutes` before the end. */

/** The longest freeze: a day. */
export const MAX_FREEZE_MINUTES = 1440;

/** When the event's board freezes, or null when it does not. */
export function freezesAt(event: { endDate: Date; freezeMinutes: number }): Date | null {
  return event.freezeMinutes > 0 ? new Date(event.endDate.getTime() - event.freezeMinutes * 60_000) : null;
}

/** Is the event's public board frozen at `now`: it runs, and its freeze has begun. */
export function isFrozen(event: { status: string; endDate: Date; freezeMinutes: number }, now: Date): boolean {
  const at = freezesAt(event);
  return event.status === 'active' && at !== null && now >= at;
}
