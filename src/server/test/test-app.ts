import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject, type ProvidedContext } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { type Database, databaseOptionsFor, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { type Clock, type Random, systemClock } from '../lib/clock.ts';
import type { Mailer } from '../lib/mailer.ts';
import { utcDay } from './global-setup.ts';

/**
 * A throw-away database on the dialect under test: a temp SQLite file, or (with
 * TEST_DIALECT=postgres) a fresh database created on TEST_DATABASE_URL's server.
 */
export interface TestDatabase {
  database: Database;
  /** The environment that points a child process (the admin CLI) at this database. */
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  drop(): Promise<void>;
}

export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * An empty database, or with `migrated` a copy of the run's migrated template (see
 * global-setup.ts; outside vitest, or without a template, it migrates in place). With
 * `seeded` too, a copy of the seeded template when it holds what seeding now on the system
 * clock would write; the caller still seeds (a no-op on that copy: the marker is there).
 */
export async function createTestDatabase(
  options: { migrated?: boolean; seeded?: boolean } = {},
): Promise<TestDatabase> {
  const template = options.migrated
    ? ((options.seeded ? seededTemplate() : undefined) ?? provided('migratedTemplate'))
    : undefined;
  const testDb = await createDatabase(template);
  if (options.migrated && !template) await migrateToLatest(testDb.database.db);
  return testDb;
}

function provided<K extends 'migratedTemplate' | 'seededTemplate'>(key: K): ProvidedContext[K] | undefined {
  try {
    return inject(key);
  } catch {
    return undefined; // not inside a vitest worker (a script reusing these helpers)
  }
}

/**
 * The seeded template, if seeded the same UTC day: the seed's dates are whole days before
 * its clock and the creators' history is kept by day, so minutes later it is the same
 * catalogue, but not after midnight.
 */
function seededTemplate(): string | undefined {
  const seeded = provided('seededTemplate');
  return seeded && seeded.day === utcDay() ? seeded.name : undefined;
}

async function createDatabase(template: string | undefined): Promise<TestDatabase> {
  if (testDialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-test-'));
    if (template) fs.copyFileSync(template, path.join(dir, 'app.db'));
    const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'app.db') });
    return {
      database,
      env: { DATA_DIR: dir },
      drop: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Another connection to the app's database, as the admin CLI or a second instance opens it; close it after. */
  connectAgain(): Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  clock?: Clock;
  random?: Random;
  env?: Record<string, string>;
  /** Where the built SPA lives, for tests of static serving. */
  clientDir?: string;
  /** Captures email (e.g. memoryMailer()); defaults to the config's mailer (the silent log). */
  mailer?: Mailer;
  /** The jobs timer; off unless asked for (tests move the clock and call `app.jobs.runDue()`). */
  jobs?: BuildAppOptions['jobs'];
  /** Runs after all plugins and routes are registered, before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** A payment provider other than the default test-mode one (e.g. one that fails on purpose). */
  payments?: BuildAppOptions['payments'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  const testDb = await createTestDatabase({ migrated: true, seeded: seed && !options.clock });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-data-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env },
    options.clientDir,
  );
  const clock = options.clock ?? systemClock;
  // On a seeded copy this finds the migrations applied and the seed's marker: nothing to do.
  await prepareDatabase(testDb.database, { seed, clock });
  const app = await buildApp({
    config,
    database: testDb.database,
    clock,
    redis: null,
    ...(options.random ? { random: options.random } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    jobs: options.jobs ?? { autoRun: false },
    ...(options.payments ? { payments: options.payments } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    database: testDb.database,
    connectAgain: () => openDatabase(databaseOptionsFor(loadConfig(testDb.env))),
    config,
    close: async () => {
      await app.close();
      await testDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `sid` cookie from a response, ready to send back as a Cookie header. */
export function sessionCookieFrom(response: { cookies: Array<{ name: string; value: string }> }): string {
  const c = response.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error('response set no session cookie');
  return `sid=${c.value}`;
}
