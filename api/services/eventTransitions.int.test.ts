import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../db/rows';
import { loadConfig } from '../config';
import { createRuntime } from '../server';
import { makeEvent } from '../testing/factories';
import { useTestDb } from '../testing/harness';
import { applyDueEventTransitions, startEventNow } from './eventTransitions';

const HOUR_MS = 3_600_000;
const hoursFromNow = (n: number) => new Date(Date.now() + n * HOUR_MS);

const testDb = useTestDb();
const knex = () => testDb().knex;
const statusOf = async (id: number) => ((await knex()<EventRow>('events').where({ id }).first()) as EventRow).status;
const activeIds = async () => (await knex()<EventRow>('events').where({ status: 'active' }).select('id')).map((row) => row.id);


describe('the events\' time-based transitions', () => {
  it('are applied at start-up, before the first load: no instance starts on a stale state', async () => {
    // Written while no server runs: one event ended meanwhile, the next one's start has come.
    const ended = await makeEvent(knex(), { name: 'Ended', status: 'active', start_date: hoursFromNow(-3), end_date: hoursFromNow(-1) });
    const due = await makeEvent(knex(), { name: 'Due', status: 'scheduled', start_date: hoursFromNow(-0.5), end_date: hoursFromNow(2) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', PUBLIC_URL: 'http://localhost:3000' });
    const runtime = await createRuntime(config, { db: testDb(), closesDb: false });
    try {
      const held = new Map(runtime.deps.caches.events.all().map((event) => [event.id, event]));
      expect(held.get(ended.id)?.status).toBe('completed');
      expect(held.get(ended.id)?.completed_at?.getTime()).toBe(ended.end_date.getTime());
      expect(held.get(due.id)?.status).toBe('active');
      expect(runtime.deps.caches.events.gate().active?.id).toBe(due.id);
    } finally {
      await runtime.close();
    }
    await knex()('events').delete();
  });

  it('start one due event of several, and only one, when several instances apply them at once', async () => {
    const first = await makeEvent(knex(), { name: 'First', status: 'scheduled', start_date: hoursFromNow(-2), end_date: hoursFromNow(2) });
    const second = await makeEvent(knex(), { name: 'Second', status: 'scheduled', start_date: hoursFromNow(-1), end_date: hoursFromNow(2) });
    const changed = await Promise.all(Array.from({ length: 5 }, () => applyDueEventTransitions({ db: knex() })));
    expect(changed.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await activeIds()).toEqual([first.id]);
    expect(await statusOf(second.id)).toBe('scheduled');
    // Nothing more is due while the first runs: applying again changes nothing.
    expect(await applyDueEventTransitions({ db: knex() })).toBe(false);

    // Once the first has ended, the one waiting behind it starts in the same pass.
    const later = new Date(first.end_date.getTime() + 1);
    await knex()('events').where({ id: second.id }).update({ end_date: hoursFromNow(3) });
    expect(await applyDueEventTransitions({ db: knex() }, later)).toBe(true);
    expect(await statusOf(first.id)).toBe('completed');
    expect(await activeIds()).toEqual([second.id]);
    await knex()('events').delete();
  });

  it('complete an active event past its end before Start Now starts another', async () => {
    const ended = await makeEvent(knex(), { name: 'Ended', status: 'active', start_date: hoursFromNow(-3), end_date: hoursFromNow(-1) });
    const next = await makeEvent(knex(), { name: 'Next', status: 'scheduled', start_date: hoursFromNow(5), end_date: hoursFromNow(8) });
    const started = await startEventNow({ db: knex() }, next.id);
    expect(started?.id).toBe(next.id);
    expect(started?.status).toBe('active');
    expect(started && started.start_date.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await statusOf(ended.id)).toBe('completed');
    expect(await activeIds()).toEqual([next.id]);
    await knex()('events').delete();
  });

  it('keep an active event past its end the current one until it is marked, not an event completed before it', async () => {
    await makeEvent(knex(), { name: 'Autumn', status: 'completed', start_date: hoursFromNow(-30), end_date: hoursFromNow(-28) });
    const spring = await makeEvent(knex(), { name: 'Spring', status: 'active', start_date: hoursFromNow(-1), end_date: hoursFromNow(1) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', PUBLIC_URL: 'http://localhost:3000' });
    const runtime = await createRuntime(config, { db: testDb(), closesDb: false });
    try {
      const { events } = runtime.deps.caches;
      // The moment after Spring's end, before the clock has marked it completed.
      const justAfter = spring.end_date.getTime() + 1;
      expect(events.gate(justAfter)).toMatchObject({ active: null, current: { id: spring.id } });
      expect(events.currentEventId(justAfter)).toBe(spring.id);
    } finally {
      await runtime.close();
    }
    await knex()('events').delete();
  });
});
