import type { Kysely, Selectable } from 'kysely';
import type { AvatarsTable, DB } from '../../db/schema.ts';

export const AVATAR_COLUMNS = [
  'avatars.id',
  'avatars.name',
  'avatars.tagline',
  'avatars.description',
  'avatars.main_image',
  'avatars.profile_image',
  'avatars.creator_id',
  'avatars.monthly_price',
  'avatars.is_visible',
  'avatars.category',
] as const;

export type AvatarRow = Pick<
  Selectable<AvatarsTable>,
  | 'id'
  | 'name'
  | 'tagline'
  | 'description'
  | 'main_image'
  | 'profile_image'
  | 'creator_id'
  | 'monthly_price'
  | 'is_visible'
  | 'category'
>;

/** `%`, `_` and `\` in user text are literals, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listVisibleAvatars(
  db: Kysely<DB>,
  options: { limit: number; offset: number; search?: string | undefined },
): Promise<AvatarRow[]> {
  let q = db.selectFrom('avatars').select(AVATAR_COLUMNS).where('avatars.is_visible', '=', 1);
  if (options.search) {
    const pattern = likePattern(options.search);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['avatars.name']), 'like', pattern),
        eb(eb.fn('lower', ['avatars.tagline']), 'like', pattern),
      ]),
    );
  }
  return q
    .orderBy('avatars.created_at', 'desc')
    .orderBy('avatars.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function findVisibleAvatar(db: Kysely<DB>, id: number): Promise<AvatarRow | undefined> {
  return db
    .selectFrom('avatars')
    .select(AVATAR_COLUMNS)
    .where('avatars.id', '=', id)
    .where('avatars.is_visible', '=', 1)
    .executeTakeFirst();
}

export async function listVisibleAvatarsByIds(db: Kysely<DB>, ids: number[]): Promise<AvatarRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('avatars')
    .select(AVATAR_COLUMNS)
    .where('avatars.id', 'in', ids)
    .where('avatars.is_visible', '=', 1)
    .execute();
}

export async function countVisibleAvatars(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('avatars')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('avatars.is_visible', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
