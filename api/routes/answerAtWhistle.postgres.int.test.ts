import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';

let setup: AdminTestSetup;

beforeAll(async () => {
  setup = await startAdminTestServer();
});

afterAll(async () => {
  await setup?.server.stop();
});

/**
 * An answer held up inside its transaction while the organiser completes the event: the
 * completion must wait for it (or it must be refused), never slip past it. Deterministic: a
 * transaction of the test's own holds the student's row, so the answer waits there, after the
 * point where it took the event gate. In the suite's PostgreSQL run only (the file's name says
 * so): the embedded PGlite has one connection, which the holding transaction would take.
 */
describe('an answer in flight at the whistle', () => {
  it('is stored before the completion, never after it', async () => {
    const db = setup.server.runtime.deps.db;
    await makePieces(db, ['RACE01']);
    await db('events').update({ status: 'completed', completed_at: db.fn.now() }).where({ status: 'active' });
    const event = await makeEvent(db, { name: 'Race' });
    const quizId = (await makeQuestionnaire(db, { title: 'Race quiz', triggerCount: 1 })).id;
    const student = await signedIn(setup.server, 'in-flight@campus.edu');
    await expectJson(student.post('/api/scan', { code: 'RACE01' }), 200);
    const { id: userId } = await db('users').where({ email: 'in-flight@campus.edu' }).first();

    const holder = await db.transaction();
    try {
      await holder('users').where({ id: userId }).forUpdate();
      const holderPid = (await holder.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const blockedBy = async (pid: number) =>
        (await db.raw<{ rows: { pid: number }[] }>('select pid from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [pid])).rows;

      const submission = student.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Paris' } });
      const [waiting] = await eventually(() => blockedBy(holderPid ?? 0));
      let completed = false;
      const completion = setup.admin.post(`/api/admin/events/${event.id}/complete`).then((response) => {
        completed = true;
        return response;
      });
      // Either the completion waits behind the answer, or it has already finished past it.
      await eventually(async () => (completed ? [true] : (await blockedBy(waiting?.pid ?? 0)).length ? [true] : []));
      await holder.commit();

      const [answered, done] = await Promise.all([submission, completion]);
      expect(done.status).toBe(200);
      const { completed_at: completedAt } = await db('events').where({ id: event.id }).first();
      const stored = await db('survey_responses').where({ questionnaire_id: quizId });
      if (answered.status === 200) {
        expect(stored).toHaveLength(1);
        expect(stored[0].submitted_at.getTime()).toBeLessThan(completedAt.getTime());
      } else {
        expect(answered.status).toBe(403);
        expect(stored).toHaveLength(0);
      }
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
    }
  });
});

/** Polls `probe` until it finds something (a lock wait shows up within milliseconds). */
async function eventually<T>(probe: () => Promise<T[]>): Promise<T[]> {
  for (;;) {
    const found = await probe();
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
