import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { MESSAGE_COLUMNS, type MessageRow, type Owner, ownerColumn, ownerValue } from './chat.repo.ts';

/**
 * SQL for greetings: a conversation's first turn, the avatar's greetings as assistant
 * messages with no parent and no message they answer, one per alternative (migration
 * 0960 keeps it to one set per conversation).
 */

type Where = ExpressionBuilder<DB, 'chat_messages'>;

const inConversation = (owner: Owner, avatarId: number) => (eb: Where) =>
  eb.and([eb(ownerColumn(owner), '=', ownerValue(owner)), eb('avatar_id', '=', avatarId)]);

const isGreeting = (eb: Where) =>
  eb.and([eb('parent_id', 'is', null), eb('reply_to', 'is', null), eb('role', '=', 'assistant')]);

/**
 * Stores the greetings as the first turn, the first chosen and on the path. Adds nothing
 * when the conversation has its set already (another first open won the race).
 */
export async function insertGreetings(
  db: Kysely<DB>,
  row: { owner: Owner; avatarId: number; texts: string[]; now: string },
): Promise<void> {
  if (row.texts.length === 0) return;
  await db
    .insertInto('chat_messages')
    .values(
      row.texts.map((content, i) => ({
        avatar_id: row.avatarId,
        user_id: row.owner.userId,
        session_id: row.owner.sessionId,
        role: 'assistant' as const,
        content,
        reply_to: null,
        parent_id: null,
        alternative: i,
        selected: i === 0 ? 1 : 0,
        on_path: i === 0 ? 1 : 0,
        created_at: row.now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The conversation's greetings, first first. */
export async function listGreetings(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<MessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where(inConversation(owner, avatarId))
    .where(isGreeting)
    .orderBy('alternative')
    .execute();
}

/** The first message of the chosen path (ids grow along any path). */
export async function findPathHead(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where(inConversation(owner, avatarId))
    .where('on_path', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The ids of the messages that are not greetings, oldest first, up to `limit`. */
export async function listOtherMessageIds(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  options: { order: 'asc' | 'desc'; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select('id')
    .where(inConversation(owner, avatarId))
    .where((eb) => eb.not(isGreeting(eb)))
    .orderBy('id', options.order)
    .limit(options.limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The avatars a guest session has messages with. */
export async function listSessionAvatars(db: Kysely<DB>, sessionId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select('avatar_id')
    .distinct()
    .where('session_id', '=', sessionId)
    .execute();
  return rows.map((r) => r.avatar_id);
}

/**
 * Hangs the turns below a conversation's greetings under `parentId` (null: they become
 * first turns), each chosen where it is on the path, then deletes the greetings.
 */
export async function replaceGreetings(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  parentId: number | null,
): Promise<void> {
  const ids = (await listGreetings(db, owner, avatarId)).map((g) => g.id);
  if (ids.length === 0) return;
  await db
    .updateTable('chat_messages')
    .set((eb) => ({ parent_id: parentId, selected: eb.ref('on_path') }))
    .where('parent_id', 'in', ids)
    .execute();
  await db.deleteFrom('chat_messages').where('id', 'in', ids).execute();
}
