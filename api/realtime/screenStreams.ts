import type { Logger } from 'pino';
import type { ScreenDto } from '../../core/screen';
import { eventMessage, openEventStream, type EventStream, type StreamContext } from './sse';

/** How often the screens are read again while any is open: finds made on other instances show within this. */
const TICK_MS = 2000;
/** A burst of rank changes is shown once, this long after the first. */
const SETTLE_MS = 300;
/** A hall has a projector or two; more screens of one event than this are refused. */
export const MAX_STREAMS_PER_SCREEN = 20;
const MAX_BUFFERED_BYTES = 64 * 1024;

/** What a screen shows now, or null when its key no longer names an event. */
export type ReadScreen = (key: string) => Promise<ScreenDto | null>;

/**
 * GET /api/screen/{key}/stream: the big screens, which no sign-in guards. Each open key is read
 * once per change for all its screens: at once when the ranking moves, and every TICK_MS for
 * what the ranking does not show (finds and counts, from whichever instance). A message goes out
 * only when what it shows changed; a key that no longer works (a new link was made) ends its
 * screens.
 */
export class ScreenStreams {
  private readonly screens = new Map<string, { streams: Set<EventStream>; last: string }>();
  private readonly ticker: NodeJS.Timeout;
  private settle: NodeJS.Timeout | null = null;
  private reading = false;

  constructor(
    private readonly read: ReadScreen,
    private readonly logger: Logger,
  ) {
    this.ticker = setInterval(() => void this.refresh(), TICK_MS);
    this.ticker.unref();
  }

  /** Keeps the request as a screen of `key`, after the first message; false past the limit. */
  open(ctx: StreamContext, key: string, first: ScreenDto): boolean {
    const screen = this.screens.get(key) ?? { streams: new Set<EventStream>(), last: JSON.stringify(first) };
    if (screen.streams.size >= MAX_STREAMS_PER_SCREEN) return false;
    this.screens.set(key, screen);
    const socket = openEventStream(ctx);
    screen.streams.add(socket);
    socket.write(eventMessage('screen', JSON.stringify(first)));
    socket.once('close', () => {
      screen.streams.delete(socket);
      if (screen.streams.size === 0 && this.screens.get(key) === screen) this.screens.delete(key);
    });
    return true;
  }

  /** Something a screen shows may have changed (the ranking moved, the events changed): read again soon. */
  changed(): void {
    if (this.settle || this.screens.size === 0) return;
    this.settle = setTimeout(() => {
      this.settle = null;
      void this.refresh();
    }, SETTLE_MS);
    this.settle.unref();
  }

  get size(): number {
    let count = 0;
    for (const screen of this.screens.values()) count += screen.streams.size;
    return count;
  }

  shutdown(): void {
    clearInterval(this.ticker);
    if (this.settle) clearTimeout(this.settle);
    for (const screen of this.screens.values()) for (const socket of screen.streams) socket.end();
    this.screens.clear();
  }

  private async refresh(): Promise<void> {
    if (this.reading || this.screens.size === 0) return;
    this.reading = true;
    try {
      for (const [key, screen] of this.screens) {
        const now = await this.read(key);
        if (!now) {
          for (const socket of screen.streams) socket.end();
          this.screens.delete(key);
          continue;
        }
        const json = JSON.stringify(now);
        if (json === screen.last) continue;
        screen.last = json;
        const message = eventMessage('screen', json);
        for (const socket of screen.streams) {
          if (socket.writableLength > MAX_BUFFERED_BYTES) socket.destroy();
          else socket.write(message);
        }
      }
    } catch (error) {
      this.logger.error({ err: error }, 'a big screen could not be read');
    } finally {
      this.reading = false;
    }
  }
}
