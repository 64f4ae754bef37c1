import { beforeAll, describe, expect, it } from 'vitest';
import type { QrLinkRow } from '../../db/rows';
import { collectByCode, collectTogether, type ScanCall, type ScanOutcome } from '../repos/scans';
import { makeEvent, makePieces, makeUser } from '../testing/factories';
import { useTestDb } from '../testing/harness';
import { ScanBatches } from './scanBatches';

const db = useTestDb();

const checks = { displayVerified: false, maxSpeed: 2, accuracyCapM: 100, maxOfflineSeconds: 600, minFindSeconds: 0 };
const scanOf = (userId: string, code: string, extra: Partial<ScanCall['checks']> = {}): ScanCall => ({ userId, code, wrongCodeLimit: 10, windowSeconds: 60, checks: { ...checks, ...extra } });

/** The real database behind the batches, counting the calls that carried several scans. */
function realDatabase() {
  const counts = { together: 0, refused: 0 };
  const sender = {
    one: (scan: ScanCall) => collectByCode(db().knex, scan),
    together: (scans: readonly ScanCall[]) => {
      counts.together++;
      return collectTogether(db().knex, scans);
    },
    refused: () => {
      counts.refused++;
    },
  };
  return { counts, batches: new ScanBatches(sender, 1) };
}

/** An answer in short: its outcome, and the code of the piece it collected. */
const outcomeOf = (answer: ScanOutcome | string) => {
  if (typeof answer === 'string') return answer;
  return answer.outcome === 'collected' ? `collected ${answer.piece.name}` : answer.outcome;
};

async function entriesOf(userId: string): Promise<number> {
  const [row] = await db().knex('collection_entries').where({ user_id: userId }).count<{ count: number }[]>('* as count');
  return Number(row?.count);
}

describe('scans sent together', () => {
  let links: QrLinkRow[];
  beforeAll(async () => {
    links = (await makePieces(db().knex, ['BAT001', 'BAT002', 'BAT003'])).map((made) => made.link);
    await makeEvent(db().knex);
  });

  it('answers each scan of a batch as it would be answered alone, and keeps each once', async () => {
    const students = await Promise.all(Array.from({ length: 6 }, () => makeUser(db().knex)));
    const [first, second, third] = students.map((student) => student.id);
    if (!first || !second || !third) throw new Error('no students');
    const { counts, batches } = realDatabase();

    const sent: [string, string][] = [
      ...students.map((student, index): [string, string] => [student.id, links[index % 3]?.code ?? '']),
      [first, 'BAT001'], // the same find twice: a double submit
      [second, 'NOPE42'], // a wrong code
      [third, 'BAT001'], // a second find
    ];
    const answers = await Promise.all(sent.map(([userId, code]) => batches.collect(scanOf(userId, code), { alone: false })));

    expect(counts.together).toBeGreaterThan(0);
    const collected = (code: string) => `collected ${code} Piece`;
    expect(answers.map(outcomeOf)).toEqual([
      ...['BAT001', 'BAT002', 'BAT003', 'BAT001', 'BAT002', 'BAT003'].map(collected),
      'already_collected',
      'invalid',
      collected('BAT001'),
    ]);
    expect(await Promise.all(students.map((student) => entriesOf(student.id)))).toEqual([1, 1, 2, 1, 1, 1]);
    const [wrong] = await db().knex('scan_attempts').where({ user_id: second }).count<{ count: number }[]>('* as count');
    expect(Number(wrong?.count)).toBe(1);
    // Each student's standing counts their finds, the batch's scans one after another.
    const standing = await db().knex('participants').where({ user_id: third }).first();
    expect(standing.pieces_found).toBe(2);
  });

  it('sends a batch the database refused again one scan at a time: the bad scan fails alone, the others are kept once', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => makeUser(db().knex)));
    const { counts, batches } = realDatabase();
    // The first goes alone; the rest wait for it and go together, one of them with a time the database cannot read.
    const answers = await Promise.all(
      students.map((student, index) =>
        batches.collect(scanOf(student.id, 'BAT001', index === 2 ? { claimedAt: 'not a time' } : {}), { alone: false }).catch((error: Error) => `error: ${error.message}`),
      ),
    );
    expect(counts.refused).toBe(1);
    expect(answers.map(outcomeOf)).toEqual(['collected BAT001 Piece', 'collected BAT001 Piece', expect.stringMatching(/^error: .*not a time/), 'collected BAT001 Piece']);
    expect(await Promise.all(students.map((student) => entriesOf(student.id)))).toEqual([1, 1, 0, 1]);
  });
});
