import { LOYALTY_RULES, type LoyaltyRule } from '../../../shared/loyalty.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { addLoyaltyPoints } from '../users/users.service.ts';
import * as repo from './loyalty.repo.ts';

/** The UTC day an award belongs to, for the once-a-day rules. */
function utcDay(ctx: AppContext): string {
  return ctx.clock.now().toISOString().slice(0, 10);
}

function scopeFor(ctx: AppContext, rule: LoyaltyRule, avatarId: number | null): string | null {
  const per = LOYALTY_RULES[rule].per;
  if (per === 'once') return 'once';
  if (per === 'day') return utcDay(ctx);
  if (avatarId === null) return null;
  return per === 'avatar' ? `avatar:${avatarId}` : `${utcDay(ctx)}:avatar:${avatarId}`;
}

/**
 * Pays a rule's points once per scope. The ledger row and the balance change in one
 * transaction, so the balance always equals the ledger's sum; a repeat pays nothing.
 * Returns the points awarded (0 for a repeat).
 */
export async function awardLoyalty(
  ctx: AppContext,
  options: { userId: number; rule: LoyaltyRule; avatarId?: number | null },
): Promise<number> {
  const scope = scopeFor(ctx, options.rule, options.avatarId ?? null);
  if (scope === null) return 0;
  // Most calls are repeats (every page load checks the daily visit): read before writing.
  if (await repo.awardExists(ctx.db, options.userId, options.rule, scope)) return 0;
  const { points } = LOYALTY_RULES[options.rule];
  const award = async (tx: AppContext) => {
    const isNew = await repo.insertAward(tx.db, {
      user_id: options.userId,
      rule: options.rule,
      scope,
      points,
      created_at: ctx.clock.now().toISOString(),
    });
    if (!isNew) return 0;
    await addLoyaltyPoints(tx, { userId: options.userId, points });
    return points;
  };
  // A caller already inside a transaction (recordActivity from one) keeps it.
  return withTransaction(ctx, award);
}
