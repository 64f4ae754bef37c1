import type { ServerResponse } from 'node:http';
import type { HuntState } from '../../core/huntState';
import type { AppContext } from '../context';
import type { ChangeBus } from './changeBus';
import { MAX_STREAMS_PER_USER, type StreamOwner } from './leaderboardStreams';
import { eventMessage, openEventStream } from './sse';

const HEARTBEAT_MS = 25_000;

interface Stream {
  res: ServerResponse;
  userId: string;
  sessionKey: string | null;
}

/** The `event: hunt` message every page holding a stream receives when the hunt's state may have changed. */
export function huntMessage(state: HuntState): string {
  return eventMessage('hunt', JSON.stringify(state));
}

/**
 * GET /api/hunt/stream: the hunt's state (core/huntState.ts) for pages that do not hold the
 * leaderboard stream (the dashboard, the scanner). A stream gets the state as it opens (so a
 * reconnect is never out of date) and again after every change of events: Start Now, Complete,
 * a scheduled start or end. The state is the same for everyone, so one message serves all.
 */
export class HuntStreams {
  private readonly streams = new Set<Stream>();
  private readonly perUser = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly state: () => HuntState,
    bus: ChangeBus,
  ) {
    this.heartbeat = setInterval(() => this.writeAll(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    // Signed-in only, like the leaderboard's: a logout or a revoked token ends the stream.
    bus.subscribe((change) => {
      if (change.topic === 'session') this.endWhere((stream) => stream.sessionKey === change.key);
      if (change.topic === 'tokens') this.endWhere((stream) => stream.sessionKey === null);
      if (change.topic === 'resync') this.endWhere(() => true);
    });
  }

  /** Turns the request into a stream; false when the user already holds MAX_STREAMS_PER_USER here. */
  open(ctx: AppContext, owner: StreamOwner): boolean {
    const userId = owner.viewer.id;
    const held = this.perUser.get(userId) ?? 0;
    if (held >= MAX_STREAMS_PER_USER) return false;
    if (ctx.req.socket.destroyed) {
      ctx.respond = false;
      return true;
    }
    this.perUser.set(userId, held + 1);
    const stream: Stream = { res: openEventStream(ctx), userId, sessionKey: owner.sessionKey };
    this.streams.add(stream);
    stream.res.once('close', () => this.forget(stream));
    stream.res.write(huntMessage(this.state()));
    return true;
  }

  /** The events changed: every page hears where the hunt stands now. */
  announce(): void {
    this.writeAll(huntMessage(this.state()));
  }

  get size(): number {
    return this.streams.size;
  }

  shutdown(): void {
    clearInterval(this.heartbeat);
    for (const stream of this.streams) stream.res.end();
    this.streams.clear();
    this.perUser.clear();
  }

  private writeAll(chunk: string): void {
    // A reader that has not taken a few small messages is gone or stuck: its browser reconnects.
    for (const stream of this.streams) {
      if (stream.res.writableLength > 4096) stream.res.destroy();
      else stream.res.write(chunk);
    }
  }

  private endWhere(matches: (stream: Stream) => boolean): void {
    for (const stream of this.streams) if (matches(stream)) stream.res.destroy();
  }

  private forget(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    const left = (this.perUser.get(stream.userId) ?? 1) - 1;
    if (left > 0) this.perUser.set(stream.userId, left);
    else this.perUser.delete(stream.userId);
  }
}
