import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';
import {
  avatarColumns,
  avatarReader,
  avatarValues,
  type NewAvatar,
  newAvatarValues,
  type StoredAvatar,
  type StoredField,
} from './avatar-columns.ts';

/*
 * SQL on the `avatars` table. Only this module names the table (src/server/proof/
 * table-owners.test.ts checks it); other modules ask avatars.service.ts. Every read takes
 * the fields of the shape it answers with and selects just their columns.
 */

type Picked<K extends StoredField> = Pick<StoredAvatar, K>;

/**
 * Whether the avatar is visible, as a condition for another module's statement (a write
 * that must not happen for a hidden avatar, checked in the same round trip); the table
 * stays named here only. `avatarId` is bound as a parameter.
 */
export function visibleAvatarCondition(avatarId: unknown): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from avatars where avatars.id = ${avatarId} and avatars.is_visible = 1)`;
}

function selectAvatars(db: Kysely<DB>, fields: readonly StoredField[]) {
  return db.selectFrom('avatars').select(avatarColumns(fields));
}

export async function findAvatar<K extends StoredField>(
  db: Kysely<DB>,
  fields: readonly K[],
  where: { id: number; visibleOnly?: boolean; creatorId?: number },
): Promise<Picked<K> | undefined> {
  let query = selectAvatars(db, fields).where('avatars.id', '=', where.id);
  if (where.visibleOnly) query = query.where('avatars.is_visible', '=', 1);
  // Ownership is part of the query: another creator's avatar simply is not found here.
  if (where.creatorId !== undefined) query = query.where('avatars.creator_id', '=', where.creatorId);
  const row = await query.executeTakeFirst();
  return row && avatarReader(fields)(row);
}

/**
 * findAvatar(db, fields, { id, visibleOnly: true }) for one field list, compiled once
 * (db/shaped-query.ts): for the hot lookups (the card every message sent reads), made once
 * per list at module level.
 */
export function visibleAvatarFinder<K extends StoredField>(
  fields: readonly K[],
): (db: Kysely<DB>, id: number) => Promise<Picked<K> | undefined> {
  const query = new ShapedQuery<{ id: number }, object, DB>((db, v) =>
    selectAvatars(db, fields).where('avatars.id', '=', v.id).where('avatars.is_visible', '=', 1),
  );
  const read = avatarReader(fields);
  return async (db, id) => {
    const [row] = await query.execute(db, { id });
    return row && read(row);
  };
}

/** The avatars among `ids`, in no particular order (unknown ones are left out). */
export async function listAvatarsByIds<K extends StoredField>(
  db: Kysely<DB>,
  fields: readonly K[],
  ids: readonly number[],
  options: { visibleOnly: boolean },
): Promise<Picked<K>[]> {
  if (ids.length === 0) return [];
  let query = selectAvatars(db, fields).where('avatars.id', 'in', ids);
  if (options.visibleOnly) query = query.where('avatars.is_visible', '=', 1);
  return (await query.execute()).map(avatarReader(fields));
}

/** Avatars with a picture waiting for review in either slot. */
export async function listAvatarsAwaitingPictures<K extends StoredField>(
  db: Kysely<DB>,
  fields: readonly K[],
): Promise<Picked<K>[]> {
  const rows = await selectAvatars(db, fields)
    .where((eb) =>
      eb.or([
        eb('avatars.main_image_pending_id', 'is not', null),
        eb('avatars.profile_image_pending_id', 'is not', null),
      ]),
    )
    .execute();
  return rows.map(avatarReader(fields));
}

/** A creator's avatars, newest first. */
export async function listAvatarsOfCreator<K extends StoredField>(
  db: Kysely<DB>,
  fields: readonly K[],
  creatorId: number,
): Promise<Picked<K>[]> {
  const rows = await selectAvatars(db, fields)
    .where('avatars.creator_id', '=', creatorId)
    .orderBy('avatars.created_at', 'desc')
    .orderBy('avatars.id', 'desc')
    .execute();
  return rows.map(avatarReader(fields));
}

export async function countVisibleAvatars(db: Kysely<DB>, among?: readonly number[]): Promise<number> {
  if (among?.length === 0) return 0;
  let query = db
    .selectFrom('avatars')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('avatars.is_visible', '=', 1);
  if (among) query = query.where('avatars.id', 'in', among);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A visible avatar's fields and its subscriber count (kept in the listing read model). */
export async function findVisibleAvatarProfile<K extends StoredField>(
  db: Kysely<DB>,
  fields: readonly K[],
  id: number,
): Promise<(Picked<K> & { subscriberCount: number }) | undefined> {
  const row = await db
    .selectFrom('avatars')
    .innerJoin('avatar_listing', 'avatar_listing.avatar_id', 'avatars.id')
    .select([...avatarColumns(fields), 'avatar_listing.subscriber_count'])
    .where('avatars.id', '=', id)
    .where('avatars.is_visible', '=', 1)
    .executeTakeFirst();
  return row && { ...avatarReader(fields)(row), subscriberCount: row.subscriber_count };
}

export async function avatarExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('avatars').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertAvatar(db: Kysely<DB>, values: NewAvatar): Promise<number> {
  const row = await db.insertInto('avatars').values(newAvatarValues(values)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when the avatar does not exist or belongs to another creator. */
export async function updateOwnedAvatar(
  db: Kysely<DB>,
  options: { id: number; creatorId: number; changes: Partial<StoredAvatar> },
): Promise<boolean> {
  const result = await db
    .updateTable('avatars')
    .set(avatarValues(options.changes))
    .where('id', '=', options.id)
    .where('creator_id', '=', options.creatorId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteOwnedAvatar(db: Kysely<DB>, options: { id: number; creatorId: number }): Promise<boolean> {
  const result = await db
    .deleteFrom('avatars')
    .where('id', '=', options.id)
    .where('creator_id', '=', options.creatorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** An approved picture becomes the public picture of every avatar slot waiting for it. */
export async function publishReviewedPicture(
  db: Kysely<DB>,
  options: { mediaId: number; url: string; now: string },
): Promise<void> {
  await db
    .updateTable('avatars')
    .set({ main_image: options.url, main_image_pending_id: null, updated_at: options.now })
    .where('main_image_pending_id', '=', options.mediaId)
    .execute();
  await db
    .updateTable('avatars')
    .set({ profile_image: options.url, profile_image_pending_id: null, updated_at: options.now })
    .where('profile_image_pending_id', '=', options.mediaId)
    .execute();
}
