import type { ScanCall, ScanOutcome } from '../repos/scans';

/** At most this many scans in one batch: a batch holds its students' locks until it commits. */
export const MOST_SCANS_A_BATCH = 32;

/** How scans reach the database: one alone, or several in one call and one transaction. */
export interface ScanSender {
  one(scan: ScanCall): Promise<ScanOutcome>;
  together(scans: readonly ScanCall[]): Promise<ScanOutcome[]>;
  /** A batch the database refused, before its scans are sent again one by one. */
  refused(error: unknown, scans: number): void;
}

interface Waiting {
  scan: ScanCall;
  alone: boolean;
  resolve(outcome: ScanOutcome): void;
  reject(error: unknown): void;
}

/**
 * The scans on their way to the database. While fewer than `callsOut` calls are out, a scan goes
 * at once, alone. Once they are all out, the scans that come meanwhile wait and go together, in
 * one call and one transaction, as soon as a call returns: one round trip and one commit for
 * many, so the database gets through more scans a second the busier it is, and no scan waits
 * on a timer.
 *
 * - A student with a scan out waits for its answer before their next goes: it would wait for the
 *   first's lock in the database anyway, and two batches naming one student could wait on each
 *   other.
 * - A scan marked `alone` goes alone (a team event's scan also takes its team's lock, in an order
 *   two batches could not agree on).
 * - A batch the database refuses left nothing behind (one transaction): its scans are sent again
 *   one at a time, so each gets its own answer or its own error.
 */
export class ScanBatches {
  private waiting: Waiting[] = [];
  private readonly studentsOut = new Set<string>();
  private out = 0;

  constructor(
    private readonly send: ScanSender,
    private readonly callsOut: number,
  ) {}

  collect(scan: ScanCall, options: { alone: boolean }): Promise<ScanOutcome> {
    return new Promise<ScanOutcome>((resolve, reject) => {
      this.waiting.push({ scan, alone: options.alone, resolve, reject });
      this.sendWhatCanGo();
    });
  }

  private sendWhatCanGo(): void {
    while (this.out < this.callsOut) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      this.out++;
      for (const { scan } of batch) this.studentsOut.add(scan.userId);
      void this.sendBatch(batch).finally(() => {
        this.out--;
        for (const { scan } of batch) this.studentsOut.delete(scan.userId);
        this.sendWhatCanGo();
      });
    }
  }

  /** The waiting scans that can go now, in the order they came; the rest keep their places. */
  private nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    for (const waiting of this.waiting) {
      const full = batch.length === MOST_SCANS_A_BATCH || batch[0]?.alone === true;
      if (full || this.studentsOut.has(waiting.scan.userId) || (waiting.alone && batch.length > 0)) left.push(waiting);
      else batch.push(waiting);
    }
    this.waiting = left;
    return batch;
  }

  private async sendBatch(batch: readonly Waiting[]): Promise<void> {
    const [first] = batch;
    if (batch.length === 1 && first) return settle(first, this.send.one(first.scan));
    let outcomes: ScanOutcome[];
    try {
      outcomes = await this.send.together(batch.map((waiting) => waiting.scan));
    } catch (error) {
      this.send.refused(error, batch.length);
      for (const waiting of batch) await settle(waiting, this.send.one(waiting.scan));
      return;
    }
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (outcome) waiting.resolve(outcome);
      else waiting.reject(new Error(`a batch of ${batch.length} scans had no answer for scan ${index}`));
    });
  }
}

async function settle(waiting: Waiting, outcome: Promise<ScanOutcome>): Promise<void> {
  try {
    waiting.resolve(await outcome);
  } catch (error) {
    waiting.reject(error);
  }
}
