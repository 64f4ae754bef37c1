import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createRuntime } from '../server';
import { makeEvent } from '../testing/factories';
import { useTestDb } from '../testing/harness';

const HOUR_MS = 3_600_000;
const testDb = useTestDb();
const knex = () => testDb().knex;

describe('the events cache\'s gate, kept between reads', () => {
  it('changes when an event ends, for a read at any time, and when the events change', async () => {
    const now = Date.now();
    const first = await makeEvent(knex(), { name: 'First', status: 'active', start_date: new Date(now - HOUR_MS), end_date: new Date(now + HOUR_MS) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', PUBLIC_URL: 'http://localhost:3000' });
    const runtime = await createRuntime(config, { db: testDb(), closesDb: false });
    try {
      const events = runtime.deps.caches.events;
      const end = first.end_date.getTime();
      expect(events.gate(now).active?.id).toBe(first.id);
      expect(events.gate(end - 1).active?.id).toBe(first.id);
      // At its end the event is over though nothing has marked it yet: still the current one.
      const over = events.gate(end);
      expect(over.active).toBeNull();
      expect(over.current?.id).toBe(first.id);
      // A read for an earlier time is answered for that time, not from the later one's answer.
      expect(events.gate(now).active?.id).toBe(first.id);

      await knex()('events').where({ id: first.id }).update({ status: 'completed', completed_at: new Date(now) });
      const second = await makeEvent(knex(), { name: 'Second', status: 'active', start_date: new Date(now), end_date: new Date(end + HOUR_MS) });
      await events.refresh();
      expect(events.gate(now).active?.id).toBe(second.id);
      expect(events.gate(end + 1).active?.id).toBe(second.id);
      expect(events.gate(end + HOUR_MS).current?.id).toBe(second.id);
      expect(events.gate(end + HOUR_MS).active).toBeNull();
    } finally {
      await runtime.close();
      await knex()('events').delete();
    }
  });
});
