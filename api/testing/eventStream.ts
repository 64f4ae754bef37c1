import { expect } from 'vitest';
import type { TestClient } from './client';

/** Reads a server-sent-events body, keeping one pending read across deadlines so no chunk is lost. */
export class EventStreamReader {
  private text = '';
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  private readonly decoder = new TextDecoder();

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** Resolves with everything read so far once it contains `needle`, or null after `ms`. */
  async until(needle: string, ms: number): Promise<string | null> {
    if (!(await this.readUntil(() => this.text.includes(needle), ms))) return null;
    return this.drain();
  }

  /** The data of the next complete message of this event (`leaderboard` unless told), or null after `ms`. */
  async nextMessage(ms: number, event = 'leaderboard'): Promise<string | null> {
    const message = new RegExp(`event: ${event}\\ndata: (.*)\\n\\n`);
    if (!(await this.readUntil(() => message.test(this.text), ms))) return null;
    const found = message.exec(this.text);
    this.text = this.text.slice((found?.index ?? 0) + (found?.[0].length ?? 0));
    return found?.[1] ?? null;
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }

  drain(): string {
    const seen = this.text;
    this.text = '';
    return seen;
  }

  private async readUntil(done: () => boolean, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      this.pending ??= this.reader.read();
      const result = await Promise.race([this.pending, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left))]);
      if (result === 'timeout') return false;
      this.pending = null;
      if (result.done) return false;
      this.text += this.decoder.decode(result.value, { stream: true });
    }
    return true;
  }
}

/** Opens a live stream (the leaderboard's unless told) as `client`; its raw reader. */
export async function openStream(client: TestClient, path = '/api/leaderboard/stream'): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  if (!response.body) throw new Error('the stream answered without a body');
  return response.body.getReader();
}

/** Reads until the server ends the stream; false if it is still open after `ms`. */
export async function endsWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  try {
    while (Date.now() < deadline) {
      const next = await Promise.race([reader.read(), new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), deadline - Date.now()))]);
      if (next === 'open') return false;
      if (next.done) return true;
    }
    return false;
  } catch {
    return true; // the connection was cut
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
