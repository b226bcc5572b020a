import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, DB } from '../../db/schema.ts';

export async function insertContactMessage(db: Kysely<DB>, row: Insertable<ContactMessagesTable>): Promise<number> {
  const inserted = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function listContactMessages(db: Kysely<DB>) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'email', 'message', 'portfolio_detected', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
