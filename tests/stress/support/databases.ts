import SqliteDatabase from 'better-sqlite3';
import { throwAwayDatabase } from '../../../scripts/bench/lib/server.mjs';
import { loadConfig } from '../../../src/server/config.ts';
import { type Database, type Dialect, databaseOptionsFor, openDatabase } from '../../../src/server/db/database.ts';

export type { Dialect };

/** An admin connection to PostgreSQL; each test file creates (and drops) its own databases there. */
export const pgAdminUrl = process.env.TEST_DATABASE_URL;

const ALL_DIALECTS: Dialect[] = ['sqlite', 'postgres'];

/**
 * Both dialects, or the one STRESS_DIALECT names (vitest.stress.config.ts runs each
 * dialect's files as a project of its own, the two side by side); PostgreSQL cases are
 * skipped (see `skipReason`) when TEST_DATABASE_URL is unset.
 */
export const DIALECTS: Dialect[] = onlyDialect(process.env.STRESS_DIALECT);

function onlyDialect(name: string | undefined): Dialect[] {
  if (!name) return ALL_DIALECTS;
  const named = ALL_DIALECTS.filter((dialect) => dialect === name);
  if (named.length === 0) throw new Error(`STRESS_DIALECT must be sqlite or postgres (got ${name})`);
  return named;
}

export function skipReason(dialect: Dialect): string | null {
  if (dialect === 'postgres' && !pgAdminUrl) return 'TEST_DATABASE_URL is not set';
  return null;
}

/** Prints the visible warning for a skipped dialect once per file. */
export function warnSkipped(what: string): void {
  const reason = skipReason('postgres');
  if (reason) console.warn(`\n⚠  ${what} on PostgreSQL SKIPPED: ${reason} (set it to a PostgreSQL admin URL).\n`);
}

export interface StressDatabase {
  dialect: Dialect;
  /** What points a server at this database (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** A connection for checking what was stored; close it after. */
  open(): Database;
  /**
   * Opens the database the way an operator would after a crash and lists what is wrong
   * (empty = clean). SQLite: PRAGMA integrity_check and foreign_key_check on the file;
   * PostgreSQL: a connection and a read of every table the app writes.
   */
  problems(): Promise<string[]>;
  drop(): Promise<void>;
}

const WRITTEN_TABLES = ['users', 'sessions', 'favorites', 'chat_messages', 'chat_replies'] as const;

/** A fresh database for one test file: a temp SQLite directory, or a new PostgreSQL database. */
export async function freshDatabase(dialect: Dialect): Promise<StressDatabase> {
  const made = await throwAwayDatabase(dialect, pgAdminUrl, 'stress');
  const env = made.env;
  // Opened from the environment the way the server and the admin CLI open it.
  const open = (): Database => openDatabase(databaseOptionsFor(loadConfig(env)));
  return {
    dialect,
    env,
    open,
    async problems() {
      if (dialect === 'sqlite') {
        const native = new SqliteDatabase(`${env.DATA_DIR}/app.db`);
        try {
          const integrity = native.pragma('integrity_check', { simple: true });
          const foreignKeys = native.pragma('foreign_key_check') as unknown[];
          return [
            ...(integrity === 'ok' ? [] : [`integrity_check: ${String(integrity)}`]),
            ...foreignKeys.map((row) => `foreign_key_check: ${JSON.stringify(row)}`),
          ];
        } finally {
          native.close();
        }
      }
      const database = open();
      try {
        for (const table of WRITTEN_TABLES) await database.db.selectFrom(table).selectAll().limit(1).execute();
        return [];
      } catch (error) {
        return [`PostgreSQL: ${(error as Error).message}`];
      } finally {
        await database.close();
      }
    },
    drop: () => made.drop(),
  };
}
