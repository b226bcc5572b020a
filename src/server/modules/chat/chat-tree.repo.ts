import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';
import {
  type ConversationValues,
  inPathWindow,
  MESSAGE_COLUMNS,
  type MessageRow,
  type Owner,
  ownerColumn,
  ownerValue,
  ownerValues,
  shapedOwner,
} from './chat.repo.ts';

/**
 * SQL for the conversation tree (chat_messages.parent_id / selected / on_path): the
 * chosen path, siblings, moving between branches, cutting a branch off.
 */

export type OwnedMessageRow = MessageRow & { on_path: number; selected: number };

export async function findOwnedMessage(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  id: number,
): Promise<OwnedMessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .select([...MESSAGE_COLUMNS, 'on_path', 'selected'])
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The last message of the chosen path (ids grow along any path), or undefined for an empty conversation. */
/** Read by every message sent: compiled once per owner kind. */
const pathTail = new ShapedQuery<ConversationValues, MessageRow, DB>((db, v) => {
  const owner = shapedOwner(v);
  return db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', v.avatarId)
    .where('on_path', '=', 1)
    .orderBy('id', 'desc')
    .limit(1);
});

export async function findPathTail(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<MessageRow | undefined> {
  return (await pathTail.execute(db, { ...ownerValues(owner), avatarId }))[0];
}

/**
 * The message and up to `limit - 1` messages before it on its own branch, oldest first
 * (what an engine sees, whichever branch is chosen now). The walk carries the columns it
 * returns: joined back to chat_messages afterwards, SQLite scanned the whole table (every
 * visitor's messages) for the branch's rows, once per reply.
 */
export function branchUpTo(messageId: number, limit: number) {
  return sql<MessageRow>`
    with recursive branch(id, role, content, created_at, parent_id, reply_to, alternative, rating, depth) as (
      select id, role, content, created_at, parent_id, reply_to, alternative, rating, 0
        from chat_messages where id = ${messageId}
      union all
      select m.id, m.role, m.content, m.created_at, m.parent_id, m.reply_to, m.alternative, m.rating, branch.depth + 1
        from chat_messages m join branch on m.id = branch.parent_id
        where branch.depth < ${limit - 1}
    )
    select id, role, content, created_at, parent_id, reply_to, alternative, rating from branch order by id`;
}

export async function listBranchUpTo(db: Kysely<DB>, messageId: number, limit: number): Promise<MessageRow[]> {
  return (await branchUpTo(messageId, limit).execute(db)).rows;
}

/**
 * Whether `ancestorId` is `messageId` or a message before it on its branch. Ids grow along
 * any path, so the walk up stops at the first id not above `ancestorId`.
 */
export async function isOnBranchOf(db: Kysely<DB>, ancestorId: number, messageId: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    with recursive up(id, parent_id) as (
      select id, parent_id from chat_messages where id = ${messageId}
      union all
      select m.id, m.parent_id from chat_messages m join up on m.id = up.parent_id where up.id > ${ancestorId}
    )
    select id from up where id = ${ancestorId}`.execute(db);
  return rows.length > 0;
}

/** A visitor message of the chosen path, as what it tells is read (chat-memory.service.ts). */
export type PathUserMessage = { id: number; content: string; created_at: string };

/**
 * The visitor's messages on the chosen path after `afterId` (null: all of them), oldest
 * first: what the path's memory is made of (ids grow along a path, so "after" is "below").
 */
export async function listPathUserMessages(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  afterId: number | null,
): Promise<PathUserMessage[]> {
  let q = db
    .selectFrom('chat_messages')
    .select(['id', 'content', 'created_at'])
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('on_path', '=', 1)
    .where('role', '=', 'user');
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q.orderBy('id').execute();
}

/** Every visitor message of the conversation, on any branch, oldest first. */
export async function listUserMessages(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<PathUserMessage[]> {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'content', 'created_at'])
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('role', '=', 'user')
    .orderBy('id')
    .execute();
}

export type PathOrAlternativeRow = MessageRow & { on_path: number };

type PathValues = ConversationValues & { newer: number };

/** A history read is the hottest chat query: built and compiled once per owner kind (db/shaped-query.ts). */
const pathWithAlternatives = new ShapedQuery<PathValues, PathOrAlternativeRow, DB>((db, v) => {
  const owner = shapedOwner(v);
  const columns = [...MESSAGE_COLUMNS, 'on_path'] as const;
  const alternatives = (q: ExpressionBuilder<DB & { path: PathOrAlternativeRow }, never>) =>
    q
      .selectFrom('chat_messages')
      .select(columns)
      .where('on_path', '=', 0)
      .where(ownerColumn(owner), '=', ownerValue(owner))
      .where('avatar_id', '=', v.avatarId);
  return db
    .with('path', (q) =>
      q
        .selectFrom('chat_messages')
        .select(columns)
        .where(inPathWindow(owner, v.avatarId, v.newer)),
    )
    .selectFrom('path')
    .select(columns)
    .unionAll((q) => alternatives(q).where('parent_id', 'in', q.selectFrom('path').select('parent_id')))
    .unionAll((q) =>
      alternatives(q)
        .where('parent_id', 'is', null)
        .where((eb) => eb.exists(eb.selectFrom('path').select('id').where('path.parent_id', 'is', null))),
    )
    .orderBy('id');
});

/**
 * In one query (they were two round trips): the newest `limit` messages of the chosen
 * path (on_path 1, what listMessages reads) and the alternatives of each of their turns,
 * the other children of their parents (on_path 0), by id. The alternatives are found
 * through the parent index from the path's rows, not by reading the whole conversation;
 * the first turn's are the conversation's other roots.
 */
export async function listPathWithAlternatives(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  limit: number,
): Promise<PathOrAlternativeRow[]> {
  if (limit < 1) return [];
  return pathWithAlternatives.execute(db, {
    ...ownerValues(owner),
    avatarId,
    newer: limit - 1,
  });
}

/**
 * Makes room for a new choice after `parentId` (null: the first turn): none of its
 * children stays chosen, and the path stops at it (every message after it leaves the
 * path). One statement, as every message sent does it.
 */
type TurnValues = ConversationValues & { parentId: number | undefined };

/** Run by every message sent: compiled once per owner kind and for the first turn or a later one. */
const clearTurn = new ShapedQuery<TurnValues, never, DB>((db, v) => {
  const owner = shapedOwner(v);
  const first = v.parentId === undefined;
  const isChild = (eb: ExpressionBuilder<DB, 'chat_messages'>) =>
    first ? eb('parent_id', 'is', null) : eb('parent_id', '=', v.parentId as number);
  const follows = (eb: ExpressionBuilder<DB, 'chat_messages'>) =>
    first ? eb('on_path', '=', 1) : eb.and([eb('on_path', '=', 1), eb('id', '>', v.parentId as number)]);
  return db
    .updateTable('chat_messages')
    .set((eb) => ({
      selected: eb.case().when(isChild(eb)).then(0).else(eb.ref('selected')).end(),
      on_path: eb.case().when(follows(eb)).then(0).else(eb.ref('on_path')).end(),
    }))
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', v.avatarId)
    .where((eb) =>
      first
        ? eb.or([isChild(eb), follows(eb)])
        : // Ids grow along a path, so both kinds of row come after the parent: the bound lets
          // the index range start there instead of reading the whole conversation.
          eb.and([eb('id', '>', v.parentId as number), eb.or([isChild(eb), eb('on_path', '=', 1)])]),
    );
});

/**
 * Makes room for a new choice after `parentId` (null: the first turn): none of its
 * children stays chosen, and the path stops at it (every message after it leaves the
 * path). One statement, as every message sent does it.
 */
export async function clearTurnAfter(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  parentId: number | null,
): Promise<void> {
  await clearTurn.execute(db, { ...ownerValues(owner), avatarId, parentId: parentId ?? undefined });
}

export async function setSelected(db: Kysely<DB>, id: number, selected: boolean): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ selected: selected ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Takes the path's messages after `afterId` (null: all of them) off the path. */
export async function leavePathAfter(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  afterId: number | null,
): Promise<void> {
  let q = db
    .updateTable('chat_messages')
    .set({ on_path: 0 })
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('on_path', '=', 1);
  if (afterId !== null) q = q.where('id', '>', afterId);
  await q.execute();
}

/** Puts `id` and, below it, each level's chosen child on the path (the branch as the visitor left it). */
export async function enterPathFrom(db: Kysely<DB>, id: number): Promise<void> {
  await sql`
    with recursive chosen(id) as (
      select cast(${id} as integer)
      union all
      select m.id from chat_messages m join chosen on m.parent_id = chosen.id where m.selected = 1
    )
    update chat_messages set on_path = 1 where id in (select id from chosen)`.execute(db);
}

/** Deletes a message and everything below it; returns the user messages among them (their reply jobs go too). */
export async function deleteSubtree(db: Kysely<DB>, id: number): Promise<number[]> {
  const { rows } = await sql<{ id: number; role: 'user' | 'assistant' }>`
    with recursive below(id) as (
      select cast(${id} as integer)
      union all
      select m.id from chat_messages m join below on m.parent_id = below.id
    )
    select m.id, m.role from chat_messages m join below on below.id = m.id`.execute(db);
  const ids = rows.map((r) => r.id);
  const users = rows.filter((r) => r.role === 'user').map((r) => r.id);
  if (users.length > 0) await db.deleteFrom('chat_replies').where('user_message_id', 'in', users).execute();
  // Children first: the parent reference must never point at a deleted row.
  for (const messageId of [...ids].sort((a, b) => b - a)) {
    await db.deleteFrom('chat_messages').where('id', '=', messageId).execute();
  }
  return users;
}

/** The highest alternative stored for the reply to a user message (-1: none). */
export async function maxAlternative(db: Kysely<DB>, userMessageId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('alternative').as('max'))
    .where('reply_to', '=', userMessageId)
    .executeTakeFirst();
  return row?.max ?? -1;
}

/** The texts of the stored alternatives of one reply (an engine asked for another avoids them). */
export async function listAlternativeTexts(db: Kysely<DB>, userMessageId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select('content')
    .where('reply_to', '=', userMessageId)
    .orderBy('alternative')
    .execute();
  return rows.map((r) => r.content);
}

/** Whether a child of this message is already chosen. */
export async function hasSelectedChild(db: Kysely<DB>, parentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('selected', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setRating(db: Kysely<DB>, id: number, rating: number | null): Promise<void> {
  await db.updateTable('chat_messages').set({ rating }).where('id', '=', id).execute();
}

/** Per avatar: first replies, regenerated ones, thumbs up and down (all time). */
export async function replyQualityByAvatar(db: Kysely<DB>, avatarIds: number[]) {
  if (avatarIds.length === 0) return [];
  const count = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  return db
    .selectFrom('chat_messages')
    .select([
      'avatar_id',
      count(sql`alternative = 0`).as('replies'),
      count(sql`alternative > 0`).as('regenerations'),
      count(sql`rating = 1`).as('up'),
      count(sql`rating = -1`).as('down'),
    ])
    .where('avatar_id', 'in', avatarIds)
    .where('role', '=', 'assistant')
    .where('reply_to', 'is not', null)
    .groupBy('avatar_id')
    .execute();
}
