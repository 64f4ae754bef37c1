import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memoryCache';

const loadNothing = async () => undefined;

describe('MemoryCache', () => {
  it('serves a stored value without loading it again', async () => {
    const cache = new MemoryCache<string, number>(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('drops an entry not used since the last pass before a used one', async () => {
    const cache = new MemoryCache<string, string>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, key.toUpperCase());
    await cache.get('a', loadNothing); // a is used: it survives the next eviction
    cache.set('d', 'D');
    expect(cache.size).toBe(3);
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('b')).toBeUndefined();
    expect([cache.peek('c'), cache.peek('d')]).toEqual(['C', 'D']);
    // a went to the back, before d came, with its second chance spent: c, then a, then d go.
    cache.set('e', 'E');
    expect(cache.peek('c')).toBeUndefined();
    cache.set('f', 'F');
    expect(cache.peek('a')).toBeUndefined();
    cache.set('g', 'G');
    expect(cache.peek('d')).toBeUndefined();
    expect([cache.peek('e'), cache.peek('f'), cache.peek('g')]).toEqual(['E', 'F', 'G']);
  });

  it('evicts even when every entry was used, taking the oldest', async () => {
    const cache = new MemoryCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    await cache.get('a', loadNothing);
    await cache.get('b', loadNothing);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
    expect([cache.peek('b'), cache.peek('c')]).toEqual([2, 3]);
  });

  it('replaces a value in place, counting it as used', () => {
    const cache = new MemoryCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([10, undefined, 3]);
  });

  it('does not store a load an invalidation overtook', async () => {
    const cache = new MemoryCache<string, number>(10);
    let release: (value: number) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.delete('a');
    release(1);
    expect(await slow).toBe(1);
    expect(cache.peek('a')).toBeUndefined();
  });

  it('reads through and stores nothing while invalidations may be missed', async () => {
    let trusted = false;
    const cache = new MemoryCache<string, number>(10, () => trusted);
    expect(await cache.get('a', async () => 1)).toBe(1);
    expect(cache.peek('a')).toBeUndefined();
    trusted = true;
    expect(await cache.get('a', async () => 2)).toBe(2);
    expect(cache.peek('a')).toBe(2);
  });
});
