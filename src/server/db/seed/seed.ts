import { type Kysely, sql } from 'kysely';
import { AVATAR_PRICE_MAX } from '../../../shared/constants.ts';
import type { Clock } from '../../lib/clock.ts';
import { newAvatarValues } from '../../modules/avatars/avatar-columns.ts';
import type { Dialect } from '../database.ts';
import type { DB } from '../schema.ts';
import { seedCreatorHistory } from './creator-history.ts';
import { seedAvatars } from './data/avatars.ts';
import { seedContent } from './data/content.ts';
import { seedCreators } from './data/creators.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_MARKER = 'seeded_at';

/** The demo avatars' vip tier: about twice the premium price, ending in 99, within the bounds. */
function seedVipPrice(monthlyPrice: number): number {
  return Math.min(AVATAR_PRICE_MAX, Math.ceil((monthlyPrice * 2) / 100) * 100 - 1);
}

/**
 * Writes the demo catalogue on first start. Idempotent and safe when two instances start
 * together: the marker row is claimed first inside the transaction, so the second waits
 * and then finds nothing to do.
 */
export async function seedDatabase(db: Kysely<DB>, dialect: Dialect, clock: Clock): Promise<boolean> {
  const now = clock.now();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  const seeded = await db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('app_meta')
      .values({ key: SEED_MARKER, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;

    await trx
      .insertInto('users')
      .values(
        seedCreators.map((c) => ({
          id: c.id,
          username: c.username,
          username_key: c.username.toLowerCase(),
          email: c.email,
          password_hash: null,
          role: 'creator' as const,
          display_name: c.displayName,
          bio: c.bio,
          profile_image_url: null,
          created_at: daysAgo(180),
          updated_at: daysAgo(180),
        })),
      )
      .execute();

    await trx
      .insertInto('avatars')
      .values(
        seedAvatars.map(({ onlineHours, createdDaysAgo, ...avatar }) =>
          newAvatarValues({
            ...avatar,
            vipMonthlyPrice: seedVipPrice(avatar.monthlyPrice),
            onlineStartHour: onlineHours[0],
            onlineEndHour: onlineHours[1],
            createdAt: daysAgo(createdDaysAgo),
            updatedAt: daysAgo(createdDaysAgo),
          }),
        ),
      )
      .execute();

    // Chunked: SQLite caps the number of bound parameters per statement.
    const rows = seedContent.map((c) => ({
      avatar_id: c.avatarId,
      title: c.title,
      description: c.description,
      type: c.type,
      content_details: c.contentDetails,
      teaser: c.teaser,
      is_preview: c.isPreview ? (1 as const) : (0 as const),
      image_url: c.imageUrl,
      area: 'life' as const,
      status: 'published' as const,
      view_count: c.views,
      like_count: c.likes,
      comment_count: c.comments,
      published_at: daysAgo(c.publishedDaysAgo),
      created_at: daysAgo(c.publishedDaysAgo),
      updated_at: daysAgo(c.publishedDaysAgo),
    }));
    for (let i = 0; i < rows.length; i += 50) {
      await trx
        .insertInto('content_items')
        .values(rows.slice(i, i + 50))
        .execute();
    }
    await seedCreatorHistory(trx, now);
    return true;
  });

  if (seeded && dialect === 'postgres') {
    // Explicit ids leave identity sequences behind; move them past the seeded rows.
    for (const table of ['users', 'avatars', 'content_items']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      );
    }
  }
  return seeded;
}
