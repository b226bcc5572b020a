import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import { getChargeReversals, moveChargeReversal } from '../earnings/reversals.service.ts';
import * as charges from './charges.repo.ts';
import { endAtProvider } from './provider-ends.service.ts';
import { takeAccessBack } from './refunds.service.ts';

/**
 * A charge disputed by the member's bank (a chargeback). The test-mode provider has no
 * disputes; the product's rule (docs/payments.md):
 * - the bank withdraws the disputed amount at once: it is reversed in the ledger like a
 *   refund (keyed `dispute:<id>`), the charge is marked refunded and, if it paid for the
 *   period running now, the access ends and the provider's subscription is ended;
 * - won: the money comes back as new entries (`dispute:<id>:reinstated`), never by editing,
 *   and the charge is succeeded again; the access stays ended (the subscription was ended
 *   at the provider: the member subscribes again);
 * - lost: it stays reversed.
 * Whatever order the events come in, the dispute's state decides: a dispute first seen
 * already won is withdrawn and reinstated at once (and the access left alone); a later
 * 'created' finds its withdrawal and writes nothing.
 */
export async function applyDispute(
  ctx: AppContext,
  charge: charges.ChargeRow,
  event: Extract<PaymentEvent, { type: 'charge.disputed' }>,
): Promise<void> {
  const nowIso = ctx.clock.now().toISOString();
  const ended = await withTransaction(ctx, async (tx) => {
    const row = await charges.lockCharge(tx.db, ctx.dialect, charge.id);
    if (!row || (row.status !== 'succeeded' && row.status !== 'refunded')) return false;
    const key = `dispute:${event.disputeRef}`;
    let seen = (await getChargeReversals(tx, row.id)).disputes.get(event.disputeRef);
    let ended = false;
    if (!seen) {
      const withdrawn = await moveChargeReversal(tx, { chargeId: row.id, by: event.amount, key, occurredAt: nowIso });
      if (withdrawn > 0 && event.outcome !== 'won') ended = await takeAccessBack(tx, row, nowIso);
      seen = { withdrawn, reinstated: 0 };
    }
    if (event.outcome === 'won' && seen.withdrawn > seen.reinstated) {
      await moveChargeReversal(tx, {
        chargeId: row.id,
        by: seen.reinstated - seen.withdrawn,
        key: `${key}:reinstated`,
        occurredAt: nowIso,
      });
      const after = await getChargeReversals(tx, row.id);
      if (after.reversed < after.gross) await charges.markReinstated(tx.db, row.id);
    }
    return ended;
  });
  if (ended) await endAtProvider(ctx, charge.subscription_id);
}
