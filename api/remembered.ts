/**
 * Answers worked out from a short text that clients send again and again (an Accept-Encoding
 * header, a session cookie, a board's query), kept so that the next identical text costs a
 * lookup. Anyone can send any text, so a text longer than `maxLength` is never kept, and the
 * memory starts over once it holds `maxEntries` answers. Keep only answers that depend on the
 * text alone.
 */
export class Remembered<V> {
  private readonly answers = new Map<string, V>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxLength: number,
  ) {}

  get(text: string): V | undefined {
    return this.answers.get(text);
  }

  /** Keeps the answer for the text, unless the text is too long to keep. */
  keep(text: string, answer: V): void {
    if (text.length > this.maxLength) return;
    if (this.answers.size >= this.maxEntries) this.answers.clear();
    this.answers.set(text, answer);
  }

  /** The answer for the text: the kept one, else `work`'s, kept for next time. */
  of(text: string, work: (text: string) => V): V {
    let answer = this.answers.get(text);
    if (answer === undefined) {
      answer = work(text);
      this.keep(text, answer);
    }
    return answer;
  }

  get size(): number {
    return this.answers.size;
  }
}
