import { describe, expect, it } from 'vitest';
import { compareInRankOrder, rankEntries } from '../../core/ranking';
import { toRankedUser } from '../leaderboard/rankingRows';
import { makeEvent, makeUser } from '../testing/factories';

let made = 0;
const unique = () => `${made++}`;
import { useTestDb } from '../testing/harness';
import { listOnBoardInRankOrder } from './leaderboard';

const testDb = useTestDb();


describe("the query that reads the race board in order and core's rank order", () => {
  it('agree on every pair, ties included: same points, same completion, same race, apart only by id', async () => {
    const at = (second: number) => new Date(Date.UTC(2026, 10, 20, 12, 0, second));
    // Many equal pairs: 3 scores × 3 completion times × 4 students each, inserted shuffled.
    const rows = [];
    for (const points of [5, 20, 10]) {
      for (const second of [30, 10, 20]) {
        for (let n = 0; n < 4; n++) rows.push({ email: `p${points}-s${second}-${n}@campus.edu`, total_points: points, completed_at: at(second) });
      }
    }
    const db = testDb().knex;
    const event = await makeEvent(db);
    for (const { email, ...standing } of rows.reverse()) await makeUser(db, { email, ...standing, event_id: event.id });
    // Not on the board: no piece found yet (points from elsewhere do not count).
    await makeUser(db, { email: 'not-started@campus.edu', total_points: 99, event_id: event.id });
    // Still hunting, below every finisher: by pieces, then the earlier latest find, ties apart by id.
    for (const [pieces, second] of [[2, 40], [5, 50], [2, 10], [5, 50], [2, 10]] as const) {
      await makeUser(db, { email: `h${pieces}-${second}-${unique()}@campus.edu`, total_points: 500, pieces_found: pieces, last_found_at: at(second), event_id: event.id });
    }
    // Another event's finishers are not on this board.
    const other = await makeEvent(db, { status: 'completed' });
    await makeUser(db, { email: 'elsewhere@campus.edu', total_points: 1000, completed_at: at(1), event_id: other.id });

    const fromSql = (await listOnBoardInRankOrder(db, event.id)).map(toRankedUser);
    const byCore = [...fromSql].sort(compareInRankOrder);
    expect(fromSql.map((user) => user.id)).toEqual(byCore.map((user) => user.id));
    expect(fromSql).toHaveLength(41);

    // The ranks the order implies: the 4 students of each (points, time) share one; then the hunters.
    const ranked = rankEntries(fromSql);
    expect([...new Set(ranked.map((entry) => entry.rank))]).toEqual([1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 39, 41]);
    expect(ranked.map((entry) => entry.entry.id)).toEqual(fromSql.map((user) => user.id));
    expect(ranked.slice(36).map((entry) => [entry.entry.piecesFound, entry.percentile])).toEqual([[5, null], [5, null], [2, null], [2, null], [2, null]]);
  });
});
