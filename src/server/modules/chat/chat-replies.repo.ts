import type { Kysely, Selectable } from 'kysely';
import type { ChatRepliesTable, DB } from '../../db/schema.ts';
import { type Owner, ownerColumn, ownerValue } from './chat.repo.ts';

/** SQL for reply jobs (chat_replies): what the reply worker claims, writes and completes. */
export type ReplyRow = Selectable<ChatRepliesTable>;

/**
 * The oldest jobs a worker may claim: pending, or running with their lease run out. Each
 * kind read apart along the (status, id) index, at most `limit` of each: as one OR the
 * database read every pending job and sorted them, which grew with the backlog (0.8 ms a
 * poll with a few thousand waiting).
 */
export async function findClaimableReplyIds(db: Kysely<DB>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('chat_replies')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('id')
        .limit(limit)
        .as('pending'),
    )
    .select('id')
    .unionAll((eb) =>
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('chat_replies')
            .select('id')
            .where('status', '=', 'running')
            .where('lease_until', '<', now)
            .orderBy('id')
            .limit(limit)
            .as('expired'),
        )
        .select('id'),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes a job for one worker. A single conditional UPDATE: of two instances racing for
 * the same row, exactly one sees it still claimable (PostgreSQL re-checks the WHERE after
 * the row lock; SQLite has one writer).
 */
export async function claimReply(
  db: Kysely<DB>,
  args: { id: number; instanceId: string; now: string; leaseUntil: string },
): Promise<boolean> {
  const result = await db
    .updateTable('chat_replies')
    .set((eb) => ({
      status: 'running',
      claimed_by: args.instanceId,
      lease_until: args.leaseUntil,
      attempts: eb('attempts', '+', 1),
      updated_at: args.now,
    }))
    .where('id', '=', args.id)
    .where((eb) =>
      eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', args.now)])]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findReply(db: Kysely<DB>, id: number): Promise<ReplyRow | undefined> {
  return db.selectFrom('chat_replies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOpenReplies(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<ReplyRow[]> {
  return db
    .selectFrom('chat_replies')
    .selectAll()
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('status', 'in', ['pending', 'running'])
    .orderBy('id')
    .execute();
}

export async function findOwnedReply(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  id: number,
): Promise<ReplyRow | undefined> {
  return db
    .selectFrom('chat_replies')
    .selectAll()
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Writes progress (and renews the lease) only while this worker still holds the job:
 * 'lost' when it does not, 'stop' when the visitor asked to stop it.
 */
export async function updateRunningReply(
  db: Kysely<DB>,
  args: { id: number; instanceId: string; now: string; leaseUntil: string; content?: string },
): Promise<'held' | 'lost' | 'stop'> {
  const row = await db
    .updateTable('chat_replies')
    .set({
      lease_until: args.leaseUntil,
      updated_at: args.now,
      ...(args.content !== undefined ? { content: args.content } : {}),
    })
    .where('id', '=', args.id)
    .where('claimed_by', '=', args.instanceId)
    .where('status', '=', 'running')
    .returning('stop_requested')
    .executeTakeFirst();
  if (!row) return 'lost';
  return row.stop_requested ? 'stop' : 'held';
}

export async function finishReply(
  db: Kysely<DB>,
  args: { id: number; instanceId: string; now: string; content: string },
): Promise<boolean> {
  const result = await db
    .updateTable('chat_replies')
    .set({ status: 'done', content: args.content, lease_until: null, updated_at: args.now })
    .where('id', '=', args.id)
    .where('claimed_by', '=', args.instanceId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setReplyMessage(db: Kysely<DB>, id: number, messageId: number): Promise<void> {
  await db.updateTable('chat_replies').set({ assistant_message_id: messageId }).where('id', '=', id).execute();
}

/** Hands a job back (shutdown or a failed attempt): pending again, with what was written discarded. */
export async function releaseReply(
  db: Kysely<DB>,
  args: { id: number; instanceId: string; now: string },
): Promise<void> {
  await db
    .updateTable('chat_replies')
    .set({ status: 'pending', claimed_by: null, lease_until: null, content: '', updated_at: args.now })
    .where('id', '=', args.id)
    .where('claimed_by', '=', args.instanceId)
    .where('status', '=', 'running')
    .execute();
}

export async function findReplyForMessage(db: Kysely<DB>, userMessageId: number): Promise<ReplyRow | undefined> {
  return db.selectFrom('chat_replies').selectAll().where('user_message_id', '=', userMessageId).executeTakeFirst();
}

/** Owes the next alternative of a finished reply: pending again, nothing written, nothing stopped. */
export async function reopenReply(
  db: Kysely<DB>,
  args: { id: number; alternative: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('chat_replies')
    .set({
      status: 'pending',
      alternative: args.alternative,
      content: '',
      attempts: 0,
      claimed_by: null,
      lease_until: null,
      assistant_message_id: null,
      stop_requested: 0,
      updated_at: args.now,
    })
    .where('id', '=', args.id)
    .where('status', '=', 'done')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an open reply to stop; a reply nobody has started yet ends at once, with nothing written. */
export async function stopReply(db: Kysely<DB>, args: { id: number; now: string }): Promise<void> {
  await db
    .updateTable('chat_replies')
    .set({ status: 'done', lease_until: null, updated_at: args.now, stop_requested: 1 })
    .where('id', '=', args.id)
    .where('status', '=', 'pending')
    .execute();
  await db
    .updateTable('chat_replies')
    .set({ stop_requested: 1, updated_at: args.now })
    .where('id', '=', args.id)
    .where('status', '=', 'running')
    .execute();
}
