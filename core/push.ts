/**
 * Web Push: a student's phone gets the announcements with the app closed. No zod here (the
 * dashboard imports this); the subscription's schema is in core/contracts.ts.
 */
export const PUSH_PATHS = {
  /** GET: the server's VAPID public key, for `pushManager.subscribe`. */
  key: '/api/push/key',
  /** POST a browser's subscription; DELETE one (by its endpoint). */
  subscriptions: '/api/push/subscriptions',
} as const;

export interface PushKeyDto {
  publicKey: string;
}

/** What a push carries: the announcement, shown as a notification that opens the app. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}
