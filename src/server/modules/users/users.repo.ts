import type { Insertable, Kysely } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.ts';

const USER_COLUMNS = [
  'id',
  'username',
  'display_name',
  'email',
  'bio',
  'profile_image_url',
  'loyalty_points',
  'role',
] as const;

export async function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** What signing in needs; the hash never leaves the server. */
export async function findCredentialsByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'email', 'role', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function usernameKeyExists(db: Kysely<DB>, usernameKey: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username_key', '=', usernameKey).executeTakeFirst();
  return row !== undefined;
}

/** SQLite and PostgreSQL report a unique-constraint violation differently. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === '23505';
}

/** The new user's id, or null when the email or username was taken in the meantime. */
export async function insertUser(db: Kysely<DB>, row: Insertable<UsersTable>): Promise<number | null> {
  try {
    const inserted = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function updateUserProfile(
  db: Kysely<DB>,
  id: number,
  values: { display_name: string | null; bio: string | null; updated_at: string },
): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** False when the address belongs to another account (the unique index said so). */
export async function updateEmail(db: Kysely<DB>, id: number, email: string, updatedAt: string): Promise<boolean> {
  try {
    await db.updateTable('users').set({ email, updated_at: updatedAt }).where('id', '=', id).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function updatePasswordHash(db: Kysely<DB>, id: number, hash: string, updatedAt: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, updated_at: updatedAt }).where('id', '=', id).execute();
}

export async function incrementLoyaltyPoints(db: Kysely<DB>, id: number, points: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ loyalty_points: eb('loyalty_points', '+', points) }))
    .where('id', '=', id)
    .execute();
}
