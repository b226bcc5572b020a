/**
 * Discovery at catalogue scale: builds a throw-away database with 100,000 avatars (plus
 * members, favourites, chat messages and content so every sort has real figures), then
 * times GET /api/avatars pages (search, sorts, filters, deep offsets), the online list and
 * the categories through the real app (`app.inject`), and prints p50/p99 in milliseconds.
 *
 *   npx tsx scripts/bench/search-100k.ts                 # SQLite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/search-100k.ts
 *                                                          # SQLite, then PostgreSQL (a fresh database, dropped after)
 *
 * Options (env): BENCH_AVATARS (default 100000), BENCH_RUNS (default 40), BENCH_DIALECT
 * (sqlite | postgres | both; default both when TEST_DATABASE_URL is set), BENCH_SQLITE_FILE (keep the
 * SQLite database in this file and reuse it on the next run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { DB } from '../../src/server/db/schema.ts';
import { seededRandom } from '../../src/server/lib/clock.ts';
import { createTestDatabase } from '../../src/server/test/test-app.ts';
import { AVATAR_CATEGORIES } from '../../src/shared/catalogue.ts';

const AVATARS = Number(process.env.BENCH_AVATARS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const MEMBERS = 2_000;
const FAVORITES = 60_000;
const MESSAGES = 60_000;
const CONTENT_PER_AVATAR_EVERY = 4; // every 4th avatar has content
const DAY_MS = 86_400_000;
/** An avatar the cases look up by id (and by its exact name). */
const PROBE_ID = Math.min(4242, AVATARS - 1);

const FIRST = [
  'Nova',
  'Sage',
  'Marco',
  'Elias',
  'Ivy',
  'Rafael',
  'Théo',
  'Mina',
  'Kai',
  'Luna',
  'Omar',
  'Zoe',
  'Ari',
  'Noor',
  'Felix',
  'Iris',
  'Jonah',
  'Maya',
  'Ravi',
  'Elena',
];
const LAST = [
  'Adeyemi',
  'Whitfield',
  'Bellandi',
  'Thorne',
  'Marlowe',
  'Moreno',
  'Marchand',
  'Okafor',
  'Lindqvist',
  'Tanaka',
  'Haddad',
  'Novak',
  'Silva',
  'Kowalski',
  'Reyes',
  'Dubois',
  'Khan',
  'Fischer',
  'Costa',
  'Park',
];
const ROLES = [
  'painter',
  'chef',
  'astronomer',
  'yoga teacher',
  'mountain guide',
  'jazz pianist',
  'coder',
  'gardener',
  'marathon runner',
  'poet',
  'sailor',
  'baker',
  'historian',
  'DJ',
  'potter',
];
const QUIRKS = [
  'with a soft spot for beginners',
  'who never stops asking questions',
  'chasing the perfect sunrise',
  'with terrible puns',
  'who collects old maps',
  'with a calm voice',
  'and part-time philosopher',
  'who loves a good debate',
];
const PERSONA =
  'Warm, curious and patient. Speaks in short, vivid sentences, asks good follow-up questions and remembers what you told them. Loves telling stories from their craft and will happily explain it step by step. ';

interface Timing {
  label: string;
  p50: number;
  p99: number;
  rows: number;
}

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)] as T;
}

async function insertChunked<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  rows: Record<string, unknown>[],
  chunk: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    // Bulk rows for several tables: typed loosely on purpose.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

async function populate(database: Database, now: Date): Promise<void> {
  const { db } = database;
  const r = seededRandom(42);
  const rand = () => r.next();
  const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const chunk = database.dialect === 'sqlite' ? 400 : 1000;

  const users = Array.from({ length: MEMBERS + 3 }, (_, i) => ({
    id: i + 1,
    username: `user${i + 1}`,
    username_key: `user${i + 1}`,
    email: `user${i + 1}@bench.example`,
    password_hash: null,
    role: i < 3 ? 'creator' : 'user',
    created_at: iso(400 * DAY_MS),
    updated_at: iso(400 * DAY_MS),
  }));
  await insertChunked(db, 'users', users, chunk);

  const avatars = [];
  for (let id = 1; id <= AVATARS; id++) {
    const name = `${pick(FIRST, rand)} ${pick(LAST, rand)} ${id}`;
    const start = Math.floor(rand() * 24);
    avatars.push({
      id,
      creator_id: 1 + (id % 3),
      name,
      tagline: `${pick(ROLES, rand)} ${pick(QUIRKS, rand)}`.replace(/^./, (c) => c.toUpperCase()),
      description: `${name} is a ${pick(ROLES, rand)}. ${PERSONA.repeat(2)}`,
      personality: PERSONA.repeat(2),
      scenario: PERSONA,
      first_message: `Hello! I'm ${name}.`,
      example_dialogue: PERSONA.repeat(3),
      interests: JSON.stringify(['stories', 'music', 'travel']),
      category: pick(AVATAR_CATEGORIES, rand),
      main_image: null,
      profile_image: null,
      monthly_price: 999 + Math.floor(rand() * 2000),
      is_visible: rand() < 0.97 ? 1 : 0,
      online_start_hour: start,
      online_end_hour: start + 4 + Math.floor(rand() * 8),
      created_at: iso(Math.floor(rand() * 720) * DAY_MS + Math.floor(rand() * DAY_MS)),
      updated_at: iso(0),
    });
  }
  await insertChunked(db, 'avatars', avatars, database.dialect === 'sqlite' ? 150 : 500);

  // Favourites lean towards a few thousand avatars, as real popularity does.
  const favorites = new Map<string, { user_id: number; avatar_id: number; created_at: string }>();
  while (favorites.size < FAVORITES) {
    const user_id = 4 + Math.floor(rand() * MEMBERS);
    const avatar_id = 1 + Math.floor(rand() ** 3 * AVATARS);
    favorites.set(`${user_id}:${avatar_id}`, { user_id, avatar_id, created_at: iso(Math.floor(rand() * 30 * DAY_MS)) });
  }
  await insertChunked(db, 'favorites', [...favorites.values()], chunk);

  const messages = Array.from({ length: MESSAGES }, (_, i) => ({
    avatar_id: 1 + Math.floor(rand() ** 2 * AVATARS),
    user_id: 4 + (i % MEMBERS),
    session_id: null,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: 'Hello there, how was your day?',
    created_at: iso(Math.floor(rand() * 10 * DAY_MS)),
  }));
  await insertChunked(db, 'chat_messages', messages, chunk);

  const content = [];
  for (let id = 1; id <= AVATARS; id += CONTENT_PER_AVATAR_EVERY) {
    const views = Math.floor(rand() * 5000);
    content.push({
      avatar_id: id,
      title: 'Getting to know me',
      description: 'A short introduction.',
      type: 'article',
      content_details: PERSONA,
      is_preview: 1,
      image_url: null,
      view_count: views,
      like_count: Math.floor(views * 0.1),
      comment_count: Math.floor(views * 0.02),
      published_at: iso(DAY_MS),
      created_at: iso(DAY_MS),
      updated_at: iso(DAY_MS),
    });
  }
  await insertChunked(db, 'content_items', content, chunk);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function benchDialect(kind: 'sqlite' | 'postgres'): Promise<Timing[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-bench-'));
  const keptFile = process.env.BENCH_SQLITE_FILE;
  const reuse = kind === 'sqlite' && keptFile !== undefined && fs.existsSync(keptFile);
  // PostgreSQL: a fresh database on TEST_DATABASE_URL's server, dropped afterwards.
  const throwaway = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
  const database: Database =
    throwaway?.database ?? openDatabase({ kind: 'sqlite', file: keptFile ?? path.join(tmp, 'bench.db') });
  const now = new Date();
  const started = Date.now();
  try {
    await migrateToLatest(database.db);
    if (!reuse) await populate(database, now);
    // Planner statistics and visibility maps, as a live database has them (autovacuum,
    // PRAGMA optimize).
    await sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(database.db);
    const known = await database.db
      .selectFrom('avatars')
      .select('name')
      .where('id', '=', PROBE_ID)
      .executeTakeFirstOrThrow();
    console.log(
      `${kind}: ${AVATARS.toLocaleString('en')} avatars populated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmp, SEED: 'false' });
    const app = await buildApp({ config, database, redis: null });
    await app.ready();
    const cases: [string, string][] = [
      ['first page (recent)', '/api/avatars?limit=8&offset=0'],
      ['search, common term "a"', '/api/avatars?limit=8&search=a'],
      ['search, name "nova"', '/api/avatars?limit=8&search=nova'],
      ['search, tagline "sunrise"', '/api/avatars?limit=8&search=sunrise'],
      [`search, one exact name "${known.name}"`, `/api/avatars?limit=8&search=${encodeURIComponent(known.name)}`],
      ['search, no match "zzqx"', '/api/avatars?limit=8&search=zzqx'],
      ['search, SQL-like text', `/api/avatars?limit=8&search=${encodeURIComponent("%' or 1=1 --")}`],
      ['search "nova" + sort popular', '/api/avatars?limit=8&search=nova&sort=popular'],
      ['search "zzqx" + sort trending', '/api/avatars?limit=8&search=zzqx&sort=trending'],
      ['sort popular', '/api/avatars?limit=8&sort=popular'],
      ['sort trending', '/api/avatars?limit=8&sort=trending'],
      ['sort engagement', '/api/avatars?limit=8&sort=engagement'],
      ['filter trending', '/api/avatars?limit=8&filter=trending'],
      ['filter new', '/api/avatars?limit=8&filter=new'],
      ['filter popular + sort engagement', '/api/avatars?limit=8&filter=popular&sort=engagement'],
      ['filter new + sort popular', '/api/avatars?limit=8&filter=new&sort=popular'],
      ['category art', '/api/avatars?limit=8&category=art'],
      ['category art + search "nova"', '/api/avatars?limit=8&category=art&search=nova'],
      ['offset 50,000 (recent)', '/api/avatars?limit=8&offset=50000'],
      ['offset 50,000 (popular)', '/api/avatars?limit=8&offset=50000&sort=popular'],
      ['explore page of 24', '/api/avatars?limit=24&offset=240'],
      ['online avatars', '/api/online-avatars'],
      ['categories', '/api/avatar-categories'],
      ['avatar profile', `/api/avatars/${PROBE_ID}`],
      ['avatar content', `/api/avatars/${PROBE_ID - (PROBE_ID % CONTENT_PER_AVATAR_EVERY) + 1}/content`],
    ];
    const timings: Timing[] = [];
    for (const [label, url] of cases) {
      const samples: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS + 5; i++) {
        const t0 = process.hrtime.bigint();
        const res = await app.inject(url);
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        const body = res.json();
        rows = Array.isArray(body) ? body.length : 1;
        if (i >= 5) samples.push(ms);
      }
      samples.sort((a, b) => a - b);
      timings.push({ label, p50: percentile(samples, 50), p99: percentile(samples, 99), rows });
    }
    await app.close();
    return timings;
  } finally {
    if (throwaway) await throwaway.drop();
    else await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function print(kind: string, timings: Timing[]): void {
  console.log(`\n${kind} — ${AVATARS.toLocaleString('en')} avatars, ${RUNS} runs each (ms, through app.inject)`);
  console.log(`${'case'.padEnd(40)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'rows'.padStart(5)}`);
  for (const t of timings) {
    console.log(
      `${t.label.padEnd(40)} ${t.p50.toFixed(2).padStart(8)} ${t.p99.toFixed(2).padStart(8)} ${String(t.rows).padStart(5)}`,
    );
  }
}

const dialectEnv = process.env.BENCH_DIALECT ?? (process.env.TEST_DATABASE_URL ? 'both' : 'sqlite');
if ((dialectEnv === 'postgres' || dialectEnv === 'both') && !process.env.TEST_DATABASE_URL) {
  throw new Error('PostgreSQL needs TEST_DATABASE_URL (an admin connection that may create databases)');
}
if (dialectEnv === 'sqlite' || dialectEnv === 'both') print('SQLite', await benchDialect('sqlite'));
if (dialectEnv === 'postgres' || dialectEnv === 'both') print('PostgreSQL', await benchDialect('postgres'));
