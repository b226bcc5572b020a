import type { AppContext } from '../../context.ts';
import * as repo from './provider-ends.repo.ts';

/**
 * A provider that renews by itself (Stripe) must be told when access ends here (a refund,
 * a dispute, cancelling while past_due), or it bills the member again. The end is marked owed in the transaction that
 * ends the access; it is asked for at once and, when that fails (Stripe unreachable, a 5xx),
 * again by the `end-provider-subscriptions` job until the provider confirms: the mark is a
 * column, so a restart loses nothing. Each call has its own idempotency key
 * (`end:<subscription>:<attempt>`): a processor may answer a key's first failure again.
 * After a failure the next call waits, twice as long each time (1, 2, 4… minutes, an hour at
 * most), so an outage at the provider is not met with one call per owed end every minute.
 */

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** How long after failed call number `attempt` (1, 2, …) the job asks again. */
function providerEndRetryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempt - 1, 30), LONGEST_RETRY_MS);
}

/** Marks the end owed; call inside the transaction that ends the access. */
export async function oweProviderEnd(ctx: AppContext, options: { subscriptionId: number; nowIso: string }) {
  if (!ctx.payments.endSubscription) return;
  await repo.oweProviderEnd(ctx.db, { id: options.subscriptionId, nowIso: options.nowIso });
}

/** Asks the provider to end the subscription if that is owed: true once it confirmed (or nothing was owed). */
export async function endAtProvider(ctx: AppContext, subscriptionId: number): Promise<boolean> {
  const [owed] = await repo.listOwedProviderEnds(ctx.db, { limit: 1, id: subscriptionId });
  if (!owed?.provider_ref || !ctx.payments.endSubscription) return true;
  const attempt = await repo.countProviderEndAttempt(ctx.db, owed.id);
  try {
    await ctx.payments.endSubscription({
      subscriptionRef: owed.provider_ref,
      idempotencyKey: `end:${owed.provider_ref}:${attempt}`,
    });
  } catch (error) {
    const next = new Date(ctx.clock.now().getTime() + providerEndRetryDelayMs(attempt)).toISOString();
    await repo.deferProviderEnd(ctx.db, { id: owed.id, nextIso: next });
    ctx.log.warn(
      { err: error, subscription: owed.id, attempt, next },
      'the provider did not end the subscription: the end-provider-subscriptions job asks again',
    );
    return false;
  }
  await repo.settleProviderEnd(ctx.db, owed.id);
  return true;
}

/** The job: every end still owed whose next call is due is asked for again (50 a run); a pass with failures fails, saying how many. */
export async function endOwedProviderSubscriptions(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  const owed = await repo.listOwedProviderEnds(ctx.db, { limit: 50, dueBy: ctx.clock.now().toISOString() });
  let [ended, failed] = [0, 0];
  for (const sub of owed) {
    if (signal?.aborted) break;
    if (await endAtProvider(ctx, sub.id)) ended += 1;
    else failed += 1;
  }
  if (failed > 0) throw new Error(`${failed} subscription end(s) still owed to the payment provider`);
  return ended;
}
