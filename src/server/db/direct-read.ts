import type SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, type KyselyConfig, SelectQueryNode } from 'kysely';

interface NativeReader {
  native: Pick<SqliteDatabase.Database, 'inTransaction'>;
  prepare(sqlText: string): Pick<SqliteDatabase.Statement, 'all'>;
}

/**
 * The app's root Kysely on SQLite, whose hot reads compiled once per shape (shaped-query.ts)
 * may run on the connection at once. Kysely's SQLite driver queues every query behind a
 * lock on its one connection and answers through several promises, while better-sqlite3 is
 * synchronous: under 50 connections a page's ids read took 48 µs through Kysely against
 * 19 µs on the statement itself (docs/performance.md). A transaction's own instance is a
 * plain Kysely (`Transaction`), so its reads keep to its connection's order.
 * Nothing here streams rows (Kysely's `stream()` would hold the connection mid-statement).
 */
export class DirectReadKysely<DB> extends Kysely<DB> {
  readonly #reader: NativeReader;

  constructor(config: KyselyConfig, reader: NativeReader) {
    super(config);
    this.#reader = reader;
  }

  /**
   * The rows of `query` run now, or undefined where it must go through Kysely: a statement
   * that is not a select, or a transaction open on the connection (its uncommitted rows must
   * not be read from outside it: the read waits for the lock, as before, and sees what the
   * transaction committed or nothing of it).
   */
  readAtOnce<R>(query: CompiledQuery<R>, parameters: readonly unknown[]): R[] | undefined {
    if (this.#reader.native.inTransaction || !SelectQueryNode.is(query.query)) return undefined;
    return this.#reader.prepare(query.sql).all(parameters) as R[];
  }
}
