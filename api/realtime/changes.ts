/**
 * What the database announces on the change channel (see the add_change_notifications
 * migration), plus `resync`, which the bus emits itself whenever it (re)connects: anything may
 * have changed while nobody was listening.
 */
export type Change =
  | { topic: 'user'; id: string }
  /** A participant's row changed; `stamp` says what it is now, when the database said. */
  | { topic: 'rank'; id: string; stamp?: RankStamp }
  | { topic: 'session'; key: string }
  | { topic: 'tokens' }
  | { topic: 'events' }
  /** An announcement was sent: every instance passes it to its streams once. */
  | { topic: 'announcement'; id: number }
  /** Announcements were scheduled or cancelled: every instance plans its clock again. */
  | { topic: 'announcements' }
  | { topic: 'ping'; nonce: string }
  | { topic: 'resync' };

/** A participant row's fields that the ranking and the user cache keep, as the participants trigger sends them. */
export interface RankStamp {
  eventId: number;
  totalPoints: number;
  piecesFound: number;
  lastFoundAtMs: number | null;
  completedAtMs: number | null;
  disqualified: boolean;
}

const STAMP = /^(\d+)\/(-?\d+)\/(\d+)\/(-?\d*)\/(-?\d*)\/([01])$/;
const msOrNull = (text: string | undefined) => (text ? Number(text) : null);

/** `<user id>` or `<user id>:<stamp>` (an unreadable stamp is left out: the row is read again). */
function parseRank(value: string): Change | null {
  const colon = value.indexOf(':');
  if (colon < 0) return value ? { topic: 'rank', id: value } : null;
  const id = value.slice(0, colon);
  const match = STAMP.exec(value.slice(colon + 1));
  if (!id) return null;
  if (!match) return { topic: 'rank', id };
  return {
    topic: 'rank',
    id,
    stamp: {
      eventId: Number(match[1]),
      totalPoints: Number(match[2]),
      piecesFound: Number(match[3]),
      lastFoundAtMs: msOrNull(match[4]),
      completedAtMs: msOrNull(match[5]),
      disqualified: match[6] === '1',
    },
  };
}

/** Parses one NOTIFY payload (`topic` or `topic:value`); null for anything else. */
export function parseChange(payload: string): Change | null {
  const colon = payload.indexOf(':');
  const topic = colon < 0 ? payload : payload.slice(0, colon);
  const value = colon < 0 ? '' : payload.slice(colon + 1);
  switch (topic) {
    case 'user':
      return value ? { topic, id: value } : null;
    case 'rank':
      return parseRank(value);
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
