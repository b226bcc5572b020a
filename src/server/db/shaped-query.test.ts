import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';
import { openDatabase } from './database.ts';
import { ShapedQuery } from './shaped-query.ts';

interface T {
  sq: { id: number; tag: string; n: number };
}
let t: TestDatabase;
let db: Kysely<T>;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db as unknown as Kysely<T>;
  await sql`create table sq (id integer primary key, tag text not null, n integer not null)`.execute(db);
  await sql`insert into sq (id, tag, n) values (1, 'a', 10), (2, 'a', 20), (3, 'b', 30), (4, 'b', 40)`.execute(db);
});
afterAll(async () => t.drop());

type Values = { tag: string | undefined; min: number; limit: number };
const build = (q: Kysely<T>, v: Values) => {
  let query = q.selectFrom('sq').select('id').where('n', '>=', v.min).where('id', '<>', 0);
  if (v.tag !== undefined) query = query.where('tag', '=', v.tag);
  return query.orderBy('id').limit(v.limit);
};

describe(`a query compiled once per shape on ${testDialect}`, () => {
  it('binds each call its own values and keeps the constants it was built with', async () => {
    const tagged = new ShapedQuery<Values, { id: number }, T>(build);
    const ids = async (v: Values) => (await tagged.execute(db, v)).map((r) => r.id);
    expect(await ids({ tag: 'a', min: 0, limit: 10 })).toEqual([1, 2]);
    expect(await ids({ tag: 'b', min: 35, limit: 10 })).toEqual([4]);
    expect(await ids({ tag: 'b', min: 0, limit: 1 })).toEqual([3]);
    // The same answers as the query built each time.
    for (const v of [
      { tag: 'a', min: 15, limit: 5 },
      { tag: 'b', min: 0, limit: 2 },
    ]) {
      expect(await ids(v)).toEqual((await build(db, v).execute()).map((r) => r.id));
    }
  });

  it('leaves a value that is not given out of the shape', async () => {
    const untagged = new ShapedQuery<Values, { id: number }, T>(build);
    expect((await untagged.execute(db, { tag: undefined, min: 20, limit: 10 })).map((r) => r.id)).toEqual([2, 3, 4]);
  });

  it('compiles each combination of given values on its own, whatever the order of calls', async () => {
    const query = new ShapedQuery<Values, { id: number }, T>(build);
    const ids = async (v: Values) => (await query.execute(db, v)).map((r) => r.id);
    expect(await ids({ tag: 'a', min: 0, limit: 10 })).toEqual([1, 2]);
    expect(await ids({ tag: undefined, min: 20, limit: 10 })).toEqual([2, 3, 4]);
    expect(await ids({ tag: 'b', min: 0, limit: 10 })).toEqual([3, 4]);
  });

  it('keeps what it compiled per database, so one instance serves a SQLite database beside this one', async () => {
    const query = new ShapedQuery<Values, { id: number }, T>(build);
    expect((await query.execute(db, { tag: 'b', min: 0, limit: 10 })).map((r) => r.id)).toEqual([3, 4]);
    // On PostgreSQL runs, SQL compiled for this database ($1 placeholders) would fail on SQLite.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shaped-'));
    const other = openDatabase({ kind: 'sqlite', file: path.join(dir, 'other.db') });
    try {
      const otherDb = other.db as unknown as Kysely<T>;
      await sql`create table sq (id integer primary key, tag text not null, n integer not null)`.execute(otherDb);
      await sql`insert into sq (id, tag, n) values (7, 'b', 70), (8, 'a', 80)`.execute(otherDb);
      expect((await query.execute(otherDb, { tag: 'b', min: 0, limit: 10 })).map((r) => r.id)).toEqual([7]);
      expect((await query.execute(db, { tag: 'b', min: 35, limit: 10 })).map((r) => r.id)).toEqual([4]);
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`a shaped read beside a transaction on ${testDialect}`, () => {
  const byTag = new ShapedQuery<{ tag: string }, { id: number }, T>((q, v) =>
    q.selectFrom('sq').select('id').where('tag', '=', v.tag),
  );

  it('never sees what an open transaction wrote and then rolled back', async () => {
    let inserted: () => void = () => {};
    const didInsert = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into sq (id, tag, n) values (50, 'uncommitted', 0)`.execute(trx);
      inserted();
      await held;
      throw new Error('rolled back');
    });
    await didInsert;
    // On SQLite the transaction is on the one connection the read would use: read at once,
    // it would see the transaction's own row.
    const read = byTag.execute(db, { tag: 'uncommitted' });
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await read).toEqual([]);
  });

  it.runIf(testDialect === 'sqlite')('runs on the connection at once outside a transaction', async () => {
    const queued = vi.spyOn(db, 'executeQuery');
    try {
      expect((await byTag.execute(db, { tag: 'a' })).map((r) => r.id)).toEqual([1, 2]);
      expect(queued).not.toHaveBeenCalled();
      // A transaction's own instance keeps to its connection's order.
      await db.transaction().execute(async (trx) => {
        const inside = vi.spyOn(trx, 'executeQuery');
        expect((await byTag.execute(trx, { tag: 'b' })).map((r) => r.id)).toEqual([3, 4]);
        expect(inside).toHaveBeenCalledTimes(1);
      });
    } finally {
      queued.mockRestore();
    }
  });
});
