/**
 * What the database announces on the change channel (see the add_change_notifications
 * migration), plus `resync`, which the bus emits itself whenever it (re)connects: anything may
 * have changed while nobody was listening.
 */
export type Change =
  | { topic: 'user'; id: string }
  /** A participant's row changed; `stamp` says what it is now, when the database said. */
  | { topic: 'rank'; id: string; stamp?: RankStamp }
  /**
   * Participant rows an instance wrote (finds, completions, points: leaderboard/raceAnnouncer.ts)
   * or read again (leaderboard/reconciliation.ts): each student's row as it was then.
   * `standing` when their points, completion, team or division may have changed too (sent as
   * `standing:`, finds alone as `race:`): a user copy is then dropped even when not held, so a
   * read in flight does not keep what it saw before.
   */
  | { topic: 'race'; finds: { id: string; stamp: RankStamp }[]; standing: boolean }
  | { topic: 'session'; key: string }
  | { topic: 'tokens' }
  | { topic: 'events' }
  /** A team was made, changed or removed, or its members changed. */
  | { topic: 'team'; id: number }
  /** An event's divisions changed. */
  | { topic: 'divisions' }
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
  teamId: number | null;
  divisionId: number | null;
}

/** A participant row's fields as the database names them. */
export interface StampedRow {
  total_points: number;
  pieces_found: number;
  last_found_at: Date | null;
  completed_at: Date | null;
  team_id: number | null;
  division_id: number | null;
}

/** The stamp of a participant row as read or written in `eventId`. */
export function stampOfRow(row: StampedRow, eventId: number, disqualified: boolean): RankStamp {
  return {
    eventId,
    totalPoints: row.total_points,
    piecesFound: row.pieces_found,
    lastFoundAtMs: row.last_found_at?.getTime() ?? null,
    completedAtMs: row.completed_at?.getTime() ?? null,
    disqualified,
    teamId: row.team_id,
    divisionId: row.division_id,
  };
}

const STAMP = /^(\d+)\/(-?\d+)\/(\d+)\/(-?\d*)\/(-?\d*)\/([01])\/(\d*)\/(\d*)$/;
/** A number the stamp may leave empty (a time in ms, an id). */
const msOrNull = (text: string | undefined) => (text ? Number(text) : null);

/** `event/points/pieces/latest find ms/completion ms/disqualified/team/division`, as the participants trigger writes it. */
export function formatStamp(stamp: RankStamp): string {
  return [
    stamp.eventId,
    stamp.totalPoints,
    stamp.piecesFound,
    stamp.lastFoundAtMs ?? '',
    stamp.completedAtMs ?? '',
    stamp.disqualified ? 1 : 0,
    stamp.teamId ?? '',
    stamp.divisionId ?? '',
  ].join('/');
}

function parseStamp(text: string): RankStamp | null {
  const match = STAMP.exec(text);
  if (!match) return null;
  return {
    eventId: Number(match[1]),
    totalPoints: Number(match[2]),
    piecesFound: Number(match[3]),
    lastFoundAtMs: msOrNull(match[4]),
    completedAtMs: msOrNull(match[5]),
    disqualified: match[6] === '1',
    teamId: msOrNull(match[7]),
    divisionId: msOrNull(match[8]),
  };
}

/** `<user id>` or `<user id>:<stamp>` (an unreadable stamp is left out: the row is read again). */
function parseRank(value: string): Change | null {
  const colon = value.indexOf(':');
  if (colon < 0) return value ? { topic: 'rank', id: value } : null;
  const id = value.slice(0, colon);
  if (!id) return null;
  const stamp = parseStamp(value.slice(colon + 1));
  return stamp ? { topic: 'rank', id, stamp } : { topic: 'rank', id };
}

/** `<user id>:<stamp>;…` (an unreadable entry is dropped). */
function parseRace(value: string, standing: boolean): Change | null {
  const finds = value.split(';').flatMap((entry) => {
    const colon = entry.indexOf(':');
    const stamp = colon > 0 ? parseStamp(entry.slice(colon + 1)) : null;
    return stamp ? [{ id: entry.slice(0, colon), stamp }] : [];
  });
  return finds.length > 0 ? { topic: 'race', finds, standing } : null;
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
    case 'race':
    case 'standing':
      return parseRace(value, topic === 'standing');
    case 'session':
      return value ? { topic, key: value } : null;
    case 'ping':
      return value ? { topic, nonce: value } : null;
    case 'tokens':
    case 'events':
    case 'divisions':
    case 'announcements':
      return { topic };
    case 'announcement':
    case 'team':
      return /^\d+$/.test(value) ? { topic, id: Number(value) } : null;
    default:
      return null;
  }
}
