import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The persona fields the chat engines answer from (never sent to browsers as such). */
export async function findAvatarPersona(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('avatars')
    .select([
      'id',
      'name',
      'tagline',
      'description',
      'personality',
      'scenario',
      'first_message',
      'example_dialogue',
      'interests',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
