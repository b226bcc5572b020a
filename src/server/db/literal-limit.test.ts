import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { LiteralLimitSqliteDialect } from './literal-limit.ts';

type Table = { n: { v: number } };
const native = new SqliteDatabase(':memory:');
const db = new Kysely<Table>({ dialect: new LiteralLimitSqliteDialect({ database: native }) });
afterAll(async () => db.destroy());

describe('LiteralLimitSqliteDialect', () => {
  it('writes a whole-number LIMIT into the SQL and binds the rest', async () => {
    await sql`create table n (v integer)`.execute(db);
    await db
      .insertInto('n')
      .values([1, 2, 3, 4, 5].map((v) => ({ v })))
      .execute();
    const query = db.selectFrom('n').select('v').where('v', '>', 1).orderBy('v', 'desc').limit(2).offset(1);
    const compiled = query.compile();
    expect(compiled.sql).toBe('select "v" from "n" where "v" > ? order by "v" desc limit 2 offset ?');
    expect(compiled.parameters).toEqual([1, 1]);
    expect(await query.execute()).toEqual([{ v: 4 }, { v: 3 }]);
  });

  it('binds a LIMIT that is not a whole number as before (the database refuses it, not the SQL text)', async () => {
    const compiled = db.selectFrom('n').select('v').limit(1.5).compile();
    expect(compiled.sql).toBe('select "v" from "n" limit ?');
    expect(compiled.parameters).toEqual([1.5]);
    const text = db
      .selectFrom('n')
      .select('v')
      .limit('1; drop table n' as unknown as number)
      .compile();
    expect(text.sql).toBe('select "v" from "n" limit ?');
  });
});
