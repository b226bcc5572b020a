import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('answers a stored body only while the write mark is the one it was read at', () => {
    const cache = new ReadCache({ maxBytes: 1000, ttlMs: 1000 });
    cache.set('page', '7:1', 0, '[1]');
    expect(cache.get('page', '7:1', 10)).toBe('[1]');
    expect(cache.get('other', '7:1', 10)).toBeUndefined();
    expect(cache.get('page', '8:1', 20)).toBeUndefined();
    // A moved mark drops the entry: coming back to the old mark does not revive it.
    expect(cache.get('page', '7:1', 30)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets an entry live less than ttlMs, and never when the clock went back', () => {
    const cache = new ReadCache({ maxBytes: 1000, ttlMs: 1000 });
    cache.set('a', 'm', 5000, 'A');
    expect(cache.get('a', 'm', 5999)).toBe('A');
    expect(cache.get('a', 'm', 6000)).toBeUndefined();
    cache.set('b', 'm', 5000, 'B');
    expect(cache.get('b', 'm', 4999)).toBeUndefined();
  });

  it('keeps within its byte budget by dropping the least recently used entries', () => {
    // Two bytes a character, key and body: 48 bytes hold four 1-character keys with 5-character bodies.
    const cache = new ReadCache({ maxBytes: 48, ttlMs: 1000 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 'm', 0, `${key}${key}${key}${key}${key}`);
    expect(cache.get('a', 'm', 1)).toBe('aaaaa'); // a is now the most recently used
    cache.set('e', 'm', 1, 'eeeee');
    expect(cache.get('b', 'm', 2)).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((k) => cache.get(k, 'm', 2))).toEqual(['aaaaa', 'ccccc', 'ddddd', 'eeeee']);
    // Replacing an entry frees its old size first.
    cache.set('a', 'm', 3, 'AAAAA');
    expect(cache.size).toBe(4);
    // A body bigger than the whole budget is not kept, and evicts nothing.
    cache.set('huge', 'm', 3, 'x'.repeat(21));
    cache.set('a-key-longer-than-the-budget-allows', 'm', 3, '');
    expect(cache.get('a-key-longer-than-the-budget-allows', 'm', 4)).toBeUndefined();
    expect(cache.get('huge', 'm', 4)).toBeUndefined();
    expect(cache.size).toBe(4);
  });
});
