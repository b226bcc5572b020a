import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers.ts';

/**
 * What a companion remembers follows the conversation's chosen path (issue: remembered
 * facts did not follow branches). Each fact records the visitor message that told it
 * (`message_id`; null for a fact kept from before this column, or never told in a
 * message), and whether the visitor set it by hand in the memory panel (`edited`): such a
 * fact stays whatever branch is chosen, while the others are those of the path's own
 * messages (chat-memory.service.ts rebuilds them when the path changes under them).
 * No foreign key: a fact never outlives its message's path for long (the rebuild drops it),
 * and a key would make every message deleted look through the memories without an index.
 * Facts edited before this migration are those whose update time moved past their creation
 * (updateMemoryValue is the only writer that changes one).
 */
export const chatMemorySourcesMigration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('chat_memories').addColumn('message_id', 'integer').execute();
    await db.schema
      .alterTable('chat_memories')
      .addColumn('edited', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.updateTable('chat_memories').set({ edited: 1 }).whereRef('updated_at', '<>', 'created_at').execute();
  },

  async down(db: MigrationDb) {
    await db.schema.alterTable('chat_memories').dropColumn('edited').execute();
    await db.schema.alterTable('chat_memories').dropColumn('message_id').execute();
  },
} satisfies Migration;
