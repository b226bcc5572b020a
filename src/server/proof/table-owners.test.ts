import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One module owns each of these tables: only its files name them in queries; every other
 * module asks its service (docs: README, "Where things live"). The migrations and the seed
 * write every table, and tests and the proof harness set up rows directly, so they are
 * not production readers and are left out.
 */
const OWNERS: Record<string, string> = {
  avatars: 'src/server/modules/avatars/',
  avatar_listing: 'src/server/modules/avatars/',
  avatar_activity_days: 'src/server/modules/avatars/',
  avatar_card_version: 'src/server/modules/avatars/',
  lorebooks: 'src/server/modules/lorebooks/',
  lorebook_entries: 'src/server/modules/lorebooks/',
  subscriptions: 'src/server/modules/subscriptions/',
  checkouts: 'src/server/modules/subscriptions/',
  subscription_charges: 'src/server/modules/subscriptions/',
  payment_methods: 'src/server/modules/subscriptions/',
  ledger_entries: 'src/server/modules/earnings/',
  payouts: 'src/server/modules/earnings/',
  creator_profiles: 'src/server/modules/creator-settings/',
  chat_messages: 'src/server/modules/chat/',
  chat_replies: 'src/server/modules/chat/',
  chat_memories: 'src/server/modules/chat/',
  chat_forgotten: 'src/server/modules/chat/',
  chat_summaries: 'src/server/modules/chat/',
  visitor_minors: 'src/server/modules/chat/',
  conversation_care: 'src/server/modules/chat/',
  safety_event_counts: 'src/server/modules/chat/',
  test_provider_cards: 'src/server/payments/test-mode/',
  test_provider_checkouts: 'src/server/payments/test-mode/',
  test_provider_operations: 'src/server/payments/test-mode/',
  stripe_prices: 'src/server/payments/stripe/',
  stripe_customers: 'src/server/payments/stripe/',
  stripe_events: 'src/server/payments/stripe/',
  stripe_accounts: 'src/server/payments/stripe/',
};
const NOT_READERS = ['src/server/db/migrations/', 'src/server/db/seed/', 'src/server/proof/', 'src/server/test/'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function serverFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}${entry.name}`;
    if (entry.isDirectory()) return serverFiles(`${file}/`);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Where `table` is named as a table: a Kysely call's table argument, a qualified column, raw SQL. */
function namesTable(source: string, table: string): boolean {
  const kysely = new RegExp(
    `\\b(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*['"\`]${table}(\\s+as\\s+\\w+)?['"\`]`,
  );
  const qualified = new RegExp(`['"\`]${table}\\.\\w+`);
  const raw = new RegExp(`\\b(from|join|update|into)\\s+${table}\\b`, 'i');
  return kysely.test(source) || qualified.test(source) || raw.test(source);
}

describe('table owners', () => {
  it('recognises the ways a query names a table', () => {
    expect(namesTable(`db.selectFrom('avatars').select('id')`, 'avatars')).toBe(true);
    expect(namesTable(`.innerJoin('avatars as a', 'a.id', 'x.avatar_id')`, 'avatars')).toBe(true);
    expect(namesTable(`.select(['avatars.name as avatar_name'])`, 'avatars')).toBe(true);
    expect(namesTable('sql`select min(category) from avatar_listing`', 'avatar_listing')).toBe(true);
    expect(namesTable(`getAvatar(ctx, id) // the avatars service`, 'avatars')).toBe(false);
    expect(namesTable(`.where('avatar_id', '=', id)`, 'avatars')).toBe(false);
  });

  it('only the owning module names its tables in queries', () => {
    const files = serverFiles('src/server/').filter((file) => !NOT_READERS.some((dir) => file.startsWith(dir)));
    expect(files.length).toBeGreaterThan(50);
    const strays = files.flatMap((file) => {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      return Object.entries(OWNERS)
        .filter(([table, owner]) => !file.startsWith(owner) && namesTable(source, table))
        .map(([table]) => `${file} names ${table} (owned by ${OWNERS[table]})`);
    });
    expect(strays).toEqual([]);
  });
});
