import { diffTop } from '../../core/leaderboardPatch';
import type { UserRow } from '../../db/rows';
import type { TopList } from '../leaderboard/boardView';
import type { ChangeBus } from './changeBus';
import { openEventStream, type EventStream, type StreamContext } from './sse';
import { TeamBoardPatches, type TeamBoardBody } from './teamBoardPatches';
import { SlicedPasses, TimeSlices } from './timeSlices';

/** A few tabs per person is normal; more is a leak or abuse, and each stream holds a socket. */
export const MAX_STREAMS_PER_USER = 5;
/** Changes are gathered for at least this long between two messages. */
const MIN_INTERVAL_MS = 200;
const HEARTBEAT_MS = 25_000;
/**
 * A reader that has not taken what it was sent is skipped (it fetches the board when the next
 * patch does not fit what it holds); one this far behind is cut off (its browser reconnects).
 * So a stuck phone holds at most about this much of the server's memory.
 */
const MAX_BUFFERED_BYTES = 16 * 1024;

type Viewer = Pick<UserRow, 'id' | 'role'>;

/** Who opened a stream: a browser session (by the key the change bus uses) or an API token (null). */
export interface StreamOwner {
  viewer: Viewer;
  sessionKey: string | null;
  /**
   * The board the page follows: everyone's (null), one division's, or the team board (each
   * patched like everyone's: realtime/teamBoardPatches.ts for the team board).
   */
  board?: { division: number } | 'teams' | null;
}

/** What the streams need to know of the board and of who may still read it. */
export interface BoardReader {
  /**
   * The top list this viewer may see, and the key of the list it is (the e-mail policy it was made
   * with, and whether it is the frozen one); null while sealed for them.
   */
  view(viewer: Viewer, choice: { division: number } | null): { key: string; top: TopList } | null;
  /** The current top list of a key `view` gave. */
  top(key: string): TopList;
  /** The viewer's own entry as JSON, or 'null'. */
  ownEntryJson(viewer: Viewer, choice: { division: number } | null): string;
  /** The team board as this viewer may see it. */
  teams(viewer: Viewer): TeamBoardBody;
  /** The user's role now, or null when they no longer exist. */
  currentRole(userId: string): Promise<Viewer['role'] | null>;
}

interface Stream extends StreamOwner {
  socket: EventStream;
  /** The `me` this reader was last sent (their own team's entry, for the team board), so an unchanged one is not sent again. */
  lastMe: string;
  /** The team board's version this reader holds. */
  teamsHeld: string;
}

/** A stream's board as the reader's choice of list: null for the team board, which has none. */
const choiceOf = (stream: StreamOwner) => (stream.board === 'teams' ? null : (stream.board ?? null));

/**
 * The live leaderboard's server-sent events. After a change, each open page receives one
 * message: how its top list changed since the version it holds (a few splices, shared by
 * every reader with the same e-mail policy and serialised once) and its own position. Pages
 * apply it where they are; no page fetches the board because of a change. A stream costs a
 * socket and a small record here, nothing else.
 */
export class LeaderboardStreams {
  private readonly streams = new Set<Stream>();
  private readonly perUser = new Map<string, number>();
  /** The top list each policy's readers were last told about. */
  private readonly sent = new Map<string, TopList>();
  private readonly teamPatches = new TeamBoardPatches();
  private timer: NodeJS.Timeout | null = null;
  private lastSentAt = 0;
  private sending = false;
  private sendAgain = false;
  private readonly heartbeat: NodeJS.Timeout;
  /** The messages for every stream (keep-alive, reload, the hunt's state), in the order they were sent. */
  private readonly passes = new SlicedPasses();

  constructor(
    private readonly board: BoardReader,
    bus: ChangeBus,
  ) {
    this.heartbeat = setInterval(() => this.writeAll(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    // A stream was allowed when it opened; it ends as soon as that would no longer be so
    // (logout, revocation, a new role), and the browser's reconnect is checked afresh.
    bus.subscribe((change) => {
      if (change.topic === 'session') this.endWhere((stream) => stream.sessionKey === change.key);
      if (change.topic === 'tokens') this.endWhere((stream) => stream.sessionKey === null);
      if (change.topic === 'resync') this.endWhere(() => true);
      if (change.topic === 'user' || change.topic === 'rank') void this.recheckRole(change.id);
    });
  }

  /**
   * Turns the request into a stream; false when the user already holds MAX_STREAMS_PER_USER on
   * this instance.
   */
  open(ctx: StreamContext, owner: StreamOwner): boolean {
    const { viewer } = owner;
    const held = this.perUser.get(viewer.id) ?? 0;
    if (held >= MAX_STREAMS_PER_USER) return false;
    // The browser may have gone while the request was being authenticated: nothing to keep.
    if (ctx.req.socket.destroyed) {
      ctx.respond = false;
      return true;
    }
    this.perUser.set(viewer.id, held + 1);

    // The response is ours from here: Koa must neither end it nor render a 404 for it.
    const socket = openEventStream(ctx);
    // The page fetched the board as it opened its stream: patches start from what it holds.
    const stream: Stream = {
      socket,
      viewer: { id: viewer.id, role: viewer.role },
      sessionKey: owner.sessionKey,
      board: owner.board ?? null,
      lastMe: '',
      teamsHeld: '',
    };
    if (stream.board === 'teams') {
      const teams = this.board.teams(viewer);
      [stream.lastMe, stream.teamsHeld] = [teams.tail, teams.version];
      this.teamPatches.remember(teams);
    } else stream.lastMe = this.board.ownEntryJson(viewer, choiceOf(owner));
    this.streams.add(stream);
    const view = stream.board === 'teams' ? null : this.board.view(stream.viewer, choiceOf(stream));
    if (view && !this.sent.has(view.key)) this.sent.set(view.key, view.top);
    socket.once('close', () => this.forget(stream));
    return true;
  }

  get size(): number {
    return this.streams.size;
  }

  /** The board changed: tell every reader, at most once per MIN_INTERVAL_MS. */
  changed(): void {
    if (this.timer) return;
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    const wait = Math.max(0, this.lastSentAt + MIN_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.broadcast();
    }, wait);
    this.timer.unref();
  }

  /**
   * Something a patch can't express changed (an event, a seal): every page fetches the board
   * again, so the next patches start from what the board is now.
   */
  reloadAll(): void {
    for (const key of this.sent.keys()) this.sent.set(key, this.board.top(key));
    this.writeAll('event: leaderboard\ndata: {"reload":true}\n\n');
  }

  /** A message for every open page that is not about the board (the hunt's state: realtime/huntStreams.ts). */
  sendAll(message: string): void {
    this.writeAll(message);
  }

  shutdown(): void {
    clearInterval(this.heartbeat);
    if (this.timer) clearTimeout(this.timer);
    for (const stream of this.streams) stream.socket.end();
    this.streams.clear();
    this.perUser.clear();
  }

  private async broadcast(): Promise<void> {
    this.sending = true;
    this.lastSentAt = Date.now();
    // One top list and one shared message per policy for the whole broadcast, even if the
    // ranking changes while it runs (the next broadcast carries that change).
    const shared = new Map<string, { top: TopList; prefix: string; unchanged: boolean }>();
    // What a reader may see depends only on their role and board choice: asked once per broadcast.
    const views = new Map<string, ReturnType<BoardReader['view']>>();
    this.teamPatches.startBroadcast();
    // Written in slices of a few milliseconds, so a broadcast to thousands never stalls requests.
    const slices = new TimeSlices();
    try {
      // A snapshot: streams open and close while the broadcast yields between turns.
      for (const stream of Array.from(this.streams)) {
        if (slices.due()) await slices.next();
        // Closed while the broadcast let other work run.
        if (!this.streams.has(stream)) continue;
        if (stream.board === 'teams') {
          this.sendTeams(stream);
          continue;
        }
        const choice = choiceOf(stream);
        const viewKey = `${stream.viewer.role}:${choice?.division ?? ''}`;
        let view = views.get(viewKey);
        if (view === undefined) {
          view = this.board.view(stream.viewer, choice);
          views.set(viewKey, view);
        }
        if (!view) continue;
        let message = shared.get(view.key);
        if (!message) {
          message = this.sharedMessage(view.key, view.top);
          shared.set(view.key, message);
        }
        const me = this.board.ownEntryJson(stream.viewer, choice);
        if (message.unchanged && me === stream.lastMe) continue;
        // Still busy with what it was sent: it will notice the gap and fetch the board.
        if (stream.socket.writableLength > 0) continue;
        stream.lastMe = me;
        this.write(stream, `event: leaderboard\ndata: ${message.prefix},"me":${me}}\n\n`);
      }
      for (const [key, { top }] of shared) this.sent.set(key, top);
    } finally {
      this.sending = false;
      if (this.sendAgain) {
        this.sendAgain = false;
        this.changed();
      }
    }
  }

  /** The team board's change to a reader whose board or own team is older, as a patch or whole. */
  private sendTeams(stream: Stream): void {
    const body = this.board.teams(stream.viewer);
    if ((body.version === stream.teamsHeld && body.tail === stream.lastMe) || stream.socket.writableLength > 0) return;
    const patch = this.teamPatches.prefix(stream.teamsHeld, body);
    [stream.lastMe, stream.teamsHeld] = [body.tail, body.version];
    this.teamPatches.remember(body);
    // The shared part as it is (the whole board is one buffer for every reader), then the
    // reader's own team: corked, so the three go out in one system call, with no copy per reader.
    // (The reader took everything it was sent: nothing is buffered, so no limit is passed.)
    const { socket } = stream;
    socket.cork();
    socket.write('event: teams\ndata: ');
    socket.write(patch ?? body.head.bytes);
    socket.write(`${body.tail}\n\n`);
    process.nextTick(() => socket.uncork());
  }

  /** The part of the message every reader of this list shares, as an unterminated JSON object. */
  private sharedMessage(key: string, top: TopList): { top: TopList; prefix: string; unchanged: boolean } {
    const previous = this.sent.get(key);
    const head = `{"from":"${previous?.version ?? ''}","v":"${top.version}","n":${top.totalRanked}`;
    if (previous?.version === top.version) return { top, prefix: head, unchanged: true };
    const splices = previous ? diffTop(previous.entries, top.entries) : null;
    const body = splices ? `"ops":${JSON.stringify(splices)}` : `"top":${top.json}`;
    return { top, prefix: `${head},${body}`, unchanged: false };
  }

  /** The same chunk to every stream, in slices (a keep-alive comment, a reload, the hunt's state). */
  private writeAll(chunk: string): void {
    void this.passes.run(this.streams, (stream) => {
      if (this.streams.has(stream)) this.write(stream, chunk);
    });
  }

  private write(stream: Stream, chunk: string): void {
    if (stream.socket.writableLength > MAX_BUFFERED_BYTES) {
      stream.socket.destroy();
      return;
    }
    stream.socket.write(chunk);
  }

  private endWhere(matches: (stream: Stream) => boolean): void {
    for (const stream of this.streams) if (matches(stream)) stream.socket.destroy();
  }

  private async recheckRole(userId: string): Promise<void> {
    const theirs = Array.from(this.streams).filter((stream) => stream.viewer.id === userId);
    if (theirs.length === 0) return;
    const role = await this.board.currentRole(userId).catch(() => null);
    for (const stream of theirs) if (stream.viewer.role !== role) stream.socket.destroy();
  }

  private forget(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    const left = (this.perUser.get(stream.viewer.id) ?? 1) - 1;
    if (left > 0) this.perUser.set(stream.viewer.id, left);
    else this.perUser.delete(stream.viewer.id);
  }
}
