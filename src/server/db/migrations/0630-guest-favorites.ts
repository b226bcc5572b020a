import type { Migration } from 'kysely/migration';
import { type MigrationDb, timestampType } from './helpers.ts';

/**
 * A guest's favourites, kept with their guest session (issue 21) so a heart tapped before
 * signing up survives a reload; sign-up and login move them into `favorites`. They cascade
 * away with the session, and count towards no figure (popular, trending) until they are a
 * member's.
 */
export const guestFavoritesMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('guest_favorites')
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('created_at', timestampType(db), (c) => c.notNull())
      .addPrimaryKeyConstraint('guest_favorites_pk', ['session_id', 'avatar_id'])
      .execute();
    await db.schema.createIndex('guest_favorites_avatar_id_idx').on('guest_favorites').column('avatar_id').execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('guest_favorites').ifExists().execute();
  },
};
