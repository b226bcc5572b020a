import type { Insertable, Kysely } from 'kysely';
import type { DB, LoyaltyAwardsTable } from '../../db/schema.ts';

export async function awardExists(db: Kysely<DB>, userId: number, rule: string, scope: string): Promise<boolean> {
  const row = await db
    .selectFrom('loyalty_awards')
    .select('points')
    .where('user_id', '=', userId)
    .where('rule', '=', rule)
    .where('scope', '=', scope)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when this award is new; a repeat (same user, rule and scope) inserts nothing. */
export async function insertAward(db: Kysely<DB>, row: Insertable<LoyaltyAwardsTable>): Promise<boolean> {
  const result = await db
    .insertInto('loyalty_awards')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'rule', 'scope']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
