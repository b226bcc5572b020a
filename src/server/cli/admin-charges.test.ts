import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare.ts';
import { systemClock } from '../lib/clock.ts';
import { buildAppOn } from '../test/app-instances.ts';
import { createUser } from '../test/creator-fixtures.ts';
import {
  createPaidAvatar,
  ledgerOf,
  type PaidAvatar,
  subscribedMember,
  subscribeWithCard,
} from '../test/economy-fixtures.ts';
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

const subscribedState = async (avatarId: number, cookie: string) =>
  (await app.inject({ url: `/api/avatars/${avatarId}/is-subscribed`, headers: { cookie } })).json();

// Each command builds the app in-process (runAdmin): seconds each on a busy machine.
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
    expect(await subscribedState(paid.avatarId, memberCookie)).toEqual({ isSubscribed: false });
    const again = await runAdmin(['charges', 'refund', String(charge.id)], env);
    expect(again.stdout).toContain('was already refunded');
    const missing = await runAdmin(['charges', 'refund', '999999'], env);
    expect(missing).toMatchObject({ code: 1, stderr: 'No charge 999999\n' });
  });

  it('refunds part of a charge with --amount: that share reversed, the access kept; never more than is left', async () => {
    const other = await createPaidAvatar(app.ctx);
    const member = await subscribedMember(app, app.ctx, { avatarId: other.avatarId });
    const charge = await testDb.database.db
      .selectFrom('subscription_charges')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const refund = (...more: string[]) => runAdmin(['charges', 'refund', String(charge.id), ...more], env);

    expect((await refund('--amount', '5.00')).code).toBe(2);
    expect(await refund('--amount', '1500')).toMatchObject({
      code: 1,
      stderr: `Charge ${charge.id} has 1499 (minor units) left to refund, not 1500\n`,
    });
    expect(await ledgerOf(app.ctx, other.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });

    expect(await refund('--amount', '500')).toMatchObject({
      code: 0,
      stdout: `Charge ${charge.id}: 500 refunded (500 in all); that share of its ledger entries is reversed.\n`,
    });
    expect(await ledgerOf(app.ctx, other.creator.id)).toEqual({
      charge: 1499,
      fee: 750,
      earning: 749,
      refund: -500,
      fee_reversal: -250,
      earning_reversal: -250,
    });
    expect(await subscribedState(other.avatarId, member.cookie)).toEqual({ isSubscribed: true });
    expect(await refund('--amount', '1000')).toMatchObject({
      code: 1,
      stderr: `Charge ${charge.id} has 999 (minor units) left to refund, not 1000\n`,
    });
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
