/**
 * The catalogue at scale: builds a throw-away database with 100,000 avatars and 1,000,000
 * chat messages (plus members, guest sessions, favourites and content so every sort has
 * real figures), then times through the real app (`app.inject`) GET /api/avatars pages
 * (search, sorts, filters, deep offsets), the online list, the categories, and history
 * fetches (GET /api/chats/:avatarId) of long and short conversations of members and
 * guests inside that message table, with the page cache bypassed (every page is read from
 * the database). Prints p50/p99 in milliseconds as Markdown tables.
 * `npm run bench` runs it (alone with BENCH_ONLY=scale).
 *
 *   npx tsx scripts/bench/scale.ts                      # SQLite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/scale.ts
 *                                                          # SQLite, then PostgreSQL (a fresh database, dropped after)
 *
 * Options (env): BENCH_AVATARS (default 100000), BENCH_MESSAGES (default 1000000),
 * BENCH_RUNS (default 200), BENCH_DIALECT (sqlite | postgres | both; default both when
 * TEST_DATABASE_URL is set), BENCH_SQLITE_FILE (keep the SQLite database in this file and
 * reuse it on the next run).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { chatGreetingsMigration } from '../../src/server/db/migrations/0960-chat-greetings.ts';
import type { MigrationDb } from '../../src/server/db/migrations/helpers.ts';
import type { DB } from '../../src/server/db/schema.ts';
import { seededRandom } from '../../src/server/lib/clock.ts';
import { hashToken } from '../../src/server/modules/sessions/sessions.service.ts';
import { resolveTokenSecret, SESSION_COOKIE } from '../../src/server/plugins/session.ts';
import { AVATAR_CATEGORIES } from '../../src/shared/catalogue.ts';
import { throwAwayDatabase } from './lib/server.mjs';
import { printTable } from './lib/table.mjs';

const AVATARS = Number(process.env.BENCH_AVATARS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const MEMBERS = 2_000;
const GUEST_SESSIONS = 5_000;
const FAVORITES = 60_000;
const CONTENT_PER_AVATAR_EVERY = 4; // every 4th avatar has content
const DAY_MS = 86_400_000;
/** An avatar the cases look up by id (and by its exact name). */
const PROBE_ID = Math.min(4242, AVATARS - 1);
/** The avatar most conversations are with (a share of every conversation goes to it). */
const BUSIEST_ID = 1;
/** Member ids 1-3 are creators, 4-7 own the probe conversations below; others chat at random. */
const FIRST_RANDOM_MEMBER = 8;

/**
 * The conversations the history cases read, each owned by a session the bench holds a
 * token for: members' and guests', long and short, with a quiet avatar and with the
 * busiest one. Everything else in the message table is background.
 */
interface Probe {
  label: string;
  /** The cookie token; its HMAC is the session id stored in the database. */
  token: string;
  userId: number | null;
  avatarId: number;
  messages: number;
}
const LONG = Math.min(20_000, Math.floor(MESSAGES / 20));
const GUEST_LONG = Math.min(5_000, Math.floor(MESSAGES / 50));
/** The heavy member's other conversations (with avatars 2…), besides the probed one. */
const HEAVY_USER_CONVERSATIONS = 300;
const PROBES: Probe[] = [
  { label: `member, long (${LONG.toLocaleString('en')} messages)`, userId: 4, avatarId: PROBE_ID, messages: LONG },
  { label: 'member, short (12 messages)', userId: 5, avatarId: PROBE_ID, messages: 12 },
  { label: 'member, short, busiest avatar (12)', userId: 5, avatarId: BUSIEST_ID, messages: 12 },
  {
    label: `member with ${HEAVY_USER_CONVERSATIONS} conversations, one (30)`,
    userId: 6,
    avatarId: PROBE_ID,
    messages: 30,
  },
  { label: 'member, no conversation yet (then its greeting)', userId: 7, avatarId: PROBE_ID, messages: 0 },
  {
    label: `guest, long (${GUEST_LONG.toLocaleString('en')} messages)`,
    userId: null,
    avatarId: PROBE_ID,
    messages: GUEST_LONG,
  },
  { label: 'guest, short (8 messages)', userId: null, avatarId: PROBE_ID, messages: 8 },
].map((p, i) => ({ ...p, token: `bench-probe-session-token-${i}` }));
/** The history route answers at most this many (the newest). */
const HISTORY_LIMIT = 500;
const CHAT_TEXTS = [
  'Hello there, how was your day? Mine was long but good.',
  'I missed talking to you. Tell me something that made you smile today.',
  'I tried that recipe you told me about, and it actually worked!',
  'That sounds wonderful. What happened next? I want to hear everything.',
];

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

/** One conversation to generate: `n` messages, the last at `last_ms`, `step_ms` apart. */
interface Conversation {
  id: number;
  user_id: number | null;
  session_id: string | null;
  avatar_id: number;
  n: number;
  last_ms: number;
  step_ms: number;
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

async function populate(database: Database, now: Date, tokenSecret: string): Promise<void> {
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
      // The probed and the busiest avatars are visible (the history route 404s hidden ones).
      is_visible: rand() < 0.97 || id === PROBE_ID || id === BUSIEST_ID ? 1 : 0,
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

  const sessionRow = (id: string, userId: number | null) => ({
    id,
    user_id: userId,
    persistent: 1,
    created_at: iso(60 * DAY_MS),
    last_seen_at: iso(0),
    expires_at: new Date(now.getTime() + 3650 * DAY_MS).toISOString(),
  });
  const sessions = [
    ...PROBES.map((p) => sessionRow(hashToken({ tokenSecret }, p.token), p.userId)),
    ...Array.from({ length: GUEST_SESSIONS }, (_, i) => sessionRow(`bench-guest-${i}`, null)),
  ];
  await insertChunked(db, 'sessions', sessions, chunk);

  const messagesStarted = Date.now();
  await insertMessages(database, conversationPlan(now, tokenSecret, rand));
  console.log(
    `${database.dialect}: ${MESSAGES.toLocaleString('en')} chat messages inserted in ${((Date.now() - messagesStarted) / 1000).toFixed(1)} s`,
  );

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

/**
 * Conversations adding up to MESSAGES: the probes, a heavy member's many conversations,
 * then random ones (members and guests; mostly short, a few hundred to two thousand
 * messages now and then; a share with the busiest avatar, the rest skewed to low ids).
 */
function conversationPlan(now: Date, tokenSecret: string, rand: () => number): Conversation[] {
  const plan: Conversation[] = [];
  const taken = new Set<string>();
  let total = 0;
  const add = (owner: { user_id: number | null; session_id: string | null }, avatarId: number, n: number) => {
    const key = `${owner.user_id ?? owner.session_id}:${avatarId}`;
    if (n <= 0 || taken.has(key) || total >= MESSAGES) return;
    taken.add(key);
    n = Math.min(n, MESSAGES - total);
    total += n;
    // Spread over up to 90 days, the last message within the last 30.
    const step = Math.max(1000, Math.min(10 * 60_000, Math.floor((90 * DAY_MS) / n)));
    const last = now.getTime() - Math.floor(rand() * 30 * DAY_MS);
    plan.push({ id: plan.length + 1, ...owner, avatar_id: avatarId, n, last_ms: last, step_ms: step });
  };
  for (const p of PROBES) {
    const owner = p.userId !== null ? { user_id: p.userId, session_id: null } : { user_id: null, session_id: '' };
    if (owner.session_id !== null) owner.session_id = hashToken({ tokenSecret }, p.token);
    add(owner, p.avatarId, p.messages);
  }
  for (let i = 0; i < HEAVY_USER_CONVERSATIONS - 1; i++) add({ user_id: 6, session_id: null }, 2 + i, 30);
  while (total < MESSAGES) {
    const owner =
      rand() < 0.1
        ? { user_id: null, session_id: `bench-guest-${Math.floor(rand() * GUEST_SESSIONS)}` }
        : { user_id: FIRST_RANDOM_MEMBER + Math.floor(rand() * (MEMBERS + 3 - FIRST_RANDOM_MEMBER)), session_id: null };
    const avatarId = rand() < 0.03 ? BUSIEST_ID : 1 + Math.floor(rand() ** 2 * AVATARS);
    add(owner, avatarId, rand() < 0.02 ? 100 + Math.floor(rand() * 1900) : 2 + Math.floor(rand() * 38));
  }
  return plan;
}

/**
 * Writes the planned conversations' messages into chat_messages with one INSERT … SELECT
 * in time order (ids rise with time and conversations interleave, as in a live
 * database), expanding the plan (a scratch table) in SQL: over a series table on SQLite,
 * generate_series on PostgreSQL.
 *
 * On SQLite the product's per-row triggers (listing and trending figures) fire as they
 * are. On PostgreSQL that trigger costs 50-250 µs a row (two non-HOT updates of the
 * avatar_listing row, whose indexes include a trigram GIN) and, inside one bulk
 * transaction, piles up thousands of versions of a busy avatar's row (about 6 minutes for
 * a million rows here), so the load disables the triggers and applies the same figures
 * set-based afterwards (applyMessageFigures), as migrations 0100 and 0706 backfill them.
 *
 * Rows arrive without parents and are then linked into one path per conversation
 * (linkParents), as migration 0930 did for existing conversations. Until they are, every
 * assistant message looks like a greeting (no parent, nothing it answers), of which a
 * conversation may hold one per alternative: the greetings' unique indexes (migration
 * 0960) are dropped for the load and built again after.
 */
async function insertMessages(database: Database, plan: Conversation[]): Promise<void> {
  const { db } = database;
  const pg = database.dialect === 'postgres';
  await sql`create table bench_conversations (id integer primary key, user_id integer, session_id text,
    avatar_id integer not null, n integer not null, last_ms bigint not null, step_ms bigint not null)`.execute(db);
  await insertChunked(db, 'bench_conversations' as keyof DB, plan as never[], pg ? 5000 : 4000);
  const texts = sql.join(
    CHAT_TEXTS.map((t, i) => sql`when ${sql.lit(i)} then ${sql.lit(t)}`),
    sql` `,
  );
  const ms = sql`(c.last_ms - (c.n - 1 - s.k) * c.step_ms)`;
  const columns = sql`c.avatar_id, c.user_id, c.session_id, case when s.k % 2 = 0 then 'user' else 'assistant' end,
    case s.k % ${sql.lit(CHAT_TEXTS.length)} ${texts} end`;
  const into = sql`insert into chat_messages (avatar_id, user_id, session_id, role, content, created_at)`;
  await chatGreetingsMigration.down(db as MigrationDb);
  if (pg) {
    await db.transaction().execute(async (trx) => {
      for (const trigger of PG_MESSAGE_TRIGGERS) {
        await sql`alter table chat_messages disable trigger ${sql.id(trigger)}`.execute(trx);
      }
      await sql`${into} select ${columns}, to_timestamp(${ms} / 1000.0)
        from bench_conversations c cross join lateral generate_series(0, c.n - 1) as s(k)
        order by ${ms}, c.id, s.k`.execute(trx);
      for (const trigger of PG_MESSAGE_TRIGGERS) {
        await sql`alter table chat_messages enable trigger ${sql.id(trigger)}`.execute(trx);
      }
      await applyMessageFigures(trx);
    });
  } else {
    const longest = Math.max(...plan.map((c) => c.n));
    await sql`create table bench_series (k integer primary key)`.execute(db);
    await sql`insert into bench_series (k) with recursive s(k) as
      (select 0 union all select k + 1 from s where k < ${sql.lit(longest - 1)}) select k from s`.execute(db);
    await sql`${into} select ${columns}, strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')
      from bench_conversations c join bench_series s on s.k < c.n
      order by ${ms}, c.id, s.k`.execute(db);
    await sql`drop table bench_series`.execute(db);
  }
  await sql`drop table bench_conversations`.execute(db);
  await linkParents(db);
  await chatGreetingsMigration.up(db as MigrationDb);
}

/** Each message's parent is the one before it in its conversation: one path each, all of it chosen. */
async function linkParents(db: Kysely<DB>): Promise<void> {
  await sql`update chat_messages set parent_id = prev.parent_id
    from (select id, lag(id) over (partition by user_id, session_id, avatar_id order by id) as parent_id
          from chat_messages) prev
    where prev.id = chat_messages.id and prev.parent_id is not null`.execute(db);
}

/** The triggers on chat_messages in PostgreSQL (migrations 0100 and 0706), replayed by applyMessageFigures. */
const PG_MESSAGE_TRIGGERS = ['avatar_listing_message_insert', 'avatar_message_days_insert'];

/**
 * What PG_MESSAGE_TRIGGERS do per row, for every row of chat_messages at once: the
 * avatar's last activity, messages inside the trending window into the daily buckets and
 * the trending score, and visitors' messages per avatar and day. Refuses to run when
 * chat_messages has another trigger, whose effect it would silently leave out.
 */
async function applyMessageFigures(db: Kysely<DB>): Promise<void> {
  const triggers = await sql<{ name: string }>`select tgname as name from pg_trigger
    where tgrelid = 'chat_messages'::regclass and not tgisinternal`.execute(db);
  const names = triggers.rows.map((r) => r.name);
  if (names.sort().join() !== [...PG_MESSAGE_TRIGGERS].sort().join()) {
    throw new Error(`chat_messages has triggers ${names.join(', ')}: teach applyMessageFigures what they do`);
  }
  await sql`update avatar_listing l set last_active_at = greatest(coalesce(l.last_active_at, m.last), m.last)
    from (select avatar_id, max(created_at) as last from chat_messages group by avatar_id) m
    where m.avatar_id = l.avatar_id`.execute(db);
  const day = sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  await sql`with recent as (
      select avatar_id, ${day} as day, count(*)::int as n from chat_messages
      where ${day} >= coalesce((select value from app_meta where key = 'trending_window_start'), '')
      group by avatar_id, ${day}),
    buckets as (
      insert into avatar_activity_days (avatar_id, day, messages, favorites)
      select avatar_id, day, n, 0 from recent
      on conflict (avatar_id, day) do update set messages = avatar_activity_days.messages + excluded.messages)
    update avatar_listing l set trending_score = l.trending_score + r.n
    from (select avatar_id, sum(n)::int as n from recent group by avatar_id) r
    where r.avatar_id = l.avatar_id`.execute(db);
  await sql`insert into avatar_message_days (avatar_id, day, messages)
    select avatar_id, ${day}, count(*)::int from chat_messages where role = 'user' group by avatar_id, ${day}
    on conflict (avatar_id, day) do update set messages = avatar_message_days.messages + excluded.messages`.execute(db);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Times `url` RUNS times (after 5 unmeasured) through app.inject; fails on any status but 200. */
async function time(
  app: FastifyInstance,
  label: string,
  url: string,
  options: { cookie?: string; expectRows?: number } = {},
): Promise<Timing> {
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ url, headers: options.cookie ? { cookie: options.cookie } : {} });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.json();
    rows = Array.isArray(body) ? body.length : 1;
    if (options.expectRows !== undefined && rows !== options.expectRows) {
      throw new Error(`${label}: ${url} answered ${rows} rows, expected ${options.expectRows}`);
    }
    if (i >= 5) samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: percentile(samples, 50), p99: percentile(samples, 99), rows };
}

async function benchDialect(kind: 'sqlite' | 'postgres'): Promise<{ search: Timing[]; history: Timing[] }> {
  const keptFile = process.env.BENCH_SQLITE_FILE;
  const reuse = kind === 'sqlite' && keptFile !== undefined && fs.existsSync(keptFile);
  // A temp DATA_DIR, plus on PostgreSQL a fresh database on TEST_DATABASE_URL's server:
  // dropped afterwards, and on Ctrl-C (throwAwayDatabase sees to that).
  const throwaway = await throwAwayDatabase(kind, process.env.TEST_DATABASE_URL, 'bench');
  const tmp = throwaway.env.DATA_DIR;
  const database: Database = throwaway.env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: throwaway.env.DATABASE_URL, poolSize: 4 })
    : openDatabase({ kind: 'sqlite', file: keptFile ?? path.join(tmp, 'bench.db') });
  const now = new Date();
  const started = Date.now();
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmp, SEED: 'false' });
    await migrateToLatest(database.db);
    // The app's token secret (kept in the database), so the probe sessions' cookies work.
    const tokenSecret = await resolveTokenSecret({ db: database.db, config });
    if (!reuse) await populate(database, now, tokenSecret);
    // Planner statistics and visibility maps, as a live database has them (autovacuum,
    // PRAGMA optimize).
    await sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(database.db);
    const known = await database.db
      .selectFrom('avatars')
      .select('name')
      .where('id', '=', PROBE_ID)
      .executeTakeFirstOrThrow();
    console.log(
      `${kind}: ${AVATARS.toLocaleString('en')} avatars and ${MESSAGES.toLocaleString('en')} chat messages ${reuse ? 'reused' : 'populated'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // A write mark that moves on every request: each page is read from the database, so the
    // figures are the queries' own cost at this scale, not the page cache's.
    let marks = 0;
    const uncached: Database = { ...database, writeMark: () => String(++marks) };
    const app = await buildApp({ config, database: uncached, redis: null });
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
    const search: Timing[] = [];
    for (const [label, url] of cases) search.push(await time(app, label, url));
    const history: Timing[] = [];
    for (const probe of PROBES) {
      history.push(
        await time(app, probe.label, `/api/chats/${probe.avatarId}`, {
          cookie: `${SESSION_COOKIE}=${probe.token}`,
          // A first look opens the conversation with the avatar's greeting (issue 15).
          expectRows: probe.messages === 0 ? 1 : Math.min(probe.messages, HISTORY_LIMIT, MESSAGES),
        }),
      );
    }
    await app.close();
    return { search, history };
  } finally {
    await database.close();
    await throwaway.drop();
  }
}

function print(kind: string, result: { search: Timing[]; history: Timing[] }): void {
  const columns = ['case', 'p50 ms', 'p99 ms', 'rows'];
  const rows = (timings: Timing[]) =>
    timings.map((t) => ({ case: t.label, 'p50 ms': t.p50.toFixed(2), 'p99 ms': t.p99.toFixed(2), rows: t.rows }));
  const scale = `${AVATARS.toLocaleString('en')} avatars, ${MESSAGES.toLocaleString('en')} chat messages`;
  printTable(`${kind}, ${scale}: avatar pages, ${RUNS} runs each (through app.inject)`, columns, rows(result.search));
  printTable(
    `${kind}, ${scale}: history fetch GET /api/chats/:avatarId (newest ${HISTORY_LIMIT} at most), ${RUNS} runs each`,
    columns,
    rows(result.history),
  );
}

const dialectEnv = process.env.BENCH_DIALECT ?? (process.env.TEST_DATABASE_URL ? 'both' : 'sqlite');
if ((dialectEnv === 'postgres' || dialectEnv === 'both') && !process.env.TEST_DATABASE_URL) {
  throw new Error('PostgreSQL needs TEST_DATABASE_URL (an admin connection that may create databases)');
}
if (dialectEnv === 'sqlite' || dialectEnv === 'both') print('SQLite', await benchDialect('sqlite'));
if (dialectEnv === 'postgres' || dialectEnv === 'both') print('PostgreSQL', await benchDialect('postgres'));
