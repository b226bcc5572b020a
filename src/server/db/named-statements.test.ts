import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';
import { nameStatements } from './named-statements.ts';

// PostgreSQL only: SQLite keeps its statements compiled in withStatementCache (database.ts).
describe.skipIf(testDialect !== 'postgres')('named statements on postgres', () => {
  let t: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<Record<string, never>>;
  beforeAll(async () => {
    t = await createTestDatabase();
    if (!('DATABASE_URL' in t.env)) throw new Error('not a PostgreSQL test database');
    // One connection, so the statements it prepared can be listed from it.
    pool = new pg.Pool({ connectionString: t.env.DATABASE_URL, max: 1 });
    // Four names: the two statements of the first test, the listing below, then count(*).
    nameStatements(pool, 4);
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    await sql`create table ns (id int primary key, v text not null)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await t?.drop();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`.execute(db)).rows
      .map((r) => r.statement)
      .filter((s) => !s.includes('pg_prepared_statements'));

  it('prepares each read and write text once per connection and answers as before', async () => {
    for (const id of [1, 2, 3]) await sql`insert into ns (id, v) values (${id}, ${`v${id}`})`.execute(db);
    const one = await sql<{ v: string }>`select v from ns where id = ${2}`.execute(db);
    const again = await sql<{ v: string }>`select v from ns where id = ${3}`.execute(db);
    expect([one.rows, again.rows]).toEqual([[{ v: 'v2' }], [{ v: 'v3' }]]);
    expect(await prepared()).toEqual(['insert into ns (id, v) values ($1, $2)', 'select v from ns where id = $1']);
  });

  it('leaves `select *`, statements other than reads and writes, and texts beyond the limit unnamed', async () => {
    await sql`select * from ns where id = ${1}`.execute(db);
    await sql`create index ns_v on ns (v)`.execute(db);
    await sql`select count(*) as n from ns where v <> ${'x'}`.execute(db); // the fourth name: the limit
    await sql`select id from ns where v = ${'v1'}`.execute(db);
    const statements = await prepared();
    expect(statements).toContain('select count(*) as n from ns where v <> $1');
    expect(statements).toHaveLength(3);
    expect((await sql<{ id: number }>`select id from ns where v = ${'v1'}`.execute(db)).rows).toEqual([{ id: 1 }]);
  });

  it('a named statement that fails rejects with the database error, and the connection goes on', async () => {
    // Named in the first test: this runs the prepared statement.
    const failed = await sql`insert into ns (id, v) values (${1}, ${'again'})`
      .execute(db)
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505', constraint: 'ns_pkey' });
    await sql`insert into ns (id, v) values (${4}, ${'v4'})`.execute(db);
    expect((await sql<{ v: string }>`select v from ns where id = ${4}`.execute(db)).rows).toEqual([{ v: 'v4' }]);
  });
});
