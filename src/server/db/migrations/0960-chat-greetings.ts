import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers.ts';

/**
 * Greetings (issue 15): a conversation opens with the avatar's greetings, stored as its
 * first turn (assistant messages with no parent and no message they answer), one per
 * alternative. These indexes let one set exist per conversation: when two first opens
 * race, the second insert finds the first's rows and adds nothing (`on conflict do
 * nothing`), on either dialect. Two indexes because an owner is a member or a guest
 * session, and a unique index never matches nulls.
 */
export const chatGreetingsMigration = {
  async up(db: MigrationDb) {
    for (const owner of ['user_id', 'session_id'] as const) {
      await db.schema
        .createIndex(`chat_messages_greeting_${owner === 'user_id' ? 'user' : 'session'}_uq`)
        .on('chat_messages')
        .columns([owner, 'avatar_id', 'alternative'])
        .unique()
        .where(
          sql<boolean>`${sql.ref(owner)} is not null and parent_id is null and reply_to is null and role = 'assistant'`,
        )
        .execute();
    }
  },

  async down(db: MigrationDb) {
    await db.schema.dropIndex('chat_messages_greeting_user_uq').execute();
    await db.schema.dropIndex('chat_messages_greeting_session_uq').execute();
  },
} satisfies Migration;
