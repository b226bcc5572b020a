import type { Kysely, Selectable } from 'kysely';
import type { ChatSummariesTable, DB } from '../../db/schema.ts';
import { type Owner, ownerColumn, ownerValue } from './chat.repo.ts';

export type SummaryRow = Pick<Selectable<ChatSummariesTable>, 'content' | 'covers_up_to' | 'due' | 'updated_at'>;
export type DueSummaryRow = Pick<Selectable<ChatSummariesTable>, 'id' | 'avatar_id' | 'user_id' | 'session_id'>;

export async function findSummary(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<SummaryRow | undefined> {
  return db
    .selectFrom('chat_summaries')
    .select(['content', 'covers_up_to', 'due', 'updated_at'])
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .executeTakeFirst();
}

/** Marks a conversation as due for the summaries job (one row per conversation, made on first need). */
export async function markSummaryDue(db: Kysely<DB>, owner: Owner, avatarId: number, now: string): Promise<void> {
  const marked = await db
    .updateTable('chat_summaries')
    .set({ due: 1 })
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) > 0) return;
  await db
    .insertInto('chat_summaries')
    .values({
      avatar_id: avatarId,
      user_id: owner.userId,
      session_id: owner.sessionId,
      content: '',
      covers_up_to: 0,
      due: 1,
      updated_at: now,
    })
    // Two replies of one conversation may both mark it: the unique index keeps one row.
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function listDueSummaries(db: Kysely<DB>, limit: number): Promise<DueSummaryRow[]> {
  return db
    .selectFrom('chat_summaries')
    .select(['id', 'avatar_id', 'user_id', 'session_id'])
    .where('due', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Stores a new summary if nobody changed the row since it was read (`covers_up_to` and
 * `updated_at` as read): a visitor's edit or a second run in between wins, this one is dropped.
 */
export async function saveFoldedSummary(
  db: Kysely<DB>,
  row: {
    id: number;
    expectCoversUpTo: number;
    expectUpdatedAt: string;
    content: string;
    coversUpTo: number;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('chat_summaries')
    .set({ content: row.content, covers_up_to: row.coversUpTo, due: 0, updated_at: row.now })
    .where('id', '=', row.id)
    .where('covers_up_to', '=', row.expectCoversUpTo)
    .where('updated_at', '=', row.expectUpdatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function clearSummaryDue(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('chat_summaries').set({ due: 0 }).where('id', '=', id).execute();
}

/**
 * Rewrites an existing summary (the visitor's wording), or empties it ('' : deleted) while
 * keeping what it covered, so the job does not fold the same turns back in: deleted means
 * forgotten. An empty or missing summary is not written (0).
 */
export async function setSummaryContent(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  content: string,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('chat_summaries')
    .set({ content, updated_at: now })
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('content', '<>', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Forgets the conversation's summary and what it covered (the conversation was cleared). */
export async function deleteSummary(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<void> {
  await db
    .deleteFrom('chat_summaries')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .execute();
}

/** A guest's summaries become the member's; the guest's, being newer, replace the member's. */
export async function reassignSessionSummaries(db: Kysely<DB>, sessionId: string, userId: number): Promise<void> {
  const guest = await db.selectFrom('chat_summaries').select('avatar_id').where('session_id', '=', sessionId).execute();
  if (guest.length === 0) return;
  await db
    .deleteFrom('chat_summaries')
    .where('user_id', '=', userId)
    .where(
      'avatar_id',
      'in',
      guest.map((g) => g.avatar_id),
    )
    .execute();
  await db
    .updateTable('chat_summaries')
    .set({ user_id: userId, session_id: null })
    .where('session_id', '=', sessionId)
    .execute();
}
