import type { PayoutStatement } from '../../../shared/contracts/earnings.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { BankPayoutEvent } from '../../payments/payment-provider.ts';
import { getPayoutSettings, type PayoutSettings } from '../creator-settings/creator-settings.service.ts';
import * as ledger from './ledger.repo.ts';
import { latestPayoutDay } from './payout-schedule.ts';
import * as repo from './payouts.repo.ts';

const CURRENCY = 'usd';

/**
 * The payout job (every hour): for each creator with unpaid ledger entries, a payout
 * destination and a payout day of their schedule that has come (monthly on the 1st,
 * weekly or bi-weekly on Mondays), pays out what they earned before that day, netting
 * refunds (a balance made negative by a refund after a payout is taken off this one; when
 * the net is not positive nothing is paid and the entries wait for the next day).
 *
 * Crash safety: the payout row (pending), the entries it settles and its ledger entry
 * commit together before the provider is asked; the provider call carries the payout's
 * idempotency key, so payouts left pending by a crash are sent again first, and the
 * provider answers them without paying twice. A day's payout is keyed by creator and day:
 * a second run finds it and does nothing.
 */
export async function runPayouts(ctx: AppContext, now: Date): Promise<number> {
  let handled = 0;
  for (const pending of await repo.listPendingPayouts(ctx.db)) {
    await sendPayout(ctx, pending);
    handled++;
  }
  const creatorIds = await ledger.creatorsWithUnpaidEntries(ctx.db);
  const settings = await getPayoutSettings(ctx, creatorIds);
  for (const creatorId of creatorIds) {
    const payout = await openPayout(ctx, { creatorId, settings: settings.get(creatorId), now });
    if (payout) {
      await sendPayout(ctx, payout);
      handled++;
    }
  }
  return handled;
}

async function openPayout(
  ctx: AppContext,
  options: { creatorId: number; settings: PayoutSettings | undefined; now: Date },
): Promise<repo.PayoutRow | null> {
  const { creatorId, settings } = options;
  if (!settings?.destination) return null;
  const cutoff = latestPayoutDay(settings.schedule, options.now).toISOString();
  const key = `payout:${creatorId}:${cutoff.slice(0, 10)}`;
  const destination = settings.destination;
  return withTransaction(ctx, async (tx) => {
    if (await repo.findPayoutByKey(tx.db, key)) return null;
    const summary = await ledger.unpaidSummary(tx.db, { creatorId, beforeIso: cutoff });
    if (summary.entries === 0 || summary.net <= 0) return null;
    const periodStart = (await repo.lastPayoutEnd(tx.db, creatorId)) ?? summary.firstAt ?? cutoff;
    const nowIso = ctx.clock.now().toISOString();
    const payout = await repo.insertPayout(tx.db, {
      creator_id: creatorId,
      period_start: periodStart,
      period_end: cutoff,
      gross: summary.gross,
      fee: summary.fee,
      refunds: summary.refunds,
      amount: summary.net,
      currency: CURRENCY,
      status: 'pending',
      idempotency_key: key,
      destination_ref: destination.ref,
      destination_label: destination.label,
      provider_ref: null,
      failure_message: null,
      created_at: nowIso,
      settled_at: null,
    });
    await ledger.assignToPayout(tx.db, { creatorId, beforeIso: cutoff, payoutId: payout.id });
    await ledger.insertEntries(tx.db, [payoutEntry(payout, 'payout', nowIso)]);
    return payout;
  });
}

/** A payout leaves the creator's balance (−), or a bounced one comes back to it (+). */
function payoutEntry(
  payout: repo.PayoutRow,
  type: 'payout' | 'payout_reversal',
  nowIso: string,
): ledger.NewLedgerEntry {
  return {
    entry_key: type === 'payout' ? `payout:${payout.id}` : `payout:${payout.id}:reversal`,
    entry_type: type,
    account: 'creator',
    amount: type === 'payout' ? -payout.amount : payout.amount,
    currency: payout.currency,
    creator_id: payout.creator_id,
    avatar_id: null,
    member_id: null,
    charge_id: null,
    area: null,
    payout_id: payout.id,
    occurred_at: nowIso,
  };
}

/** Asks the provider to pay; a failed payout gives its money and entries back to the balance. */
async function sendPayout(ctx: AppContext, payout: repo.PayoutRow): Promise<void> {
  const outcome = await ctx.payments.payOut({
    idempotencyKey: payout.idempotency_key,
    destinationRef: payout.destination_ref,
    amount: payout.amount,
    currency: payout.currency,
  });
  await withTransaction(ctx, async (tx) => {
    const nowIso = ctx.clock.now().toISOString();
    const settled = await repo.settlePayout(tx.db, {
      id: payout.id,
      status: outcome.status === 'succeeded' ? 'paid' : 'failed',
      providerRef: outcome.ref,
      failureMessage: outcome.status === 'failed' ? outcome.message : null,
      settledAt: nowIso,
    });
    if (!settled || outcome.status === 'succeeded') return;
    await ledger.insertEntries(tx.db, [payoutEntry(payout, 'payout_reversal', nowIso)]);
    await ledger.releaseFromPayout(tx.db, payout.id);
  });
}

function toStatement(row: repo.PayoutRow): PayoutStatement {
  return {
    id: row.id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    gross: row.gross,
    fee: row.fee,
    refunds: row.refunds,
    net: row.amount,
    currency: row.currency,
    status: row.status,
    destination: row.destination_label,
    failureMessage: row.failure_message,
    createdAt: row.created_at,
    bankPayout:
      row.bank_status && row.bank_arrival_at
        ? { status: row.bank_status, arrivalAt: row.bank_arrival_at, failureMessage: row.bank_failure_message }
        : null,
  };
}

/** The creator's payout account paid out to their bank, or failed to: shown on the statements it covered. */
export async function recordBankPayout(ctx: AppContext, event: BankPayoutEvent): Promise<void> {
  const changed = await repo.recordBankPayout(ctx.db, {
    creatorId: event.creatorId,
    ref: event.payoutRef,
    status: event.status,
    createdAt: event.createdAt,
    arrivalAt: event.arrivalAt,
    failureMessage: event.failureMessage,
  });
  if (event.status === 'failed') {
    ctx.log.warn({ creator: event.creatorId, payout: event.payoutRef, statements: changed }, 'bank payout failed');
  }
}

export async function listPayoutStatements(ctx: AppContext, creatorId: number, limit = 100) {
  return (await repo.listCreatorPayouts(ctx.db, creatorId, limit)).map(toStatement);
}
