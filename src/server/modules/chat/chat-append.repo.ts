import { type Kysely, sql } from 'kysely';
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

type AppendValues = ConversationValues & { content: string; locale: string | null; now: string };

/**
 * PostgreSQL: a visitor's next message in an open conversation, as one statement (the
 * data-modifying CTEs run in one snapshot and commit together): the path's tail, the turn
 * made room for after it (as clearTurnAfter), one of the gentle turns after a crisis used
 * (as recordMessageSafety), the message, and the reply job it is owed. The general path
 * takes six round trips for these (begin, tail, turn, care, insert, commit); each costs a
 * socket write and a backend's wake-up on both sides.
 * No row comes back when the conversation has no path yet (it must be opened with its
 * greeting first): the caller then takes the general path.
 */
const appendQuery = new ShapedQuery<AppendValues, MessageRow & { reply_id: number }, DB>((db, v) => {
  const owner = shapedOwner(v);
  const column = ownerColumn(owner);
  const value = ownerValue(owner);
  return (
    db
      .with('tail', (q) =>
        q
          .selectFrom('chat_messages')
          .select('id')
          .where(column, '=', value)
          .where('avatar_id', '=', v.avatarId)
          .where('on_path', '=', 1)
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
      .select([...MESSAGE_COLUMNS.map((c) => `m.${c}` as const), 'r.id as reply_id'])
  );
});

/** See appendQuery: the stored message and its reply job's id, or null when the conversation is not open yet. */
export async function appendToOpenConversation(
  db: Kysely<DB>,
  row: { owner: Owner; avatarId: number; content: string; locale: string | null; now: string },
): Promise<{ message: MessageRow; replyId: number } | null> {
  const [stored] = await appendQuery.execute(db, {
    ...ownerValues(row.owner),
    avatarId: row.avatarId,
    content: row.content,
    locale: row.locale,
    now: row.now,
  });
  if (!stored) return null;
  const { reply_id: replyId, ...message } = stored;
  return { message, replyId };
}
