import type { ChangeBus } from './changeBus';
import { SignedInStreams } from './signedInStreams';
import { eventMessage } from './sse';
import type { Role } from '../../core/contracts';

/** Bursts of scans make one message a second at most. */
const MIN_INTERVAL_MS = 1000;

/**
 * GET /api/admin/live/stream: open Overviews hear `event: live` when something was collected,
 * and fetch the picture again. Admins only: a lost role ends the stream.
 */
export class AdminLiveStreams {
  readonly streams: SignedInStreams;
  private timer: NodeJS.Timeout | null = null;

  constructor(bus: ChangeBus, currentRole: (userId: string) => Promise<Role | null>) {
    this.streams = new SignedInStreams(bus, { currentRole });
  }

  /** A scan was collected on this instance. */
  changed(): void {
    if (this.timer || this.streams.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.streams.send(eventMessage('live', '{}'));
    }, MIN_INTERVAL_MS);
    this.timer.unref();
  }

  shutdown(): void {
    if (this.timer) clearTimeout(this.timer);
    this.streams.shutdown();
  }
}
