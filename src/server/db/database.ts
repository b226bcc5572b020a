import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { DirectReadKysely } from './direct-read.ts';
import { LiteralLimitSqliteDialect } from './literal-limit.ts';
import { nameStatements } from './named-statements.ts';
import type { DB } from './schema.ts';
import { DeferredWalSync, syncFile } from './wal-sync.ts';
import { WriteCounter } from './write-counter.ts';
import { WriteQueue } from './write-queue.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Cheap round trip used by /api/health. */
  ping(): Promise<boolean>;
  /**
   * A value that changes whenever something may have been written since it was last taken.
   * Taken before a read, it tells a cache whether the read's answer still stands.
   * SQLite: every write of this process (committed or not, triggers included) and every
   * commit of another connection (the admin CLI). PostgreSQL: this process's writes only
   * (write statements and commits, counted as they complete): other instances cannot be
   * seen without a round trip, so what caches it keeps must also expire.
   */
  writeMark(): string;
  /**
   * Whether the write mark sees every writer of the database (SQLite: one file, every
   * commit moves it), so an answer kept under it is exact; PostgreSQL's sees this process
   * only, so what is kept under it may lag other instances' writes by its lifetime.
   */
  readonly writeMarkSeesEveryWriter: boolean;
  /** Group commit for hot, small write transactions (see write-queue.ts and withBatchedTransaction). */
  readonly writeQueue: WriteQueue;
  close(): Promise<void>;
}

export type DatabaseOptions = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize?: number };

// pg hands back int8 (count(*), sums) as strings and timestamptz as Date objects; the
// schema conventions want numbers and ISO strings, the same as SQLite returns.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;
// pg asks for the parsers of every field of every result: hand out the same functions.
const parseNumber = (v: string) => Number(v);
/** PostgreSQL's text for a timestamptz in UTC; Date's parser takes a slow path on this form. */
const UTC_TIMESTAMPTZ = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
/** @public A timestamptz as the ISO string Date gives (milliseconds truncated), by hand when it is UTC text. */
export function parseTimestamptz(v: string): string {
  const utc = UTC_TIMESTAMPTZ.exec(v);
  if (!utc) return new Date(v).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}
const parseTimestamp = (v: string) => new Date(`${v.replace(' ', 'T')}Z`).toISOString();
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return parseNumber;
    if (oid === PG_TIMESTAMPTZ) return parseTimestamptz;
    if (oid === PG_TIMESTAMP) return parseTimestamp;
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads are not expressible here
    return pg.types.getTypeParser(oid as any, format as any);
  },
};

/**
 * Kysely's SQLite driver calls `prepare()` for every query, and better-sqlite3 compiles the
 * SQL each time; the same few hundred statements serve every request, so keep them compiled
 * (bounded, oldest out). Safe because the driver runs each statement to completion (`all`
 * or `run`) before the next call, and SQLite re-prepares a statement after a schema change.
 */
export function withStatementCache(native: SqliteDatabase.Database, max = 1000) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => native.close(),
    prepare(sqlText: string): SqliteDatabase.Statement {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = native.prepare(sqlText);
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const native = new SqliteDatabase(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = FULL');
  native.pragma('foreign_keys = ON');
  native.pragma('busy_timeout = 5000');
  // Checkpoints run inside a commit, on the event loop. Every 10,000 WAL pages (about 40 MB)
  // instead of SQLite's 1,000: the pages a chat load rewrites all the time (counters, index
  // tails) are copied once per checkpoint, not ten times; a 30 s POST load in process made
  // 1,508-1,517 req/s with 1,000 and 1,643-1,649 with 10,000.
  native.pragma('wal_autocheckpoint = 10000');
  const statements = withStatementCache(native);
  const db = new DirectReadKysely<DB>(
    { dialect: new LiteralLimitSqliteDialect({ database: statements }) },
    { native, prepare: (sqlText) => statements.prepare(sqlText) },
  );
  // total_changes() counts every row this connection changed (triggers included, rolled
  // back ones too); data_version moves when another connection (the admin CLI) commits.
  // The pragma as a statement of its own: read through the table-valued pragma_data_version
  // in one select with total_changes(), the mark cost a cached search page about a fifth of
  // its throughput under load (13,300-14,300 -> 17,200-17,700 req/s, 2026-11-29).
  const ownChanges = native.prepare('select total_changes()').pluck();
  const otherCommits = native.prepare('pragma data_version').pluck();
  return {
    db,
    dialect: 'sqlite',
    writeMarkSeesEveryWriter: true,
    // One connection: one batch at a time, the next one gathering while it commits. A
    // file's batches are synced to disk off the event loop (wal-sync.ts).
    writeQueue: new WriteQueue(db, {
      concurrency: 1,
      ...(file === ':memory:' ? {} : { durability: new DeferredWalSync(native, () => syncFile(`${file}-wal`)) }),
    }),
    writeMark: () => `${ownChanges.get() as number}:${otherCommits.get() as number}`,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  nameStatements(pool);
  const writes = new WriteCounter();
  const db = new Kysely<DB>({ dialect: writes.dialect(new PostgresDialect({ pool })), plugins: [writes.plugin] });
  return {
    db,
    dialect: 'postgres',
    writeMarkSeesEveryWriter: false,
    // No batches: PostgreSQL already groups concurrent commits' WAL flushes, and one
    // transaction holding several visitors' row locks (listing counters, loyalty) deadlocked
    // with favourites under the load test. Each job is its own transaction, as before.
    writeQueue: new WriteQueue(db, { maxBatch: 1, concurrency: poolSize }),
    writeMark: () => String(writes.count),
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.kind === 'sqlite' ? openSqlite(options.file) : openPostgres(options.url, options.poolSize);
}

export function databaseOptionsFor(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', file: path.join(config.dataDir, 'app.db') };
}
