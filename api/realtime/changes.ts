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
      return { topic };
    default:
      return null;
  }
}
