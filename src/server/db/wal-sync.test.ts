import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import type { DB } from './schema.ts';
import { DeferredWalSync, syncFile } from './wal-sync.ts';
import { WriteQueue } from './write-queue.ts';

/** A sync the test releases by hand, counting how often it was started. */
function heldSync() {
  const started: { release: () => void; fail: (error: Error) => void }[] = [];
  const sync = () =>
    new Promise<void>((resolve, reject) => {
      started.push({ release: resolve, fail: reject });
    });
  return { started, sync };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fileDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
  dirs.push(dir);
  const file = path.join(dir, 'test.db');
  const native = new SqliteDatabase(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = FULL');
  native.exec('create table t (v text not null unique)');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: native }) });
  /** What another connection sees: only what was committed. */
  const committed = () => {
    const other = new SqliteDatabase(file, { readonly: true });
    try {
      return (other.prepare('select v from t order by v').all() as { v: string }[]).map((r) => r.v);
    } finally {
      other.close();
    }
  };
  return { file, native, db, committed };
}

/** A file database whose write queue syncs through a sync the test releases by hand. */
function heldQueue() {
  const database = fileDatabase();
  const held = heldSync();
  const queue = new WriteQueue(database.db, { durability: new DeferredWalSync(database.native, held.sync) });
  return { ...database, held, queue };
}

const insert = (v: string) => async (trx: Kysely<DB>) => {
  await sql`insert into t (v) values (${v})`.execute(trx);
  return v;
};

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  // Let every continuation that can run without the sync run.
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('DeferredWalSync (SQLite group commit synced off the event loop)', () => {
  it('answers a batch only after the sync that follows its commit', async () => {
    const { db, committed, held, queue } = heldQueue();
    const results = [queue.run(insert('a')), queue.run(insert('b'))];
    expect(await settled(Promise.any(results))).toBe(false);
    // Committed (another connection sees it), not yet answered: the sync has not finished.
    expect(committed()).toEqual(['a', 'b']);
    expect(held.started).toHaveLength(1);
    held.started[0]?.release();
    expect(await Promise.all(results)).toEqual(['a', 'b']);
    await db.destroy();
  });

  it('commits the batch with synchronous=NORMAL and leaves the connection at FULL', async () => {
    const { native, db } = fileDatabase();
    const queue = new WriteQueue(db, { durability: new DeferredWalSync(native, async () => {}) });
    const during = await queue.run(async (trx) => {
      await insert('c')(trx);
      return native.pragma('synchronous', { simple: true });
    });
    expect(during).toBe(1); // NORMAL
    expect(native.pragma('synchronous', { simple: true })).toBe(2); // FULL
    // Other transactions are not touched: they commit with FULL.
    await db.transaction().execute(async (trx) => {
      expect(native.pragma('synchronous', { simple: true })).toBe(2);
      await insert('d')(trx);
    });
    await db.destroy();
  });

  it('shares one sync among the commits made while another one runs', async () => {
    const { db, held, queue } = heldQueue();
    const first = queue.run(insert('e1'));
    await settled(first);
    expect(held.started).toHaveLength(1);
    // Two more batches commit while the first sync runs: neither may use it.
    const second = queue.run(insert('e2'));
    await settled(second);
    const third = queue.run(insert('e3'));
    expect(await settled(third)).toBe(false);
    expect(held.started).toHaveLength(1);
    held.started[0]?.release();
    expect(await first).toBe('e1');
    expect(await settled(second)).toBe(false);
    expect(held.started).toHaveLength(2);
    held.started[1]?.release();
    expect(await Promise.all([second, third])).toEqual(['e2', 'e3']);
    expect(held.started).toHaveLength(2);
    await db.destroy();
  });

  it("fails the batch's callers when the sync fails, and the next batch still works", async () => {
    const { db, held, queue } = heldQueue();
    const lost = queue.run(insert('f1'));
    await settled(lost);
    held.started[0]?.fail(new Error('EIO'));
    await expect(lost).rejects.toThrow('EIO');
    const next = queue.run(insert('f2'));
    await settled(next);
    held.started[1]?.release();
    expect(await next).toBe('f2');
    await db.destroy();
  });

  it('syncs the real WAL file of a database opened on disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
    dirs.push(dir);
    const file = path.join(dir, 'app.db');
    const database = openDatabase({ kind: 'sqlite', file });
    await sql`create table t (v text)`.execute(database.db);
    await database.writeQueue.run(async (trx) => {
      await sql`insert into t (v) values ('kept')`.execute(trx);
    });
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    await expect(syncFile(`${file}-wal`)).resolves.toBeUndefined();
    await database.close();
    const reopened = new SqliteDatabase(file, { readonly: true });
    expect(reopened.prepare('select v from t').all()).toEqual([{ v: 'kept' }]);
    reopened.close();
  });
});
