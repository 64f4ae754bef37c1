import { describe, expect, it } from 'vitest';
import type { ScanCall, ScanOutcome } from '../repos/scans';
import { MOST_SCANS_A_BATCH, ScanBatches, type ScanSender } from './scanBatches';

const scanOf = (userId: string, code = 'AAA111'): ScanCall => ({
  userId,
  code,
  wrongCodeLimit: 10,
  windowSeconds: 60,
  checks: { displayVerified: false, maxSpeed: 2, accuracyCapM: 100, maxOfflineSeconds: 600, minFindSeconds: 5 },
});

/** The answer a scan gets here: the code, so each answer can be told from the others. */
const answerTo = (scan: ScanCall): ScanOutcome => ({ outcome: 'invalid', code: scan.code }) as unknown as ScanOutcome;

/** A database whose calls stay out until the test lets them answer, and that records each. */
class HeldDatabase implements ScanSender {
  readonly calls: { kind: 'one' | 'together'; users: string[] }[] = [];
  readonly refusals: number[] = [];
  private readonly held: (() => void)[] = [];
  refuseTogether = false;
  failOne = new Set<string>();

  one(scan: ScanCall): Promise<ScanOutcome> {
    this.calls.push({ kind: 'one', users: [scan.userId] });
    return this.hold(() => {
      if (this.failOne.has(scan.userId)) throw new Error(`no scan for ${scan.userId}`);
      return answerTo(scan);
    });
  }

  together(scans: readonly ScanCall[]): Promise<ScanOutcome[]> {
    this.calls.push({ kind: 'together', users: scans.map((scan) => scan.userId) });
    return this.hold(() => {
      if (this.refuseTogether) throw new Error('deadlock detected');
      return scans.map(answerTo);
    });
  }

  refused(_error: unknown, scans: number): void {
    this.refusals.push(scans);
  }

  /** Lets every call out now answer, and waits for what that sends next. */
  async answerAll(): Promise<void> {
    for (const release of this.held.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  private hold<T>(answer: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.held.push(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error as Error);
        }
      }),
    );
  }
}

describe('ScanBatches', () => {
  it('sends a scan at once and alone while a call is free, each with its own answer', async () => {
    const database = new HeldDatabase();
    const batches = new ScanBatches(database, 2);
    const first = batches.collect(scanOf('a', 'A1'), { alone: false });
    const second = batches.collect(scanOf('b', 'B1'), { alone: false });
    expect(database.calls).toEqual([
      { kind: 'one', users: ['a'] },
      { kind: 'one', users: ['b'] },
    ]);
    await database.answerAll();
    expect(await first).toMatchObject({ code: 'A1' });
    expect(await second).toMatchObject({ code: 'B1' });
  });

  it('sends the scans that came while every call was out together, in the order they came', async () => {
    const database = new HeldDatabase();
    const batches = new ScanBatches(database, 1);
    const answers = ['a', 'b', 'c', 'd'].map((user) => batches.collect(scanOf(user, `${user.toUpperCase()}1`), { alone: false }));
    expect(database.calls).toEqual([{ kind: 'one', users: ['a'] }]);
    await database.answerAll();
    expect(database.calls[1]).toEqual({ kind: 'together', users: ['b', 'c', 'd'] });
    await database.answerAll();
    expect(await Promise.all(answers)).toEqual(['A1', 'B1', 'C1', 'D1'].map((code) => ({ outcome: 'invalid', code })));
  });

  it('holds a student’s next scan until the answer to the one out, the others going meanwhile', async () => {
    const database = new HeldDatabase();
    const batches = new ScanBatches(database, 2);
    const answers = [batches.collect(scanOf('a', 'A1'), { alone: false }), batches.collect(scanOf('a', 'A2'), { alone: false }), batches.collect(scanOf('b'), { alone: false })];
    expect(database.calls).toEqual([
      { kind: 'one', users: ['a'] },
      { kind: 'one', users: ['b'] },
    ]);
    await database.answerAll();
    expect(database.calls[2]).toEqual({ kind: 'one', users: ['a'] });
    await database.answerAll();
    expect((await Promise.all(answers)).map((answer) => (answer as unknown as { code: string }).code)).toEqual(['A1', 'A2', 'AAA111']);
  });

  it('sends a scan marked alone by itself, and the scans around it together', async () => {
    const database = new HeldDatabase();
    const batches = new ScanBatches(database, 1);
    const answers = ['a', 'b', 'c', 'd'].map((user) => batches.collect(scanOf(user), { alone: user === 'c' }));
    await database.answerAll();
    await database.answerAll();
    await database.answerAll();
    await Promise.all(answers);
    expect(database.calls).toEqual([
      { kind: 'one', users: ['a'] },
      { kind: 'together', users: ['b', 'd'] },
      { kind: 'one', users: ['c'] },
    ]);
  });

  it('puts at most MOST_SCANS_A_BATCH scans in one call', async () => {
    const database = new HeldDatabase();
    const batches = new ScanBatches(database, 1);
    const users = Array.from({ length: MOST_SCANS_A_BATCH + 2 }, (_, index) => `u${index}`);
    const answers = users.map((user) => batches.collect(scanOf(user), { alone: false }));
    for (let round = 0; round < 3; round++) await database.answerAll();
    await Promise.all(answers);
    expect(database.calls.map((call) => call.users.length)).toEqual([1, MOST_SCANS_A_BATCH, 1]);
  });

  it('sends a refused batch again one scan at a time: each its own answer or its own error', async () => {
    const database = new HeldDatabase();
    const batches = new ScanBatches(database, 1);
    database.refuseTogether = true;
    database.failOne.add('c');
    const answers = ['a', 'b', 'c', 'd'].map((user) => batches.collect(scanOf(user, `${user.toUpperCase()}1`), { alone: false }).catch((error: Error) => error.message));
    for (let round = 0; round < 5; round++) await database.answerAll();
    expect(await Promise.all(answers)).toEqual([{ outcome: 'invalid', code: 'A1' }, { outcome: 'invalid', code: 'B1' }, 'no scan for c', { outcome: 'invalid', code: 'D1' }]);
    expect(database.refusals).toEqual([3]);
    expect(database.calls.slice(1).map((call) => `${call.kind} ${call.users.join(',')}`)).toEqual(['together b,c,d', 'one b', 'one c', 'one d']);
  });
});
