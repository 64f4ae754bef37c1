import { describe, expect, it } from 'vitest';
import { useDatabaseAt } from '../../api/testing/databaseAt';

/**
 * The migration that brought the race board, clues and hints, run over data shaped as it was
 * before: every participant's race comes from what they had collected, and going back gives
 * back what hints cost.
 */

const BEFORE = '20261127000500';
const databaseAsItWas = useDatabaseAt(BEFORE);

const at = (iso: string) => new Date(iso);

describe('the migration that brought the race board', () => {
  it("gives each participant the pieces they found and the time of their latest find (the device's, for an offline one)", async () => {
    const { knex } = await databaseAsItWas();
    const [event] = (await knex('events')
      .insert({ name: 'Spring', start_date: at('2026-11-20T09:00Z'), end_date: at('2026-12-20T17:00Z'), status: 'active' })
      .returning('id')) as { id: number }[];
    const [one, two] = (await knex('puzzle_pieces').insert([{ name: 'One' }, { name: 'Two' }]).returning('id')) as { id: number }[];
    const [ann, bob] = (await knex('users').insert([{ email: 'ann@campus.edu' }, { email: 'bob@campus.edu' }]).returning('id')) as { id: string }[];
    await knex('participants').insert([
      { event_id: event?.id, user_id: ann?.id, total_points: 7 },
      { event_id: event?.id, user_id: bob?.id, total_points: 0 },
    ]);
    await knex('collection_entries').insert([
      { event_id: event?.id, user_id: ann?.id, puzzle_piece_id: one?.id, collected_at: at('2026-11-21T10:00:00.123456Z') },
      // Sent late from an offline phone: the find counts at the device's time.
      { event_id: event?.id, user_id: ann?.id, puzzle_piece_id: two?.id, collected_at: at('2026-11-21T12:00Z'), claimed_at: at('2026-11-21T11:00Z') },
    ]);

    await knex.migrate.latest();
    const rows = (await knex('participants').orderBy('total_points', 'desc').select('user_id', 'total_points', 'pieces_found', 'last_found_at')) as {
      user_id: string;
      total_points: number;
      pieces_found: number;
      last_found_at: Date | null;
    }[];
    expect(rows.map((row) => [row.user_id, row.total_points, row.pieces_found, row.last_found_at?.toISOString() ?? null])).toEqual([
      [ann?.id, 7, 2, '2026-11-21T11:00:00.000Z'],
      [bob?.id, 0, 0, null],
    ]);

    // Going back gives back what hints cost: the points are the answers' again.
    await knex('hint_reveals').insert({ event_id: event?.id, user_id: ann?.id, puzzle_piece_id: one?.id, hint_index: 0, cost: 5 });
    await knex('participants').where({ user_id: ann?.id }).decrement('total_points', 5);
    while ((await knex.migrate.currentVersion()) !== BEFORE) await knex.migrate.down();
    expect(await knex('participants').where({ user_id: ann?.id }).first('total_points')).toEqual({ total_points: 7 });
    expect(await knex.schema.hasTable('hint_reveals')).toBe(false);
  });
});
