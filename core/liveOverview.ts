/**
 * The admin Overview's live picture: scans per minute, finds per piece, the completion
 * funnel and a feed of the latest collections and completions. The queries count; these shape.
 */

/** The charts cover at most the last hour of the event. */
export const LIVE_WINDOW_MINUTES = 60;
export const FEED_SIZE = 20;

export interface LiveOverviewDto {
  /** The minutes shown, oldest first (ISO), and the scans in each (collected or not). */
  scansPerMinute: { minute: string; scans: number }[];
  /** Each piece's finds, and its hints revealed in the event with the points they cost. */
  findsPerPiece: { pieceId: number; name: string; finds: number; hintsRevealed: number; hintPoints: number }[];
  /** How many students hold exactly 1, 2, … N pieces. */
  funnel: { pieces: number; students: number }[];
  feed: FeedItem[];
  /** The top teams and the divisions against each other (empty for an event without them). */
  teams: { teamId: number; rank: number; name: string; members: number; totalPoints: number; piecesFound: number; completedAt: string | null }[];
  divisions: { divisionId: number; rank: number; name: string; players: number; finishers: number; averagePoints: number }[];
}

/** The Overview's team standings: the first ten. */
export const OVERVIEW_TEAMS = 10;

export interface FeedItem {
  kind: 'collected' | 'completed';
  name: string;
  pieceName: string | null;
  at: string;
}

/** Which minutes the chart shows: the event's last hour, ending now while it runs. */
export function liveWindow(event: { start: Date; end: Date } | null, now: Date): { from: Date; to: Date } {
  const to = event && event.end < now ? event.end : now;
  const hourBefore = new Date(to.getTime() - LIVE_WINDOW_MINUTES * 60_000);
  const from = event && event.start > hourBefore ? event.start : hourBefore;
  return { from: floorMinute(from), to };
}

/** One bar a minute from `from` to `to`, zero where nothing was scanned. */
export function minuteSeries(counts: readonly { minute: Date; scans: number }[], window: { from: Date; to: Date }): LiveOverviewDto['scansPerMinute'] {
  const byMinute = new Map<number, number>();
  for (const { minute, scans } of counts) byMinute.set(floorMinute(minute).getTime(), (byMinute.get(floorMinute(minute).getTime()) ?? 0) + scans);
  const series: LiveOverviewDto['scansPerMinute'] = [];
  for (let at = floorMinute(window.from).getTime(); at <= window.to.getTime(); at += 60_000) {
    series.push({ minute: new Date(at).toISOString(), scans: byMinute.get(at) ?? 0 });
  }
  return series.slice(-LIVE_WINDOW_MINUTES);
}

/** Students holding exactly k pieces, for every k from 1 to the number of pieces. */
export function funnel(rows: readonly { held: number; students: number }[], pieceCount: number): LiveOverviewDto['funnel'] {
  const byHeld = new Map(rows.map((row) => [row.held, row.students]));
  return Array.from({ length: pieceCount }, (_, index) => ({ pieces: index + 1, students: byHeld.get(index + 1) ?? 0 }));
}

/** The newest collections and completions together, newest first. */
export function mergeFeed(...lists: readonly FeedItem[][]): FeedItem[] {
  return lists
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, FEED_SIZE);
}

function floorMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}
