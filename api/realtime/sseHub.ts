import { PassThrough } from 'node:stream';
import type { ChangeBus } from './changeBus';

const MIN_INTERVAL_MS = 1000;
const HEARTBEAT_MS = 25_000;
/** A few tabs per person is normal; more is a leak or abuse, and each stream holds a socket. */
export const MAX_STREAMS_PER_USER = 5;

/**
 * Server-sent-events fan-out of "the leaderboard changed", at most once a second per
 * instance however many scores change; clients revalidate on each event.
 */
export class SseHub {
  private readonly streams = new Set<PassThrough>();
  private readonly perUser = new Map<string, number>();
  private lastSent = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(bus: ChangeBus) {
    this.unsubscribe = bus.subscribe(() => this.schedule());
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** A new stream for this user, or null when they already hold MAX_STREAMS_PER_USER. */
  open(userId: string): PassThrough | null {
    const held = this.perUser.get(userId) ?? 0;
    if (held >= MAX_STREAMS_PER_USER) return null;
    const stream = new PassThrough();
    this.streams.add(stream);
    this.perUser.set(userId, held + 1);
    stream.write('retry: 3000\n\n');
    stream.once('close', () => {
      this.streams.delete(stream);
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    });
    return stream;
  }

  close(stream: PassThrough): void {
    stream.destroy();
  }

  get size(): number {
    return this.streams.size;
  }

  shutdown(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    if (this.timer) clearTimeout(this.timer);
    for (const stream of this.streams) stream.end();
    this.streams.clear();
  }

  private schedule(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.lastSent + MIN_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.lastSent = Date.now();
      this.write(`event: leaderboard\ndata: ${JSON.stringify({ at: new Date(this.lastSent).toISOString() })}\n\n`);
    }, wait);
    this.timer.unref();
  }

  private write(chunk: string): void {
    for (const stream of this.streams) stream.write(chunk);
  }
}
