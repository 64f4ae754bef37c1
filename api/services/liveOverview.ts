import { displayName } from '../../core/displayName';
import { FEED_SIZE, funnel, liveWindow, mergeFeed, minuteSeries, OVERVIEW_TEAMS, type FeedItem, type LiveOverviewDto } from '../../core/liveOverview';
import { rankDivisions } from './teamBoards';
import { countPieces } from '../repos/pieces';
import { findsPerPiece, latestCollections, latestCompletions, scansByMinute, studentsByPiecesHeld, type FeedRow } from '../repos/liveOverview';
import type { Deps } from '../deps';

/** The Overview is the organisers', who see e-mails in full: the name may come from one. */
const feedItem = (kind: FeedItem['kind']) => (row: FeedRow): FeedItem => ({
  kind,
  name: displayName({ id: row.user_id, firstName: row.first_name, lastName: row.last_name, email: row.email }, 'full'),
  pieceName: row.piece_name,
  at: new Date(row.at).toISOString(),
});

/** The Overview's live picture of the current event (the running one, else the last one). */
export async function readLiveOverview(deps: Deps, now = new Date()): Promise<LiveOverviewDto> {
  const event = deps.caches.events.gate(now.getTime()).current;
  const window = liveWindow(event ? { start: event.start_date, end: event.completed_at ?? event.end_date } : null, now);
  const eventId = event?.id ?? -1;
  const [minutes, pieces, held, pieceCount, collections, completions] = await Promise.all([
    scansByMinute(deps.db, { eventId, ...window }),
    findsPerPiece(deps.db, eventId),
    studentsByPiecesHeld(deps.db, eventId),
    countPieces(deps.db, event?.id ?? null),
    latestCollections(deps.db, eventId, FEED_SIZE),
    latestCompletions(deps.db, eventId, FEED_SIZE),
  ]);
  return {
    scansPerMinute: minuteSeries(minutes, window),
    findsPerPiece: pieces.map((piece) => ({
      pieceId: piece.id,
      name: piece.name,
      finds: piece.finds,
      hintsRevealed: piece.hints_revealed,
      hintPoints: piece.hint_points,
    })),
    funnel: funnel(held, pieceCount),
    feed: mergeFeed(collections.map(feedItem('collected')), completions.map(feedItem('completed'))),
    // The current event's, from memory; organisers see them even while the board is frozen.
    teams: deps.teamBoard
      .all()
      .slice(0, OVERVIEW_TEAMS)
      .map(({ entry, rank }) => ({
        teamId: entry.team.id,
        rank,
        name: entry.team.name,
        members: entry.members,
        totalPoints: entry.totalPoints,
        piecesFound: entry.piecesFound,
        completedAt: entry.completedAtMs === null ? null : new Date(entry.completedAtMs).toISOString(),
      })),
    divisions: rankDivisions(deps).map(({ division, rank, players, finishers, averagePoints }) => ({ divisionId: division.id, rank, name: division.name, players, finishers, averagePoints })),
  };
}
