import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';
import { databaseOptionsFor, openDatabase } from './database.ts';
import { WriteQueue } from './write-queue.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const id = testDialect === 'sqlite' ? 'integer primary key autoincrement' : 'serial primary key';
  await sql.raw(`create table wq (id ${id}, v text not null unique)`).execute(t.database.db);
});
afterAll(async () => t.drop());

const insert = (v: string) => async (trx: Parameters<Parameters<WriteQueue['run']>[0]>[0]) => {
  await sql`insert into wq (v) values (${v})`.execute(trx);
  return v;
};

/** The rows as a second connection sees them: only what was committed. */
async function committed(prefix: string): Promise<string[]> {
  const env = t.env;
  const other = openDatabase(
    databaseOptionsFor({
      databaseUrl: 'DATABASE_URL' in env ? env.DATABASE_URL : undefined,
      dataDir: 'DATA_DIR' in env ? env.DATA_DIR : '',
    }),
  );
  try {
    const { rows } = await sql<{ v: string }>`select v from wq where v like ${`${prefix}%`} order by v`.execute(
      other.db,
    );
    return rows.map((r) => r.v);
  } finally {
    await other.close();
  }
}

describe(`write queue (group commit) on ${testDialect}`, () => {
  it('puts jobs that arrive together into one transaction and answers each once it is committed', async () => {
    const queue = new WriteQueue(t.database.db);
    const names = Array.from({ length: 20 }, (_, i) => `a${String(i).padStart(2, '0')}`);
    const results = names.map((v) => queue.run(insert(v)));
    // The first answer comes only after the commit: another connection sees every row then.
    const first = await results[0];
    expect(first).toBe('a00');
    expect(await committed('a')).toEqual(names);
    expect(await Promise.all(results)).toEqual(names);
    expect(queue.batchesCommitted).toBe(1);
  });

  it('fails only the job that failed; the others of its batch are committed', async () => {
    await insert('b-taken')(t.database.db as never);
    const queue = new WriteQueue(t.database.db);
    const results = await Promise.allSettled([
      queue.run(insert('b1')),
      queue.run(insert('b-taken')),
      queue.run(async (trx) => {
        await insert('b2')(trx);
        throw new Error('the job broke after its write');
      }),
      queue.run(insert('b3')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('the job broke after its write'));
    expect(await committed('b')).toEqual(['b-taken', 'b1', 'b3']);
  });

  it('cuts batches at maxBatch; what arrives while one commits waits for the next', async () => {
    const queue = new WriteQueue(t.database.db, { maxBatch: 5 });
    const names = Array.from({ length: 12 }, (_, i) => `c${String(i).padStart(2, '0')}`);
    expect(await Promise.all(names.map((v) => queue.run(insert(v))))).toEqual(names);
    expect(queue.batchesCommitted).toBe(3);
    const late = await Promise.all([queue.run(insert('c-late1')), queue.run(insert('c-late2'))]);
    expect(late).toEqual(['c-late1', 'c-late2']);
    expect(queue.batchesCommitted).toBe(4);
    expect(await committed('c')).toEqual(['c-late1', 'c-late2', ...names]);
  });
});

describe(`chat messages through the write queue on ${testDialect}`, () => {
  it('acknowledges messages sent at once, each stored with its reply job (in shared batches on SQLite)', async () => {
    const app = await createTestApp();
    try {
      const before = app.database.writeQueue.batchesCommitted;
      const sends = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          app.app.inject({ method: 'POST', url: '/api/chats/1', payload: { message: `Hello number ${i}` } }),
        ),
      );
      expect(sends.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
      const ids = sends.map((r) => (r.json() as { message: { id: number } }).message.id);
      expect(new Set(ids).size).toBe(8);
      // SQLite shares batches; PostgreSQL writes each message in its own transaction (database.ts).
      const batches = app.database.writeQueue.batchesCommitted - before;
      if (testDialect === 'sqlite') expect(batches).toBeLessThan(8);
      else expect(batches).toBeGreaterThanOrEqual(8);
      const jobs = await app.ctx.db
        .selectFrom('chat_replies')
        .select('user_message_id')
        .where('user_message_id', 'in', ids)
        .execute();
      expect(jobs).toHaveLength(8);
    } finally {
      await app.close();
    }
  });
});
