import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare.ts';
import { systemClock } from '../lib/clock.ts';
import { buildAppOn } from '../test/app-instances.ts';
import { createUser } from '../test/creator-fixtures.ts';
import { createPaidAvatar, ledgerOf, type PaidAvatar, subscribeWithCard } from '../test/economy-fixtures.ts';
import { runAdmin } from '../test/run-admin.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';

/** `npm run admin -- charges …` and `jobs run --at` against a server's database. */
let testDb: TestDatabase;
let env: Record<string, string>;
let app: FastifyInstance;
let paid: PaidAvatar;
let memberCookie: string;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: true });
  await prepareDatabase(testDb.database, { seed: false, clock: systemClock });
  env = { ...testDb.env, LOG_LEVEL: 'silent' };
  app = await buildAppOn(testDb.database);
  paid = await createPaidAvatar(app.ctx);
  memberCookie = (await createUser(app.ctx, 'user')).cookie;
  const { res } = await subscribeWithCard(app, { cookie: memberCookie, avatarId: paid.avatarId });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

// Each command starts a process that builds the app: seconds each on a busy machine.
describe(`npm run admin -- charges on ${testDialect}`, { timeout: 90_000 }, () => {
  it('lists charges and refunds one: the ledger is reversed and the access ends', async () => {
    const charge = await testDb.database.db.selectFrom('subscription_charges').select('id').executeTakeFirstOrThrow();
    const list = await runAdmin(['charges', 'list'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`^${charge.id}\\s.*initial\\s+14\\.99 USD\\s+succeeded`, 'm'));

    const refund = await runAdmin(['charges', 'refund', String(charge.id)], env);
    expect(refund).toMatchObject({ code: 0, stdout: expect.stringContaining(`Charge ${charge.id} refunded`) });
    expect(await ledgerOf(app.ctx, paid.creator.id)).toEqual({
      charge: 1499,
      fee: 750,
      earning: 749,
      refund: -1499,
      fee_reversal: -750,
      earning_reversal: -749,
    });
    const state = await app.inject({
      url: `/api/avatars/${paid.avatarId}/is-subscribed`,
      headers: { cookie: memberCookie },
    });
    expect(state.json()).toEqual({ isSubscribed: false });
    const again = await runAdmin(['charges', 'refund', String(charge.id)], env);
    expect(again.stdout).toContain('was already refunded');
    const missing = await runAdmin(['charges', 'refund', '999999'], env);
    expect(missing).toMatchObject({ code: 1, stderr: 'No charge 999999\n' });
  });

  it('runs jobs as if at another time (test mode), and refuses a time it cannot read', async () => {
    const bad = await runAdmin(['jobs', 'run', '--at', 'tomorrow'], env);
    expect(bad.code).toBe(2);
    const at = new Date(Date.now() + 40 * 24 * 60 * 60_000).toISOString();
    const ran = await runAdmin(['jobs', 'run', 'expire-subscriptions', '--at', at], env);
    expect(ran).toMatchObject({ code: 0, stdout: 'expire-subscriptions: done\n' });
    const row = await testDb.database.db
      .selectFrom('job_runs')
      .select('last_started_at')
      .where('name', '=', 'expire-subscriptions')
      .executeTakeFirstOrThrow();
    expect(row.last_started_at).toBe(at);
  });
});
