import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { AvatarsTable, DB } from '../../db/schema.ts';

const COLUMNS = [
  'id',
  'creator_id',
  'name',
  'tagline',
  'description',
  'personality',
  'scenario',
  'first_message',
  'example_dialogue',
  'category',
  'main_image',
  'profile_image',
  'main_image_pending_id',
  'profile_image_pending_id',
  'monthly_price',
  'is_visible',
  'created_at',
  'updated_at',
] as const;

export type CreatorAvatarRow = Pick<Selectable<AvatarsTable>, (typeof COLUMNS)[number]>;

export async function listAvatarsOfCreator(db: Kysely<DB>, creatorId: number): Promise<CreatorAvatarRow[]> {
  return db
    .selectFrom('avatars')
    .select(COLUMNS)
    .where('creator_id', '=', creatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ownership is part of the query: another creator's avatar simply is not found here. */
export async function findOwnedAvatar(
  db: Kysely<DB>,
  options: { id: number; creatorId: number },
): Promise<CreatorAvatarRow | undefined> {
  return db
    .selectFrom('avatars')
    .select(COLUMNS)
    .where('id', '=', options.id)
    .where('creator_id', '=', options.creatorId)
    .executeTakeFirst();
}

export async function avatarExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('avatars').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertAvatar(db: Kysely<DB>, row: Insertable<AvatarsTable>): Promise<CreatorAvatarRow> {
  return db.insertInto('avatars').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateOwnedAvatar(
  db: Kysely<DB>,
  options: { id: number; creatorId: number; changes: Updateable<AvatarsTable> },
): Promise<CreatorAvatarRow | undefined> {
  return db
    .updateTable('avatars')
    .set(options.changes)
    .where('id', '=', options.id)
    .where('creator_id', '=', options.creatorId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteOwnedAvatar(db: Kysely<DB>, options: { id: number; creatorId: number }): Promise<boolean> {
  const result = await db
    .deleteFrom('avatars')
    .where('id', '=', options.id)
    .where('creator_id', '=', options.creatorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
