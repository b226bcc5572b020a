import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { systemClock } from '../lib/clock.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated SQLite file (sqlite project) or database name (postgres project) to copy. */
    migratedTemplate: string;
    /** The same with the demo catalogue seeded on the system clock, and the UTC day it was seeded. */
    seededTemplate: { name: string; day: string };
  }
}

/** Today (UTC) as the seeded template records it; test-app.ts compares with it. */
export const utcDay = () => systemClock.now().toISOString().slice(0, 10);

/**
 * Migrates one database per run for the API tests to copy. Migrating is most of what a
 * fresh test database costs (each migration its own fsync'd transaction: ~1-2 s a
 * database, hundreds of databases a run); a copy of a migrated SQLite file, or
 * PostgreSQL's `create database … template`, takes milliseconds. Tests of the migrations
 * themselves still start from an empty database (`createTestDatabase()`).
 * A second template has the demo catalogue seeded too: most test apps ask for the seed on
 * the system clock, and it cost each of them 165 ms on PostgreSQL (test-app.ts).
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
    const open = (database: string) => {
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    };
    await admin(`create database ${name}`);
    const migrated = open(name);
    await migrateToLatest(migrated.db);
    // A template must have no connections while it is copied.
    await migrated.close();
    await admin(`create database ${name}_seeded template ${name}`);
    const seeded = open(`${name}_seeded`);
    const day = utcDay();
    await seedDatabase(seeded.db, 'postgres', systemClock);
    await seeded.close();
    project.provide('migratedTemplate', name);
    project.provide('seededTemplate', { name: `${name}_seeded`, day });
    return async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`drop database if exists ${name}_seeded with (force)`);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-template-'));
  const file = path.join(dir, 'app.db');
  const database = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(database.db);
  // Closing checkpoints the write-ahead log into the file: the file alone is the database.
  await database.close();
  const seededFile = path.join(dir, 'seeded.db');
  fs.copyFileSync(file, seededFile);
  const seeded = openDatabase({ kind: 'sqlite', file: seededFile });
  const day = utcDay();
  await seedDatabase(seeded.db, 'sqlite', systemClock);
  await seeded.close();
  project.provide('migratedTemplate', file);
  project.provide('seededTemplate', { name: seededFile, day });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
