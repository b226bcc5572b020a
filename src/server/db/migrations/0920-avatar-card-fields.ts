import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers.ts';

/**
 * The Character Card fields an avatar had no place for (issue 15): alternate greetings
 * (the chat offers them as swipes of the first turn), the creator's system prompt and
 * post-history instructions, creator notes, the card's tags, creator and version, and its
 * `extensions` object. `card_extra` keeps the card's other data fields (V3's nickname,
 * source, group-only greetings, unknown future fields) so an export gives them back.
 * Lists and objects are JSON text, like `interests`.
 */
const TEXT_COLUMNS: [string, string][] = [
  ['alternate_greetings', '[]'],
  ['system_prompt', ''],
  ['post_history_instructions', ''],
  ['creator_notes', ''],
  ['tags', '[]'],
  ['creator', ''],
  ['character_version', ''],
  ['extensions', '{}'],
  ['card_extra', '{}'],
];

export const avatarCardFieldsMigration: Migration = {
  async up(db: MigrationDb) {
    for (const [column, empty] of TEXT_COLUMNS) {
      await db.schema
        .alterTable('avatars')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(empty))
        .execute();
    }
  },

  async down(db: MigrationDb) {
    for (const [column] of TEXT_COLUMNS) await db.schema.alterTable('avatars').dropColumn(column).execute();
  },
};
