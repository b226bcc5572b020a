import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated SQLite file (sqlite project) or database name (postgres project) to copy. */
    migratedTemplate: string;
  }
}

/**
 * Migrates one database per run for the API tests to copy. Migrating is most of what a
 * fresh test database costs (each migration its own fsync'd transaction: ~1-2 s a
 * database, hundreds of databases a run); a copy of a migrated SQLite file, or
 * PostgreSQL's `create database … template`, takes milliseconds. Tests of the migrations
 * themselves still start from an empty database (`createTestDatabase()`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
    const name = `tpl_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await migrateToLatest(database.db);
    // A template must have no connections while it is copied.
    await database.close();
    project.provide('migratedTemplate', name);
    return () => admin(`drop database if exists ${name} with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-template-'));
  const file = path.join(dir, 'app.db');
  const database = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(database.db);
  // Closing checkpoints the write-ahead log into the file: the file alone is the database.
  await database.close();
  project.provide('migratedTemplate', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
