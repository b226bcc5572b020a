import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';

/**
 * Answers to hot reads, kept while the database says nothing was written since they were
 * read. Each entry remembers the database's write mark at the moment its read began
 * (`Database.writeMark`); any write moves the mark, so a stale entry is never served.
 * The time limit covers what a mark cannot see: answers that depend on the clock
 * ("created in the last 30 days") move on within `ttlMs`.
 * Bounded by the bytes it holds; the least recently used entries go first.
 */
export interface ReadCacheOptions {
  maxBytes: number;
  ttlMs: number;
}

interface Entry {
  mark: string;
  readAt: number;
  body: string;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly options: ReadCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The body stored under `key` if it was read at `mark` less than ttlMs before `now`. */
  get(key: string, mark: string, now: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now - entry.readAt;
    if (entry.mark !== mark || age < 0 || age >= this.options.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Re-inserting moves the key to the young end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /** Stores `body`, read from the database at `mark` (taken before the read began). */
  set(key: string, mark: string, readAt: number, body: string): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const cost = costOf(key, body);
    if (cost > this.options.maxBytes) return;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes + cost <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, { mark, readAt, body });
    this.bytes += cost;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= costOf(key, entry.body);
  }
}

/** Strings cost about two bytes a character; keys count (a search term is part of one). */
function costOf(key: string, body: string): number {
  return (key.length + body.length) * 2;
}

/**
 * The JSON `read` answers, from `cache` while the database's write mark stands. The mark
 * is taken before the read: a write landing during the read moves it, and the answer
 * stored under the old mark is never served.
 */
export async function readThrough(
  cache: ReadCache,
  ctx: { database: Pick<Database, 'writeMark'>; clock: Clock },
  key: string,
  read: () => Promise<string>,
): Promise<string> {
  const mark = ctx.database.writeMark();
  const now = ctx.clock.now().getTime();
  const cached = cache.get(key, mark, now);
  if (cached !== undefined) return cached;
  const body = await read();
  cache.set(key, mark, now, body);
  return body;
}

/**
 * readThrough where the write mark sees every writer (SQLite); elsewhere (PostgreSQL, whose
 * mark misses other instances' writes) every call reads. For answers that must never lag
 * another instance's write: a visitor's own history, the session a cookie names.
 */
export async function readThroughExact(
  cache: ReadCache,
  ctx: { database: Pick<Database, 'writeMark' | 'writeMarkSeesEveryWriter'>; clock: Clock },
  key: string,
  read: () => Promise<string>,
): Promise<string> {
  if (!ctx.database.writeMarkSeesEveryWriter) return read();
  return readThrough(cache, ctx, key, read);
}
