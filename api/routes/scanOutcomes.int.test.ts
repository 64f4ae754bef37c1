import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CODES_PER_MINUTE } from '../../core/constants';
import { ERROR_STATUS } from '../../core/errors';
import type { HuntPhase } from '../../core/huntState';
import { SCAN_REFUSALS, SQL_SCAN_OUTCOMES, type RefusalDetail, type ScanRefusalOutcome } from '../../core/scanOutcomes';
import type { EventRow } from '../../db/rows';
import { signDisplayToken } from '../services/displayTokens';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import type { TestClient } from '../testing/client';
import { makeEvent, makePieceWithCode } from '../testing/factories';
import { statementsDuring } from '../testing/statements';

/**
 * Every outcome of a scan, driven through POST /api/scan: each refusal must answer with the
 * status, code and words core's table gives it (the scanner decides what to do from the same
 * table). Typed as a record of every outcome, so a new one cannot be left out.
 */
let setup: AdminTestSetup;
let event: EventRow;
const db = () => setup.server.runtime.deps.db;
const keys = () => setup.server.runtime.deps.config.sessionKeys;
let students = 0;
const student = () => signedIn(setup.server, `outcome-${++students}@campus.edu`);

/** Where a place-checked code hangs, and a position 5 km away. */
const PLACE = { latitude: 52.2053, longitude: 0.1218 };
const FAR = { latitude: 52.25, longitude: 0.1218, accuracy: 10 };

beforeAll(async () => {
  setup = await startAdminTestServer();
  // enforce: a far or vague position is refused rather than marked.
  event = await makeEvent(db(), { location_policy: 'enforce' });
  await makePieceWithCode(db(), 'PLAIN1');
  await makePieceWithCode(db(), 'PLAIN2');
  await makePieceWithCode(db(), 'PLACE1', { place_latitude: PLACE.latitude, place_longitude: PLACE.longitude, place_radius_m: 50 });
  await makePieceWithCode(db(), 'SCREEN', { needs_display_token: true });
});
afterAll(() => setup.server.stop());

/** One scan that gets the outcome, and what the answer depends on beyond it. */
type Scenario = (client: TestClient) => Promise<{ response: Response; detail?: RefusalDetail }>;

const refusals: Record<ScanRefusalOutcome, Scenario> = {
  no_user: async (client) => {
    await erasedBehindTheCaches('outcome-ghost@campus.edu');
    let response: Response | undefined;
    const statements = await statementsDuring(setup.server, async () => {
      response = await client.post('/api/scan', { code: 'PLAIN1' });
    });
    // The caches still knew the student: the scan function itself found them gone.
    expect(statements.some((sql) => sql.includes('hunt_record_scan'))).toBe(true);
    return { response: defined(response) };
  },
  rate_limited: async (client) => {
    for (let guess = 0; guess < WRONG_CODES_PER_MINUTE; guess++) await expectJson(client.post('/api/scan', { code: `WRONG${guess}` }), 404);
    const response = await client.post('/api/scan', { code: 'PLAIN1' });
    const retryAfterSeconds = Number(response.headers.get('Retry-After'));
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    return { response, detail: { retryAfterSeconds } };
  },
  invalid: async (client) => {
    // Text no code can have is refused before the database is asked, with the same answer.
    const impossible = await client.post('/api/scan', { code: 'NO SUCH CODE!' });
    expect(await expectJson(impossible, 404)).toEqual({ code: 'not_found', message: SCAN_REFUSALS.invalid.message() });
    return { response: await client.post('/api/scan', { code: 'NOSUCH' }) };
  },
  already_collected: async (client) => {
    await expectJson(client.post('/api/scan', { code: 'PLAIN1' }), 200);
    return { response: await client.post('/api/scan', { code: 'PLAIN1' }) };
  },
  already_collected_by_team: async (client) => {
    // The event is played as teams (students without one still play alone, as the others here do).
    await db()('events').where({ id: event.id }).update({ mode: 'teams' });
    const teammate = await student();
    const [team] = await db()('teams').insert({ event_id: event.id, name: 'Outcomes', join_code: 'OUTCME' }).returning<{ id: number }[]>('id');
    for (const member of [client, teammate]) {
      const { id } = await expectJson<{ id: string }>(member.get('/api/auth/user'), 200);
      await db()('participants').insert({ event_id: event.id, user_id: id, team_id: team?.id });
    }
    await expectJson(teammate.post('/api/scan', { code: 'PLAIN1' }), 200);
    return { response: await client.post('/api/scan', { code: 'PLAIN1' }) };
  },
  position_required: async (client) => ({ response: await client.post('/api/scan', { code: 'PLACE1' }) }),
  position_imprecise: async (client) => ({
    response: await client.post('/api/scan', { code: 'PLACE1', position: { ...PLACE, accuracy: setup.server.config.positionAccuracyCapM + 100 } }),
  }),
  too_far: async (client) => ({ response: await client.post('/api/scan', { code: 'PLACE1', position: FAR }) }),
  token_required: async (client) => ({ response: await client.post('/api/scan', { code: 'SCREEN' }) }),
  code_expired: async (client) => ({
    response: await client.post('/api/scan', { code: 'SCREEN', token: signDisplayToken(keys(), 'SCREEN', Date.now() - 10 * 60_000) }),
  }),
  token_forged: async (client) => ({
    response: await client.post('/api/scan', { code: 'SCREEN', token: signDisplayToken(['x'.repeat(32)], 'SCREEN') }),
  }),
  code_required: async (client) => ({ response: await client.post('/api/scan', { code: 'http://localhost/scan/' }) }),
  // Last: it ends the hunt for everyone after it.
  no_active_event: async (client) => {
    await expectJson(setup.admin.post(`/api/admin/events/${event.id}/complete`), 200);
    const { phase } = await expectJson<{ phase: HuntPhase }>(client.get('/api/hunt'), 200);
    expect(phase).toBe('over');
    return { response: await client.post('/api/scan', { code: 'PLAIN2' }), detail: { phase } };
  },
};

/**
 * A student erased while the API instance still holds their session and row: the state a scan
 * already past the caches meets when the erasure commits first. The row goes without its
 * cascade and triggers (replica mode), so no instance hears of it.
 */
async function erasedBehindTheCaches(email: string): Promise<void> {
  await db().transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx('users').where({ email }).delete();
  });
}

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('no answer');
  return value;
}

describe('POST /api/scan answers every outcome as the table of refusals says', () => {
  it('collects (the one outcome that is no refusal)', async () => {
    expect(SQL_SCAN_OUTCOMES).toContain('collected');
    const client = await student();
    const body = await expectJson<{ piece: { name: string } }>(client.post('/api/scan', { code: 'PLAIN2' }), 200);
    expect(body.piece.name).toBe('PLAIN2 Piece');
  });

  it('has a scenario for every outcome the SQL function returns', () => {
    expect(SQL_SCAN_OUTCOMES.filter((outcome) => outcome !== 'collected' && !(outcome in refusals))).toEqual([]);
  });

  for (const [outcome, scenario] of Object.entries(refusals) as [ScanRefusalOutcome, Scenario][]) {
    it(outcome, async () => {
      const client = outcome === 'no_user' ? await signedIn(setup.server, 'outcome-ghost@campus.edu') : await student();
      if (outcome === 'no_user') await expectJson(client.get('/api/auth/user'), 200);
      const { response, detail = {} } = await scenario(client);
      const refusal = SCAN_REFUSALS[outcome];
      expect(await expectJson(response, ERROR_STATUS[refusal.code])).toEqual({ code: refusal.code, message: refusal.message(detail) });
    });
  }
});
