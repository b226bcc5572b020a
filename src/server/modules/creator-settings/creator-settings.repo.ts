import type { Kysely, Updateable } from 'kysely';
import type { CreatorProfilesTable, DB, UsersTable } from '../../db/schema.ts';

export async function findSettings(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('creator_profiles', 'creator_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.display_name',
      'users.bio',
      'users.email',
      'users.profile_image_url',
      'creator_profiles.website_url',
      'creator_profiles.notify_content_comments',
      'creator_profiles.notify_new_subscribers',
      'creator_profiles.notify_payment_notifications',
      'creator_profiles.notify_platform_updates',
      'creator_profiles.payout_destination_label',
      'creator_profiles.payout_schedule',
      'creator_profiles.premium_applied_at',
      'creator_profiles.premium_approved_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Whether another user already holds this username (by its key). */
export async function usernameTakenByOther(db: Kysely<DB>, options: { userId: number; usernameKey: string }) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '<>', options.userId)
    .where('username_key', '=', options.usernameKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateUser(db: Kysely<DB>, userId: number, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Writes the creator's profile row, creating it on first save. */
export async function upsertProfile(
  db: Kysely<DB>,
  userId: number,
  changes: Omit<Updateable<CreatorProfilesTable>, 'user_id'> & { updated_at: string },
): Promise<void> {
  await db
    .insertInto('creator_profiles')
    .values({ user_id: userId, ...changes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

export async function listApplications(db: Kysely<DB>) {
  return db
    .selectFrom('creator_profiles')
    .innerJoin('users', 'users.id', 'creator_profiles.user_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'creator_profiles.premium_applied_at',
      'creator_profiles.premium_approved_at',
    ])
    .where('creator_profiles.premium_applied_at', 'is not', null)
    .orderBy('creator_profiles.premium_applied_at')
    .execute();
}

/** Payout schedule and destination of each of these creators that saved settings. */
export async function listPayoutSettings(db: Kysely<DB>, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('creator_profiles')
    .select(['user_id', 'payout_schedule', 'payout_destination_ref', 'payout_destination_label'])
    .where('user_id', 'in', [...userIds])
    .execute();
}
