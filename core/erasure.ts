/**
 * Erasing an account (docs/privacy.md, "Erasure"): what the API, the dashboard and the CLI share.
 * Nothing imported: the dashboard's delete dialog loads this file (the request's schema is
 * core/contracts.ts's eraseAccountSchema).
 */

/** Whether what was typed is the account's e-mail (surrounding spaces and letter case aside). */
export function confirmsErasure(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

export const ERASE_CONFIRMATION_MESSAGE = 'To delete your account, type your e-mail address exactly as you sign in with it.';
export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be erased: promote another organiser first.';

/** POST /api/admin/events/{id}/purge: how many participants of the event were erased. */
export interface EventPurgeDto {
  eventId: number;
  erasedUsers: number;
  /** Participants kept because they played on after the event: a later event's purge erases them. */
  keptUsers: number;
}

/** What a purge did, as the panel and `hunt privacy purge` say it. */
export function purgeSummary(eventName: string, purge: Pick<EventPurgeDto, 'erasedUsers' | 'keptUsers'>): string {
  const plural = (count: number) => `${count} participant${count === 1 ? '' : 's'}`;
  const kept = purge.keptUsers ? `; ${plural(purge.keptUsers)} who played on after it kept (purge that later event for them)` : '';
  return `${eventName}: ${plural(purge.erasedUsers)} erased; the statistics stay, anonymous${kept}`;
}
