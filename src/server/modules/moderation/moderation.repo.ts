import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function listPending(db: Kysely<DB>) {
  return db
    .selectFrom('content_items')
    .innerJoin('avatars', 'avatars.id', 'content_items.avatar_id')
    .innerJoin('users', 'users.id', 'avatars.creator_id')
    .select([
      'content_items.id',
      'content_items.title',
      'content_items.description',
      'content_items.teaser',
      'content_items.type',
      'content_items.area',
      'content_items.tier',
      'content_items.category',
      'content_items.verification_notes',
      'content_items.created_at',
      'content_items.avatar_id',
      'avatars.name as avatar_name',
      'avatars.creator_id',
      'users.username as creator_username',
    ])
    .where('content_items.status', '=', 'pending')
    .orderBy('content_items.created_at')
    .orderBy('content_items.id')
    .limit(200)
    .execute();
}

export async function findContentStatus(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('content_items')
    .select(['id', 'status', 'scheduled_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Decides a pending item; false when it was no longer pending (someone else decided first). */
export async function decidePending(
  db: Kysely<DB>,
  options: {
    id: number;
    status: 'published' | 'draft' | 'rejected';
    reason: string | null;
    moderatorId: number | null;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('content_items')
    .set({
      status: options.status,
      rejection_reason: options.reason,
      moderated_by: options.moderatorId,
      moderated_at: options.now,
      updated_at: options.now,
      ...(options.status === 'published' ? { published_at: options.now, scheduled_at: null } : {}),
    })
    .where('id', '=', options.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Avatar pictures waiting for review, one row per avatar and slot that wants them. */
export async function listPendingAvatarImages(db: Kysely<DB>) {
  return db
    .selectFrom('media_files')
    .innerJoin('avatars', (join) =>
      join.on((eb) =>
        eb.or([
          eb('avatars.main_image_pending_id', '=', eb.ref('media_files.id')),
          eb('avatars.profile_image_pending_id', '=', eb.ref('media_files.id')),
        ]),
      ),
    )
    .innerJoin('users', 'users.id', 'avatars.creator_id')
    .select([
      'media_files.id',
      'media_files.storage_path',
      'media_files.web_path',
      'media_files.created_at',
      'avatars.id as avatar_id',
      'avatars.name as avatar_name',
      'avatars.main_image_pending_id',
      'avatars.creator_id',
      'users.username as creator_username',
    ])
    .where('media_files.review_status', '=', 'pending')
    .orderBy('media_files.created_at')
    .orderBy('media_files.id')
    .limit(200)
    .execute();
}

export async function findMediaReview(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('media_files')
    .select(['id', 'review_status', 'storage_path', 'web_path'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Decides a pending avatar picture; false when it was no longer pending. Approved, it
 * becomes the public picture of every avatar slot waiting for it, in the same transaction.
 */
export async function decideAvatarImage(
  db: Kysely<DB>,
  options: {
    id: number;
    approve: boolean;
    url: string;
    reason: string | null;
    moderatorId: number | null;
    now: string;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('media_files')
      .set({
        review_status: options.approve ? 'approved' : 'rejected',
        review_reason: options.reason,
        reviewed_by: options.moderatorId,
        reviewed_at: options.now,
      })
      .where('id', '=', options.id)
      .where('review_status', '=', 'pending')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) === 0) return false;
    if (!options.approve) return true;
    await trx
      .updateTable('avatars')
      .set({ main_image: options.url, main_image_pending_id: null, updated_at: options.now })
      .where('main_image_pending_id', '=', options.id)
      .execute();
    await trx
      .updateTable('avatars')
      .set({ profile_image: options.url, profile_image_pending_id: null, updated_at: options.now })
      .where('profile_image_pending_id', '=', options.id)
      .execute();
    return true;
  });
}

export async function setRoleByEmail(
  db: Kysely<DB>,
  options: { email: string; role: 'user' | 'creator' | 'moderator'; now: string },
) {
  return db
    .updateTable('users')
    .set({ role: options.role, updated_at: options.now })
    .where('email', '=', options.email)
    .returning(['id', 'username', 'email', 'role'])
    .executeTakeFirst();
}

export async function findUserIdByEmail(db: Kysely<DB>, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}
