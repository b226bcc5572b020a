import type { Kysely, Transaction } from 'kysely';
import { seededRandom } from '../../lib/clock.ts';
import type { DB } from '../schema.ts';
import { seedAvatars } from './data/avatars.ts';
import { seedCreators } from './data/creators.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 365;
/** app_meta key listing the creators whose analytics include this fictional history. */
export const DEMO_HISTORY_META = 'creator_demo_history';

/**
 * A year of fictional daily analytics for the seeded studios only (spec: the demo figures
 * are fictional and labelled so): daily views/likes/comments of each studio's two most
 * viewed items, and subscribers of its first avatar. Deterministic. No money: every money
 * figure is a query over the ledger, which only real charges write.
 */
export async function seedCreatorHistory(trx: Transaction<DB> | Kysely<DB>, now: Date): Promise<void> {
  const random = seededRandom(20250517);
  const statRows: { content_id: number; day: string; views: number; likes: number; comments: number }[] = [];
  const earningRows: {
    avatar_id: number;
    day: string;
    subscribers_gained: number;
    subscribers_lost: number;
  }[] = [];
  const day = (i: number) => new Date(now.getTime() - i * DAY_MS).toISOString().slice(0, 10);

  for (const creator of seedCreators) {
    // The seed's own avatars (the rows were written from this data a moment ago).
    const avatars = seedAvatars.filter((a) => a.creatorId === creator.id).sort((a, b) => a.id - b.id);
    const avatar = avatars[0];
    const top =
      avatars.length === 0
        ? []
        : await trx
            .selectFrom('content_items')
            .select(['content_items.id'])
            .where(
              'content_items.avatar_id',
              'in',
              avatars.map((a) => a.id),
            )
            .orderBy('content_items.view_count', 'desc')
            .orderBy('content_items.id')
            .limit(2)
            .execute();
    for (let i = HISTORY_DAYS - 1; i >= 0; i--) {
      // Gentle growth over the year with weekly rhythm and noise.
      const growth = 1 + (HISTORY_DAYS - i) / HISTORY_DAYS;
      const weekend = new Date(now.getTime() - i * DAY_MS).getUTCDay() % 6 === 0 ? 1.25 : 1;
      for (const [rank, item] of top.entries()) {
        const views = Math.round((rank === 0 ? 120 : 70) * growth * weekend * (0.7 + random.next() * 0.6));
        statRows.push({
          content_id: item.id,
          day: day(i),
          views,
          likes: Math.round(views * (0.06 + random.next() * 0.04)),
          comments: Math.round(views * (0.01 + random.next() * 0.02)),
        });
      }
      if (avatar) {
        const gained = Math.floor(random.next() * 3 * growth);
        earningRows.push({
          avatar_id: avatar.id,
          day: day(i),
          subscribers_gained: gained,
          subscribers_lost: random.next() < 0.3 ? 1 : 0,
        });
      }
    }
  }
  for (let i = 0; i < statRows.length; i += 100) {
    await trx
      .insertInto('content_stat_days')
      .values(statRows.slice(i, i + 100))
      .execute();
  }
  for (let i = 0; i < earningRows.length; i += 100) {
    await trx
      .insertInto('avatar_earning_days')
      .values(earningRows.slice(i, i + 100))
      .execute();
  }
  await trx
    .insertInto('app_meta')
    .values({ key: DEMO_HISTORY_META, value: JSON.stringify(seedCreators.map((c) => c.id)) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
