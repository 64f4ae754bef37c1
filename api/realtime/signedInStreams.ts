import type { Role } from '../../core/contracts';
import type { ChangeBus } from './changeBus';
import { MAX_STREAMS_PER_USER, type StreamOwner } from './leaderboardStreams';
import { openEventStream, type EventStream, type StreamContext } from './sse';
import { SlicedPasses } from './timeSlices';

const HEARTBEAT_MS = 25_000;
/** A reader that has not taken a few small messages is gone or stuck: its browser reconnects. */
const MAX_BUFFERED_BYTES = 4096;

interface Stream {
  socket: EventStream;
  userId: string;
  sessionKey: string | null;
}

export interface SignedInStreamOptions {
  /** Written to each stream as it opens, so a reconnect is never out of date. */
  greeting?: () => string;
  /** For streams only admins may hold: the user's role now, rechecked whenever it may have changed. */
  currentRole?: (userId: string) => Promise<Role | null>;
}

/**
 * A set of server-sent-event streams that all receive the same messages (the hunt's state, the
 * admin Overview's "something happened"). Each lasts only while it would still be allowed:
 * a logout, a revoked token or (for admin streams) a lost role ends it, and the browser's
 * reconnect is checked afresh. At most MAX_STREAMS_PER_USER per user on this instance.
 */
export class SignedInStreams {
  private readonly streams = new Set<Stream>();
  private readonly perUser = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly passes = new SlicedPasses();

  constructor(
    bus: ChangeBus,
    private readonly options: SignedInStreamOptions = {},
  ) {
    this.heartbeat = setInterval(() => this.send(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    bus.subscribe((change) => {
      if (change.topic === 'session') this.endWhere((stream) => stream.sessionKey === change.key);
      if (change.topic === 'tokens') this.endWhere((stream) => stream.sessionKey === null);
      if (change.topic === 'resync') this.endWhere(() => true);
      if ((change.topic === 'user' || change.topic === 'rank') && options.currentRole) void this.recheckRole(change.id, options.currentRole);
    });
  }

  /** Turns the request into a stream; false when the user already holds MAX_STREAMS_PER_USER here. */
  open(ctx: StreamContext, owner: StreamOwner): boolean {
    const userId = owner.viewer.id;
    const held = this.perUser.get(userId) ?? 0;
    if (held >= MAX_STREAMS_PER_USER) return false;
    if (ctx.req.socket.destroyed) {
      ctx.respond = false;
      return true;
    }
    this.perUser.set(userId, held + 1);
    const stream: Stream = { socket: openEventStream(ctx), userId, sessionKey: owner.sessionKey };
    this.streams.add(stream);
    stream.socket.once('close', () => this.forget(stream));
    if (this.options.greeting) stream.socket.write(this.options.greeting());
    return true;
  }

  /** Writes one message (or comment) to every stream. */
  send(chunk: string): void {
    this.sendWhere(chunk, () => true);
  }

  /** Writes one message to the streams of the people `matches` picks (a team's members). */
  sendWhere(chunk: string, matches: (userId: string) => boolean): void {
    // In slices: thousands of writes at once would hold the event loop for a noticeable time.
    void this.passes.run(this.streams, (stream) => {
      // Closed while other work ran between two slices.
      if (!this.streams.has(stream) || !matches(stream.userId)) return;
      if (stream.socket.writableLength > MAX_BUFFERED_BYTES) stream.socket.destroy();
      else stream.socket.write(chunk);
    });
  }

  get size(): number {
    return this.streams.size;
  }

  shutdown(): void {
    clearInterval(this.heartbeat);
    for (const stream of this.streams) stream.socket.end();
    this.streams.clear();
    this.perUser.clear();
  }

  private async recheckRole(userId: string, currentRole: (userId: string) => Promise<Role | null>): Promise<void> {
    if (!this.perUser.has(userId)) return;
    const role = await currentRole(userId).catch(() => null);
    if (role !== 'admin') this.endWhere((stream) => stream.userId === userId);
  }

  private endWhere(matches: (stream: Stream) => boolean): void {
    for (const stream of this.streams) if (matches(stream)) stream.socket.destroy();
  }

  private forget(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    const left = (this.perUser.get(stream.userId) ?? 1) - 1;
    if (left > 0) this.perUser.set(stream.userId, left);
    else this.perUser.delete(stream.userId);
  }
}
