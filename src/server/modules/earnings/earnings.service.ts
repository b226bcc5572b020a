import type { CreatorEarnings } from '../../../shared/contracts/earnings.ts';
import type { AppContext } from '../../context.ts';
import { getPayoutSettings } from '../creator-settings/creator-settings.service.ts';
import { getCreatorBalance } from './ledger.service.ts';
import { nextPayoutDay } from './payout-schedule.ts';
import { listPayoutStatements } from './payouts.service.ts';

/** The portal's Payments card: balance, next payout, destination and statements, from the ledger. */
export async function getCreatorEarnings(ctx: AppContext, creatorId: number): Promise<CreatorEarnings> {
  const [balance, settings, statements] = await Promise.all([
    getCreatorBalance(ctx, creatorId),
    getPayoutSettings(ctx, [creatorId]),
    listPayoutStatements(ctx, creatorId),
  ]);
  const mine = settings.get(creatorId);
  const schedule = mine?.schedule ?? 'monthly';
  return {
    balance,
    currency: 'usd',
    schedule,
    nextPayoutOn: nextPayoutDay(schedule, ctx.clock.now()).toISOString(),
    payoutDestination: mine?.destination?.label ?? null,
    platformFeePercent: ctx.config.payments.platformFeePercent,
    testMode: ctx.payments.testMode,
    statements,
  };
}
