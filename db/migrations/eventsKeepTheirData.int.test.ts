import { describe, expect, it } from 'vitest';
import { useDatabaseAt } from '../../api/testing/databaseAt';

/**
 * The migration that gave each event its own play, run over data shaped as it was before: every
 * row must land in the event it happened in, and every point must stay.
 */

const BEFORE = '20261126000100';
const databaseAsItWas = useDatabaseAt(BEFORE);

const at = (iso: string) => new Date(iso);

describe('the migration that keeps each event its own play', () => {
  it("moves every collection, answer, mark and standing into the event it happened in, and keeps every point", async () => {
    const { knex } = await databaseAsItWas();
    const [autumn, spring] = (await knex('events')
      .insert([
        { name: 'Autumn', start_date: at('2026-10-01T09:00Z'), end_date: at('2026-10-01T17:00Z'), status: 'completed', completed_at: at('2026-10-01T16:00Z') },
        { name: 'Spring', start_date: at('2026-11-20T09:00Z'), end_date: at('2026-12-20T17:00Z'), status: 'active' },
      ])
      .returning('id')) as { id: number }[];
    const [one, two] = (await knex('puzzle_pieces').insert([{ name: 'One' }, { name: 'Two' }]).returning('id')) as { id: number }[];
    const quiz = ((await knex('questionnaires').insert({ title: 'Quiz', questions: '[]' }).returning('id')) as { id: number }[])[0];
    // Ann completed Autumn (10 quiz points, and 2 more an organiser once set by hand), then got a mark in Spring.
    // Bob played only in Spring and was disqualified; Cy signed in and never played.
    const [ann, bob, cy] = (await knex('users')
      .insert([
        { email: 'ann@campus.edu', total_points: 12, completed_at: at('2026-10-01T12:00Z') },
        { email: 'bob@campus.edu', total_points: 3, disqualified_at: at('2026-11-21T10:00Z') },
        { email: 'cy@campus.edu' },
      ])
      .returning('id')) as { id: string }[];
    const entries = (await knex('collection_entries')
      .insert([
        { user_id: ann?.id, puzzle_piece_id: one?.id, collected_at: at('2026-10-01T10:00Z') },
        { user_id: ann?.id, puzzle_piece_id: two?.id, collected_at: at('2026-10-01T12:00Z') },
        // After Autumn ended and before Spring began: Autumn's leftovers.
        { user_id: bob?.id, puzzle_piece_id: one?.id, collected_at: at('2026-10-05T12:00Z') },
      ])
      .returning('id')) as { id: number }[];
    await knex('survey_responses').insert([
      { user_id: ann?.id, questionnaire_id: quiz?.id, responses: '{}', points_earned: 10, submitted_at: at('2026-10-01T12:30Z') },
      { user_id: bob?.id, questionnaire_id: quiz?.id, responses: '{}', points_earned: 3, submitted_at: at('2026-11-21T09:30Z') },
    ]);
    await knex('fair_play_marks').insert([
      { user_id: bob?.id, collection_entry_id: entries[2]?.id, kind: 'far', evidence: '{}', created_at: at('2026-11-21T09:00Z') },
      { user_id: ann?.id, kind: 'no_position', evidence: '{}', created_at: at('2026-11-22T09:00Z') },
    ]);

    await knex.migrate.latest();

    const eventsOf = async (table: string) => (await knex(table).orderBy('id').select('event_id')).map((row: { event_id: number }) => row.event_id);
    expect(await eventsOf('collection_entries')).toEqual([autumn?.id, autumn?.id, autumn?.id]);
    expect(await eventsOf('survey_responses')).toEqual([autumn?.id, spring?.id]);
    // A mark follows its collection; one without follows its time.
    expect(await eventsOf('fair_play_marks')).toEqual([autumn?.id, spring?.id]);

    const standings = await knex('participants').orderBy(['user_id', 'event_id']).select('event_id', 'user_id', 'total_points', 'completed_at', 'disqualified_at');
    const standing = (user: { id: string } | undefined, event: { id: number } | undefined) =>
      standings.find((row: { user_id: string; event_id: number }) => row.user_id === user?.id && row.event_id === event?.id);
    expect(standing(ann, autumn)).toMatchObject({ total_points: 12, completed_at: at('2026-10-01T12:00Z'), disqualified_at: null });
    // Ann's Spring mark made her a Spring participant, with none of her Autumn standing.
    expect(standing(ann, spring)).toMatchObject({ total_points: 0, completed_at: null, disqualified_at: null });
    expect(standing(bob, autumn)).toMatchObject({ total_points: 0, completed_at: null, disqualified_at: null });
    expect(standing(bob, spring)).toMatchObject({ total_points: 3, completed_at: null, disqualified_at: at('2026-11-21T10:00Z') });
    expect(standings.filter((row: { user_id: string }) => row.user_id === cy?.id)).toEqual([]);
    // Every point is still somewhere: ann's 12 (2 of them no answer explains: her completion's event has them), bob's 3.
    const total = standings.reduce((sum: number, row: { total_points: number }) => sum + row.total_points, 0);
    expect(total).toBe(15);
    expect(Object.keys((await knex('users').first()) ?? {})).not.toContain('total_points');
  });

  it('keeps play recorded before any event existed as the play of an "Earlier hunt"', async () => {
    const { knex } = await databaseAsItWas();
    const [piece] = (await knex('puzzle_pieces').insert({ name: 'One' }).returning('id')) as { id: number }[];
    const [dee] = (await knex('users').insert({ email: 'dee@campus.edu', total_points: 5, completed_at: at('2026-09-01T10:00Z') }).returning('id')) as { id: string }[];
    await knex('collection_entries').insert({ user_id: dee?.id, puzzle_piece_id: piece?.id, collected_at: at('2026-09-01T10:00Z') });

    await knex.migrate.latest();

    const events = await knex('events').select('id', 'name', 'status');
    expect(events).toEqual([{ id: expect.any(Number), name: 'Earlier hunt', status: 'completed' }]);
    expect(await knex('participants').select('event_id', 'total_points', 'completed_at')).toEqual([
      { event_id: events[0]?.id, total_points: 5, completed_at: at('2026-09-01T10:00Z') },
    ]);
  });

  it('adds no event to a database with no play', async () => {
    const { knex } = await databaseAsItWas();
    await knex('users').insert({ email: 'new@campus.edu' });
    await knex.migrate.latest();
    expect(await knex('events')).toEqual([]);
  });
});
