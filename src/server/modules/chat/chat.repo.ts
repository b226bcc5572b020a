import { type Expression, type ExpressionBuilder, type Kysely, type QueryCreator, type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { ChatMessagesTable, DB } from '../../db/schema.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';

/** Who a conversation belongs to: a member, or a guest session. Exactly one is set. */
export type Owner = { userId: number; sessionId: null } | { userId: null; sessionId: string };

type OwnedTable = 'chat_messages' | 'chat_replies' | 'chat_memories' | 'chat_forgotten';

/** The owner column and its value, for `.where(ownerColumn(o), '=', ownerValue(o))`. */
export function ownerColumn(owner: Owner): 'user_id' | 'session_id' {
  return owner.userId !== null ? 'user_id' : 'session_id';
}
export function ownerValue(owner: Owner): number | string {
  return owner.userId ?? owner.sessionId;
}

/**
 * An owner as a ShapedQuery's values (db/shaped-query.ts): the one not set is left
 * undefined, so members' and guests' statements are each compiled on their own.
 */
export type OwnerValues = { userId: number | undefined; sessionId: string | undefined };
/** One conversation (an owner and an avatar) as a ShapedQuery's values. */
export type ConversationValues = OwnerValues & { avatarId: number };
export function ownerValues(owner: Owner): OwnerValues {
  return { userId: owner.userId ?? undefined, sessionId: owner.sessionId ?? undefined };
}
/** Inside a ShapedQuery's build: the owner its values stand for (their placeholders). */
export function shapedOwner(v: OwnerValues): Owner {
  return v.userId !== undefined
    ? { userId: v.userId, sessionId: null }
    : { userId: null, sessionId: v.sessionId as string };
}

export type MessageRow = Pick<
  Selectable<ChatMessagesTable>,
  'id' | 'role' | 'content' | 'created_at' | 'parent_id' | 'reply_to' | 'alternative' | 'rating'
>;

export const MESSAGE_COLUMNS = [
  'id',
  'role',
  'content',
  'created_at',
  'parent_id',
  'reply_to',
  'alternative',
  'rating',
] as const;

/**
 * The newest `limit` messages of a conversation's chosen path, oldest first: the rows from the id of the
 * `limit`-th newest on, that id read from the owner index alone (a walk of `limit`
 * entries, however long the conversation). Asked in one step (`order by id desc limit n`),
 * PostgreSQL chose its plan from row estimates that take owner and avatar as independent:
 * with 1,000,000 messages it read and sorted whole 5,000-20,000-message conversations
 * (10-25 ms) or, with better statistics, walked the primary key backwards through most of
 * the table (560 ms), instead of reading 500 rows (scripts/bench/scale.ts). The price is a
 * second index lookup, some 40 µs of database time on a short conversation.
 */
export async function listMessages(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  options: { limit: number },
): Promise<MessageRow[]> {
  if (options.limit < 1) return [];
  return db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where(inPathWindow(owner, avatarId, options.limit - 1))
    .orderBy('id')
    .execute();
}

/**
 * The condition listMessages reads its rows by, for queries built on that window: the path
 * from its `newer + 1`-th newest message on (`newer` = the window's size less one, ≥ 0).
 */
export function inPathWindow(owner: Owner, avatarId: number, newer: number) {
  const onPath = (eb: ExpressionBuilder<DB, 'chat_messages'>) =>
    eb.and([eb(ownerColumn(owner), '=', ownerValue(owner)), eb('avatar_id', '=', avatarId), eb('on_path', '=', 1)]);
  return (eb: ExpressionBuilder<DB, 'chat_messages'>) =>
    eb.and([
      onPath(eb),
      eb(
        'id',
        '>=',
        eb.fn.coalesce(
          eb.selectFrom('chat_messages').select('id').where(onPath).orderBy('id', 'desc').limit(1).offset(newer),
          eb.lit(0),
        ),
      ),
    ]);
}

export async function listAssistantMessagesAfter(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  afterId: number,
): Promise<MessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('role', '=', 'assistant')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(50)
    .execute();
}

type NewMessageValues = OwnerValues & {
  avatarId: number;
  role: 'user' | 'assistant';
  content: string;
  replyTo: number | null;
  parentId: number | null;
  alternative: number;
  selected: 0 | 1;
  onPath: 0 | 1;
  now: string;
};

function newMessageRow(v: NewMessageValues) {
  return {
    avatar_id: v.avatarId,
    user_id: v.userId,
    session_id: v.sessionId,
    role: v.role,
    content: v.content,
    reply_to: v.replyTo,
    parent_id: v.parentId,
    alternative: v.alternative,
    selected: v.selected,
    on_path: v.onPath,
    created_at: v.now,
  };
}

/** Compiled once per owner kind (db/shaped-query.ts). */
const insertMessageQuery = new ShapedQuery<NewMessageValues, MessageRow, DB>((db, v) =>
  db.insertInto('chat_messages').values(newMessageRow(v)).returning(MESSAGE_COLUMNS),
);

export async function insertMessage(
  db: Kysely<DB>,
  row: {
    owner: Owner;
    avatarId: number;
    role: 'user' | 'assistant';
    content: string;
    replyTo: number | null;
    now: string;
    parentId: number | null;
    alternative?: number;
    /** Chosen among its siblings (default) and on the chosen path (default). */
    selected?: boolean;
    onPath?: boolean;
  },
): Promise<MessageRow> {
  const [stored] = await insertMessageQuery.execute(db, {
    ...ownerValues(row.owner),
    avatarId: row.avatarId,
    role: row.role,
    content: row.content,
    replyTo: row.replyTo,
    parentId: row.parentId,
    alternative: row.alternative ?? 0,
    selected: row.selected === false ? 0 : 1,
    onPath: row.onPath === false ? 0 : 1,
    now: row.now,
  });
  if (!stored) throw new Error('the message insert returned no row');
  return stored;
}

type OwedReply = { locale: string | null; care: 'crisis' | 'gentle' | null };

/** Every message sent owes a reply (SQLite: after the message's insert). */
const insertReplyJobQuery = new ShapedQuery<
  OwnerValues & OwedReply & { avatarId: number; userMessageId: number; now: string },
  { id: number },
  DB
>((db, v) =>
  db
    .insertInto('chat_replies')
    .values({
      user_message_id: v.userMessageId,
      avatar_id: v.avatarId,
      user_id: v.userId,
      session_id: v.sessionId,
      status: 'pending',
      locale: v.locale,
      care: v.care,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning('id'),
);

/** What a data-modifying CTE inserting a message returns for owedReplyOf (PostgreSQL). */
export const INSERTED_MESSAGE = [...MESSAGE_COLUMNS, 'avatar_id', 'user_id', 'session_id'] as const;
type InsertedMessage = Pick<Selectable<ChatMessagesTable>, (typeof INSERTED_MESSAGE)[number]>;

/**
 * PostgreSQL: the reply job owed the message a CTE named `m` inserted (returning
 * INSERTED_MESSAGE), taking the message's id, owner and time.
 */
export function owedReplyOf(
  q: QueryCreator<DB & { m: InsertedMessage }>,
  owed: { locale: Expression<string | null>; care: Expression<string | null> },
) {
  return q
    .insertInto('chat_replies')
    .columns([
      'user_message_id',
      'avatar_id',
      'user_id',
      'session_id',
      'status',
      'locale',
      'care',
      'created_at',
      'updated_at',
    ])
    .expression(
      q
        .selectFrom('m')
        .select([
          'm.id',
          'm.avatar_id',
          'm.user_id',
          'm.session_id',
          sql.lit('pending').as('status'),
          sql`${owed.locale}`.as('locale'),
          sql`${owed.care}`.as('care'),
          'm.created_at',
          sql.ref('m.created_at').as('updated_at'),
        ]),
    )
    .returning('id');
}

/**
 * PostgreSQL: the message and the reply job it is owed in one statement (a data-modifying
 * CTE, which SQLite has not), one round trip fewer for every message sent; the job takes
 * the message's id, owner and time from the inserted row.
 */
const insertMessageOwingReplyQuery = new ShapedQuery<
  NewMessageValues & OwedReply,
  MessageRow & { reply_id: number },
  DB
>((db, v) =>
  db
    .with('m', (q) => q.insertInto('chat_messages').values(newMessageRow(v)).returning(INSERTED_MESSAGE))
    .with('r', (q) => owedReplyOf(q, { locale: sql`${v.locale}`, care: sql`${v.care}` }))
    .selectFrom(['m', 'r'])
    .select([...MESSAGE_COLUMNS.map((column) => `m.${column}` as const), 'r.id as reply_id']),
);

/** A visitor's message and the reply job it is owed, in the caller's transaction. */
export async function insertMessageOwingReply(
  db: Kysely<DB>,
  dialect: Dialect,
  row: { owner: Owner; avatarId: number; content: string; parentId: number | null; now: string } & OwedReply,
): Promise<{ message: MessageRow; replyId: number }> {
  const message = {
    ...ownerValues(row.owner),
    avatarId: row.avatarId,
    role: 'user' as const,
    content: row.content,
    replyTo: null,
    parentId: row.parentId,
    alternative: 0,
    selected: 1 as const,
    onPath: 1 as const,
    now: row.now,
  };
  const owed = { locale: row.locale, care: row.care };
  if (dialect === 'postgres') {
    const [stored] = await insertMessageOwingReplyQuery.execute(db, { ...message, ...owed });
    if (!stored) throw new Error('the message insert returned no row');
    const { reply_id: replyId, ...rest } = stored;
    return { message: rest, replyId };
  }
  const [stored] = await insertMessageQuery.execute(db, message);
  if (!stored) throw new Error('the message insert returned no row');
  const [job] = await insertReplyJobQuery.execute(db, {
    ...ownerValues(row.owner),
    ...owed,
    avatarId: row.avatarId,
    userMessageId: stored.id,
    now: row.now,
  });
  if (!job) throw new Error('the reply job insert returned no row');
  return { message: stored, replyId: job.id };
}

export async function deleteOwned(db: Kysely<DB>, table: OwnedTable, owner: Owner, avatarId: number): Promise<number> {
  const result = await db
    .deleteFrom(table)
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- guest -> member ----

/**
 * The messages a guest session sent, oldest first: the visitor's own turns that were owed
 * a reply (an imported conversation's turns were never sent, and a member's import does
 * not count them either).
 */
export async function listSessionSentMessages(db: Kysely<DB>, sessionId: string) {
  return db
    .selectFrom('chat_messages as m')
    .select(['m.avatar_id', 'm.content', 'm.created_at'])
    .where('m.session_id', '=', sessionId)
    .where('m.role', '=', 'user')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('chat_replies as r').select('r.id').whereRef('r.user_message_id', '=', 'm.id')),
    )
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/** Moves a guest session's messages to a member (before the guest session is deleted). */
export async function reassignSessionMessages(db: Kysely<DB>, sessionId: string, userId: number): Promise<number> {
  const result = await db
    .updateTable('chat_messages')
    .set({ user_id: userId, session_id: null })
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function reassignSessionRows(
  db: Kysely<DB>,
  table: 'chat_replies' | 'chat_memories' | 'chat_forgotten',
  sessionId: string,
  userId: number,
): Promise<void> {
  await db.updateTable(table).set({ user_id: userId, session_id: null }).where('session_id', '=', sessionId).execute();
}
