import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare.ts';
import { fixedClock } from '../lib/clock.ts';
import { insertUser } from '../test/creator-fixtures.ts';
import { runAdmin } from '../test/run-admin.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';

let testDb: TestDatabase;
let pendingA: number;
let pendingB: number;
let creatorId: number;
const now = '2026-01-05T10:00:00.000Z';

beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: true });
  await prepareDatabase(testDb.database, { seed: false, clock: fixedClock(now) });
  const { db } = testDb.database;
  creatorId = await insertUser(db, { role: 'creator', username: 'nova', now });
  // Vega is approved for the premium brand; Nova (who uploaded before that was required) is not.
  const vegaId = await insertUser(db, { role: 'creator', username: 'vega', now });
  await db
    .insertInto('creator_profiles')
    .values({ user_id: vegaId, premium_applied_at: now, premium_approved_at: now, updated_at: now })
    .execute();
  const avatars = await db
    .insertInto('avatars')
    .values(
      [vegaId, creatorId].map((id) => ({
        creator_id: id,
        name: id === creatorId ? 'Nova' : 'Vega',
        category: 'art',
        monthly_price: 999,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const items = await db
    .insertInto('content_items')
    .values(
      ['Velvet evening', 'Beach set'].map((title, i) => ({
        avatar_id: (avatars[i] as { id: number }).id,
        title,
        type: 'image' as const,
        area: 'wife' as const,
        status: 'pending' as const,
        is_preview: 0 as const,
        tier: 'premium' as const,
        verification_notes: 'Releases on file',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  [pendingA, pendingB] = items.map((i) => i.id) as [number, number];
});
afterAll(async () => testDb.drop());

const status = (id: number) =>
  testDb.database.db
    .selectFrom('content_items')
    .select(['status', 'rejection_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe(`admin CLI moderation on ${testDialect}`, { timeout: 120_000 }, () => {
  it('lists the review queue, saying which items cannot be approved and why', async () => {
    const { code, stdout } = await runAdmin(['moderation', 'list'], testDb.env);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+submitted_at\s+creator\s+approvable\s+avatar\s/);
    expect(lines.find((l) => l.includes('Velvet evening'))).toMatch(/\svega\s+yes\s+Vega\s/);
    expect(lines.find((l) => l.includes('Beach set'))).toMatch(/\snova\s+no\s+Nova\s/);
    expect(lines.slice(-2)).toEqual([
      '2 items waiting for review.',
      '1 item cannot be approved (approvable: no): its creator is not approved for Not-Quite-Wife. Reject it, or approve the creator first (eligibility approve <email>).',
    ]);

    const csv = await runAdmin(['moderation', 'list', '--csv'], testDb.env);
    const rows = csv.stdout.trimEnd().split('\r\n');
    expect(rows[0]).toBe('id,submitted_at,creator,approvable,avatar,tier,files,title,notes');
    expect(rows.slice(1).map((row) => row.split(',').slice(2, 4))).toEqual([
      ['vega', 'true'],
      ['nova', 'false'],
    ]);
  });

  it('approves one item and rejects another with a reason', async () => {
    const approved = await runAdmin(['moderation', 'approve', String(pendingA)], testDb.env);
    expect(approved).toMatchObject({ code: 0, stdout: `Content ${pendingA} is now published.\n` });
    expect(await status(pendingA)).toEqual({ status: 'published', rejection_reason: null });

    const refused = await runAdmin(['moderation', 'approve', String(pendingB)], testDb.env);
    expect(refused).toMatchObject({
      code: 1,
      stderr: 'This creator is not approved for Not-Quite-Wife. Reject the item or approve the creator first.\n',
    });
    expect(await status(pendingB)).toEqual({ status: 'pending', rejection_reason: null });

    const noReason = await runAdmin(['moderation', 'reject', String(pendingB)], testDb.env);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('Rejecting needs --reason');
    const rejected = await runAdmin(
      ['moderation', 'reject', String(pendingB), '--reason', 'Blurry photos'],
      testDb.env,
    );
    expect(rejected).toMatchObject({ code: 0, stdout: `Content ${pendingB} rejected: Blurry photos\n` });
    expect(await status(pendingB)).toEqual({ status: 'rejected', rejection_reason: 'Blurry photos' });

    const twice = await runAdmin(['moderation', 'approve', String(pendingB)], testDb.env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('This item is rejected, not pending review.');
    // Nothing left that cannot be approved: no legend under the count.
    const empty = await runAdmin(['moderation', 'list'], testDb.env);
    expect(empty.stdout.trimEnd().split('\n').at(-1)).toBe('0 items waiting for review.');
  });

  it('changes roles by email', async () => {
    const res = await runAdmin(['role', 'NOVA@example.com', 'moderator'], testDb.env);
    expect(res).toMatchObject({ code: 0, stdout: 'nova@example.com (nova) is now moderator.\n' });
    const row = await testDb.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', creatorId)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('moderator');
    expect((await runAdmin(['role', 'nova@example.com', 'admin'], testDb.env)).code).toBe(2);
    expect((await runAdmin(['role', 'ghost@example.com', 'creator'], testDb.env)).stderr).toContain(
      'No account with the email',
    );
    await runAdmin(['role', 'nova@example.com', 'creator'], testDb.env);
  });

  it('lists and approves premium-brand applications', async () => {
    const notApplied = await runAdmin(['eligibility', 'approve', 'nova@example.com'], testDb.env);
    expect(notApplied.stderr).toContain('This creator has not applied.');
    await testDb.database.db
      .insertInto('creator_profiles')
      .values({ user_id: creatorId, premium_applied_at: now, updated_at: now })
      .execute();
    expect((await runAdmin(['eligibility', 'list'], testDb.env)).stdout).toMatch(
      /nova@example\.com\s+2026-01-05T10:00:00\.000Z\s+pending review/,
    );
    expect((await runAdmin(['eligibility', 'approve', 'nova@example.com'], testDb.env)).code).toBe(0);
    expect((await runAdmin(['eligibility', 'list'], testDb.env)).stdout).toMatch(/approved/);
  });
});
