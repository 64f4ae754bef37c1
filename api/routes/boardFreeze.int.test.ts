import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeaderboardDto, EventDto } from '../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../core/constants';
import type { LeaderboardDto } from '../../core/contracts';
import type { ScreenDto, ScreenLinkDto } from '../../core/screen';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makeQuestionnaire, makeUser } from '../testing/factories';

/**
 * The board freezes `freezeMinutes` before the end: students and the big screen see it as it was
 * then, organisers see it live, and completing the event shows everyone the final board.
 */

const MINUTE = 60_000;
let setup: AdminTestSetup;
let eventId: number;
let screenKey: string;

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  const now = Date.now();
  eventId = (await makeEvent(db, { start_date: new Date(now - 60 * MINUTE), end_date: new Date(now + 10 * MINUTE) })).id;
  const early = await makeUser(db, { email: 'early@campus.edu', first_name: 'Eve', last_name: 'Early', total_points: 15, completed_at: new Date(now - 25 * MINUTE) });
  await makeUser(db, { email: 'late@campus.edu', first_name: 'Lou', last_name: 'Late', total_points: 50, completed_at: new Date(now - 10 * MINUTE) });
  // Eve's last 10 points came from an answer after the freeze.
  const quiz = await makeQuestionnaire(db);
  await db('survey_responses').insert({ event_id: eventId, user_id: early.id, questionnaire_id: quiz.id, responses: '{}', points_earned: 10, submitted_at: new Date(now - 5 * MINUTE) });
  // Then frozen since 20 minutes ago: it ends in 10 and freezes 30 before.
  await db('events').where({ id: eventId }).update({ freeze_minutes: 30 });
  await setup.server.runtime.settle();
  await setup.server.runtime.deps.frozen.plan();
  screenKey = (await expectJson<ScreenLinkDto>(setup.admin.post(`/api/admin/events/${eventId}/screen-link`), 200)).path.slice('/screen/'.length);
});
afterAll(() => setup.server.stop());

describe('a frozen board', () => {
  it('shows students the board as it froze: who had finished, with the points they had then', async () => {
    const board = await expectJson<LeaderboardDto>(setup.user.get('/api/leaderboard'), 200);
    expect(board.frozen).toBe(true);
    expect(board.entries.map((entry) => [entry.userName, entry.rank, entry.totalPoints])).toEqual([['Eve Early', 1, 5]]);
    expect(board.totalRanked).toBe(1);
  });

  it('shows the big screen the same, marked frozen', async () => {
    const screen = await expectJson<ScreenDto>(setup.anonymous.get(`/api/screen/${screenKey}`), 200);
    expect(screen).toMatchObject({ frozen: true, finished: 1 });
    expect(screen.board.map((entry) => [entry.name, entry.points])).toEqual([['Eve Early', 5]]);
  });

  it('shows organisers the live board', async () => {
    const board = await expectJson<AdminLeaderboardDto>(setup.admin.get('/api/admin/leaderboard'), 200);
    expect(board.entries.map((entry) => [entry.userName, entry.totalPoints])).toEqual([
      ['Lou Late', 50],
      ['Eve Early', 15],
    ]);
  });

  it('is lifted by completing the event: everyone sees the final board', async () => {
    await expectJson<EventDto>(setup.admin.post(`/api/admin/events/${eventId}/complete`), 200);
    const board = await expectJson<LeaderboardDto>(setup.user.get('/api/leaderboard'), 200);
    expect(board.frozen).toBeUndefined();
    expect(board.entries.map((entry) => [entry.userName, entry.totalPoints])).toEqual([
      ['Lou Late', 50],
      ['Eve Early', 15],
    ]);
    const screen = await expectJson<ScreenDto>(setup.anonymous.get(`/api/screen/${screenKey}`), 200);
    expect(screen).toMatchObject({ frozen: false, event: { status: 'completed' } });
    expect(screen.board.map((entry) => entry.name)).toEqual(['Lou Late', 'Eve Early']);
  });

  it('takes 0 to 1440 minutes, on create and edit', async () => {
    const body = { name: 'Freeze', startDate: new Date(Date.now() + 60 * MINUTE).toISOString(), endDate: new Date(Date.now() + 120 * MINUTE).toISOString(), prizeTiers: DEFAULT_PRIZE_TIERS };
    const refused = await expectJson<{ message: string }>(setup.admin.post('/api/admin/events', { ...body, freezeMinutes: 1441 }), 400);
    expect(refused.message).toBe('freezeMinutes: freezeMinutes must be from 0 to 1440');
    const created = await expectJson<EventDto>(setup.admin.post('/api/admin/events', body), 201);
    expect(created.freezeMinutes).toBe(0);
    expect(await expectJson<EventDto>(setup.admin.patch(`/api/admin/events/${created.id}`, { freezeMinutes: 15 }), 200)).toMatchObject({ freezeMinutes: 15 });
  });
});
