import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * Small helpers so one migration reads the same on both dialects. Migrations receive
 * Kysely<any> on purpose: they describe the schema at their point in history, not today's.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Auto-incrementing integer primary key that still accepts explicit ids (seed rows). */
export function idColumn(db: MigrationDb) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

export function timestampType(db: MigrationDb) {
  return isPostgres(db) ? ('timestamptz' as const) : ('text' as const);
}

export function nowDefault(db: MigrationDb): RawBuilder<unknown> {
  return isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
