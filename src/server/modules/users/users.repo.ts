import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

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
