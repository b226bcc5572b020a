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
