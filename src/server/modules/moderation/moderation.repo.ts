import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function listPending(db: Kysely<DB>) {
  return db
    .selectFrom('content_items')
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
    .select(['id', 'status', 'scheduled_at', 'area', 'avatar_id'])
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

/** The pictures among `ids` that still wait for review, oldest first. */
export async function listPendingMedia(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('media_files')
    .select(['id', 'storage_path', 'web_path', 'created_at'])
    .where('id', 'in', ids)
    .where('review_status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Usernames by user id (the creators named in the queues). */
export async function listUsernames(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function findMediaReview(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('media_files')
    .select(['id', 'review_status', 'storage_path', 'web_path'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Decides a pending picture; false when it was no longer pending (someone else decided first). */
export async function decideMediaReview(
  db: Kysely<DB>,
  options: { id: number; approve: boolean; reason: string | null; moderatorId: number | null; now: string },
): Promise<boolean> {
  const decided = await db
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
  return Number(decided.numUpdatedRows) > 0;
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
