import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/clock.ts';
import { createUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { splitCharge } from './fee-split.ts';
import { recordChargeEntries } from './ledger.service.ts';

const random = seededRandom(13);
const prices = Array.from({ length: 1000 }, () => 1 + Math.floor(random.next() * 999_999));

describe('the fee split', () => {
  it('sums to the gross exactly for 1,000 random prices at every whole percentage', () => {
    for (const gross of prices) {
      for (const percent of [0, 1, 7, 33, 50, 67, 99, 100]) {
        const { fee, earning } = splitCharge(gross, percent);
        expect(fee + earning).toBe(gross);
        expect(Number.isInteger(fee) && fee >= 0 && earning >= 0).toBe(true);
        // The fee is the exact share rounded to the nearest cent (halves up).
        expect(Math.abs(fee - (gross * percent) / 100)).toBeLessThanOrEqual(0.5);
      }
    }
    expect(splitCharge(1499, 50)).toEqual({ fee: 750, earning: 749 });
    expect(splitCharge(1, 50)).toEqual({ fee: 1, earning: 0 });
    expect(() => splitCharge(14.99, 50)).toThrow();
    expect(() => splitCharge(100, 50.5)).toThrow();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PLATFORM_FEE_PERCENT: '33' } });
});
afterAll(async () => t.close());

describe(`the ledger on ${testDialect}`, () => {
  it('keeps gross = fee + earnings over 1,000 random charges (PLATFORM_FEE_PERCENT=33), and a retry adds nothing', async () => {
    const creator = await createUser(t.ctx, 'creator');
    const now = t.ctx.clock.now().toISOString();
    for (const [i, amount] of prices.entries()) {
      const charge = {
        chargeId: i + 1,
        creatorId: creator.id,
        avatarId: 1,
        memberId: 1,
        amount,
        currency: 'usd',
        area: 'life' as const,
        occurredAt: now,
      };
      await recordChargeEntries(t.ctx, charge);
      if (i % 100 === 0) await recordChargeEntries(t.ctx, charge);
    }
    const rows = await t.ctx.db
      .selectFrom('ledger_entries')
      .select(['account', (eb) => eb.fn.sum<number>('amount').as('total'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('creator_id', '=', creator.id)
      .groupBy('account')
      .execute();
    const by = Object.fromEntries(rows.map((r) => [r.account, { total: Number(r.total), n: Number(r.n) }]));
    const gross = prices.reduce((a, b) => a + b, 0);
    expect(by.gross).toEqual({ total: gross, n: 1000 });
    expect((by.platform?.total ?? 0) + (by.creator?.total ?? 0)).toBe(gross);
    expect(Math.abs((by.platform?.total ?? 0) - gross * 0.33)).toBeLessThanOrEqual(500);
  });
});
