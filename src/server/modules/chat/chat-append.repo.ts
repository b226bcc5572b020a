import { type Kysely, type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/schema.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';
import {
  type ConversationValues,
  INSERTED_MESSAGE,
  MESSAGE_COLUMNS,
  type MessageRow,
  type Owner,
  owedReplyOf,
  ownerColumn,
  ownerValue,
  ownerValues,
  shapedOwner,
} from './chat.repo.ts';
import { conversationMemories, type MemoryRow } from './chat-memory.repo.ts';

type AppendValues = ConversationValues & { content: string; locale: string | null; now: string };

/** Another module's condition that the avatar is visible (avatars.service.ts), given its id. */
type AvatarGuard = (avatarId: unknown) => RawBuilder<boolean>;

/** What the statement reads besides writing: the conversation's memory, for a message that tells something. */
type AppendShape = { avatarVisible: AvatarGuard; withMemories: boolean };

type AppendRow = MessageRow & { reply_id: number; memories?: RememberedRow[] };

/** The statement for one shape: make it once (module level) and keep it, as it compiles once. */
export type AppendStatement = ShapedQuery<AppendValues, AppendRow, DB>;

/**
 * PostgreSQL: a visitor's next message in an open conversation, as one statement (the
 * data-modifying CTEs run in one snapshot and commit together): the path's tail, the turn
 * made room for after it (as clearTurnAfter), one of the gentle turns after a crisis used
 * (as recordMessageSafety), the message, and the reply job it is owed; with
 * `withMemories`, also what is remembered of the conversation (as listMemories), which the
 * message's facts merge into. The general path takes six round trips for these (begin,
 * tail, turn, care, insert, commit), plus one for the avatar and one for the memory; each
 * costs a socket write and a backend's wake-up on both sides.
 * No row comes back when the avatar is not visible (the caller's getAvatar then says so)
 * or the conversation has no path yet (it must be opened with its greeting first): the
 * caller then takes the general path.
 */
export function appendStatement(shape: AppendShape): AppendStatement {
  return new ShapedQuery<AppendValues, AppendRow, DB>((db, v) => {
    const owner = shapedOwner(v);
    const column = ownerColumn(owner);
    const value = ownerValue(owner);
    const appended = db
      .with('tail', (q) =>
        q
          .selectFrom('chat_messages')
          .select('id')
          .where(column, '=', value)
          .where('avatar_id', '=', v.avatarId)
          .where('on_path', '=', 1)
          .where(shape.avatarVisible(v.avatarId))
          .orderBy('id', 'desc')
          .limit(1),
      )
      // The tail is the path's last message, so only its other children need room made:
      // none of them stays the chosen one (clearTurnAfter's case of a parent on the path).
      .with('cleared', (q) =>
        q
          .updateTable('chat_messages')
          .from('tail')
          .set({ selected: 0 })
          .where(`chat_messages.${column}`, '=', value)
          .where('chat_messages.avatar_id', '=', v.avatarId)
          // Ids grow along a path: the index range starts after the tail.
          .whereRef('chat_messages.id', '>', 'tail.id')
          .whereRef('chat_messages.parent_id', '=', 'tail.id')
          .where('chat_messages.selected', '=', 1),
      )
      .with('care', (q) =>
        q
          .updateTable('conversation_care')
          .set((eb) => ({ gentle_turns_left: eb('gentle_turns_left', '-', 1), updated_at: v.now }))
          .where(column, '=', value)
          .where('avatar_id', '=', v.avatarId)
          .where('gentle_turns_left', '>', 0)
          .where((eb) => eb.exists(eb.selectFrom('tail').select('tail.id')))
          .returning(sql<'gentle'>`'gentle'`.as('care')),
      )
      .with('m', (q) =>
        q
          .insertInto('chat_messages')
          .columns([
            column,
            'avatar_id',
            'role',
            'content',
            'parent_id',
            'alternative',
            'selected',
            'on_path',
            'created_at',
          ])
          .expression((eb) =>
            eb
              .selectFrom('tail')
              .select([
                sql`${value}`.as(column),
                eb.cast<number>(eb.val(v.avatarId), 'integer').as('avatar_id'),
                sql.lit('user').as('role'),
                sql`${v.content}`.as('content'),
                'tail.id as parent_id',
                sql.lit(0).as('alternative'),
                sql.lit(1).as('selected'),
                sql.lit(1).as('on_path'),
                eb.cast<string>(eb.val(v.now), 'timestamptz').as('created_at'),
              ]),
          )
          .returning(INSERTED_MESSAGE),
      )
      .with('r', (q) =>
        owedReplyOf(q, {
          locale: sql`${v.locale}`,
          care: sql<string | null>`(${q.selectFrom('care').select('care.care')})`,
        }),
      )
      .selectFrom(['m', 'r'])
      .select([...MESSAGE_COLUMNS.map((c) => `m.${c}` as const), 'r.id as reply_id']);
    if (!shape.withMemories) return appended;
    // Read in the statement's snapshot, before its writes: the memory as it stood.
    return appended.select(
      jsonArrayFrom(conversationMemories(db, owner, v.avatarId).select(['id', 'kind', 'value'])).as('memories'),
    );
  });
}

/** What a message tells merges into these (memory-merge.ts reads id, kind and value). */
export type RememberedRow = Pick<MemoryRow, 'id' | 'kind' | 'value'>;

/**
 * See appendStatement: the stored message and its reply job's id (and, with `withMemories`,
 * the conversation's memory before it), or null when nothing was written.
 */
export async function appendToOpenConversation(
  db: Kysely<DB>,
  row: { owner: Owner; avatarId: number; content: string; locale: string | null; now: string },
  statement: AppendStatement,
): Promise<{ message: MessageRow; replyId: number; memories?: RememberedRow[] } | null> {
  const [stored] = await statement.execute(db, {
    ...ownerValues(row.owner),
    avatarId: row.avatarId,
    content: row.content,
    locale: row.locale,
    now: row.now,
  });
  if (!stored) return null;
  const { reply_id: replyId, memories, ...message } = stored;
  return memories ? { message, replyId, memories } : { message, replyId };
}
