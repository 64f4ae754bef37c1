/**
 * What the database announces on the change channel (see the add_change_notifications
 * migration), plus `resync`, which the bus emits itself whenever it (re)connects: anything may
 * have changed while nobody was listening.
 */
export type Change =
  | { topic: 'user'; id: string }
  | { topic: 'rank'; id: string }
  | { topic: 'session'; key: string }
  | { topic: 'tokens' }
  | { topic: 'events' }
  /** An announcement was sent: every instance passes it to its streams once. */
  | { topic: 'announcement'; id: number }
  /** Announcements were scheduled or cancelled: every instance plans its clock again. */
  | { topic: 'announcements' }
  | { topic: 'ping'; nonce: string }
  | { topic: 'resync' };

/** Parses one NOTIFY payload (`topic` or `topic:value`); null for anything else. */
export function parseChange(payload: string): Change | null {
  const colon = payload.indexOf(':');
  const topic = colon < 0 ? payload : payload.slice(0, colon);
  const value = colon < 0 ? '' : payload.slice(colon + 1);
  switch (topic) {
    case 'user':
    case 'rank':
      return value ? { topic, id: value } : null;
    case 'session':
      return value ? { topic, key: value } : null;
    case 'ping':
      return value ? { topic, nonce: value } : null;
    case 'tokens':
    case 'events':
    case 'announcements':
      return { topic };
    case 'announcement':
      return /^\d+$/.test(value) ? { topic, id: Number(value) } : null;
    default:
      return null;
  }
}
