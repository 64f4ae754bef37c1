/**
 * A bounded in-memory cache in front of a database read, for values the change bus invalidates.
 *
 * A read that started before an invalidation must not store what it read after it: it may hold
 * the old value. Every invalidation therefore bumps a generation, and a load only stores its
 * result if no invalidation happened while it ran (the next request simply reads again).
 * The oldest entries are dropped beyond `maxEntries` (a Map keeps insertion order; a hit
 * re-inserts, so this is least-recently-used). While `trusted()` says invalidations may be
 * missed (the change bus is down), every read goes to `load` and nothing is stored.
 */
export class MemoryCache<K, V> {
  private readonly entries = new Map<K, V>();
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly trusted: () => boolean = () => true,
  ) {}

  /** The cached value, or what `load` reads (stored when `keep` says it is worth keeping). */
  async get(key: K, load: () => Promise<V | undefined>, keep: (value: V) => boolean = () => true): Promise<V | undefined> {
    if (!this.trusted()) return load();
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const generation = this.generation;
    const loaded = await load();
    if (loaded !== undefined && generation === this.generation && keep(loaded)) this.set(key, loaded);
    return loaded;
  }

  /** The cached value, if any, as it is (not counted as a use). */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Stores what was read while no invalidation happened since `generation` (from generationNow). */
  setIfUnchanged(key: K, value: V, generation: number): void {
    if (generation === this.generation && this.trusted()) this.set(key, value);
  }

  generationNow(): number {
    return this.generation;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
