import { type Kysely, sql } from 'kysely';
import type { ChatMemoryKind, DB } from '../../db/schema.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';
import { type ConversationValues, type Owner, ownerColumn, ownerValue, ownerValues, shapedOwner } from './chat.repo.ts';

/** SQL for the chat safety layer's state: minors, conversation care, forgotten facts, event counts. */

// ---- what the classifier reads before a message ----

/** The newest `limit` messages of one role on the conversation's path, oldest first. */
async function lastOnPath(
  db: Kysely<DB>,
  conversation: { owner: Owner; avatarId: number; role: 'user' | 'assistant' },
  limit: number,
): Promise<string[]> {
  const { owner, avatarId, role } = conversation;
  const rows = await db
    .selectFrom('chat_messages')
    .select('content')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('role', '=', role)
    .where('on_path', '=', 1)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.content).reverse();
}

/** The companion's newest line in a conversation (what a bare "15" may be answering). */
export async function lastAssistantMessage(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<string | null> {
  return (await lastOnPath(db, { owner, avatarId, role: 'assistant' }, 1))[0] ?? null;
}

/** The visitor's last `limit` messages in a conversation, oldest first (what "all of them" were). */
export async function lastVisitorMessages(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  limit: number,
): Promise<string[]> {
  return lastOnPath(db, { owner, avatarId, role: 'user' }, limit);
}

// ---- visitors under 18 ----

export async function isMinor(db: Kysely<DB>, owner: Owner): Promise<boolean> {
  const row = await db
    .selectFrom('visitor_minors')
    .select('id')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers a minor; true when this is news (not already known). */
export async function insertMinor(db: Kysely<DB>, owner: Owner, now: string): Promise<boolean> {
  const result = await db
    .insertInto('visitor_minors')
    .values({ user_id: owner.userId, session_id: owner.sessionId, declared_at: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A guest who said they are under 18 stays so as the member they become. */
export async function moveMinorToMember(db: Kysely<DB>, sessionId: string, userId: number): Promise<void> {
  const guest = await db
    .selectFrom('visitor_minors')
    .select('declared_at')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (!guest) return;
  await db
    .insertInto('visitor_minors')
    .values({ user_id: userId, session_id: null, declared_at: guest.declared_at })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.deleteFrom('visitor_minors').where('session_id', '=', sessionId).execute();
}

// ---- care after a crisis, per conversation ----

/** Read by every message sent: compiled once per owner kind. */
const gentleTurns = new ShapedQuery<ConversationValues, { gentle_turns_left: number }, DB>((db, v) => {
  const owner = shapedOwner(v);
  return db
    .selectFrom('conversation_care')
    .select('gentle_turns_left')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', v.avatarId);
});

export async function gentleTurnsLeft(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<number> {
  const [row] = await gentleTurns.execute(db, { ...ownerValues(owner), avatarId });
  return row?.gentle_turns_left ?? 0;
}

export async function setGentleTurns(
  db: Kysely<DB>,
  row: { owner: Owner; avatarId: number; turns: number; crisisAt: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('conversation_care')
    .values({
      avatar_id: row.avatarId,
      user_id: row.owner.userId,
      session_id: row.owner.sessionId,
      gentle_turns_left: 0,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .updateTable('conversation_care')
    .set({
      gentle_turns_left: row.turns,
      updated_at: row.now,
      ...(row.crisisAt ? { crisis_at: row.crisisAt } : {}),
    })
    .where(ownerColumn(row.owner), '=', ownerValue(row.owner))
    .where('avatar_id', '=', row.avatarId)
    .execute();
}

/** Guest conversations' care moves to the member; the guest's, being newer, wins for the same avatar. */
export async function moveCareToMember(db: Kysely<DB>, sessionId: string, userId: number): Promise<void> {
  const avatars = await db
    .selectFrom('conversation_care')
    .select('avatar_id')
    .where('session_id', '=', sessionId)
    .execute();
  if (avatars.length === 0) return;
  await db
    .deleteFrom('conversation_care')
    .where('user_id', '=', userId)
    .where(
      'avatar_id',
      'in',
      avatars.map((a) => a.avatar_id),
    )
    .execute();
  await db
    .updateTable('conversation_care')
    .set({ user_id: userId, session_id: null })
    .where('session_id', '=', sessionId)
    .execute();
}

// ---- forgotten facts ----

export interface ForgottenRow {
  kind: ChatMemoryKind;
  value: string;
  up_to_message_id: number;
}

export async function lastMessageId(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function insertForgotten(
  db: Kysely<DB>,
  rows: { owner: Owner; avatarId: number; kind: ChatMemoryKind; value: string; upToMessageId: number; now: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('chat_forgotten')
    .values(
      rows.map((r) => ({
        avatar_id: r.avatarId,
        user_id: r.owner.userId,
        session_id: r.owner.sessionId,
        kind: r.kind,
        value: r.value,
        up_to_message_id: r.upToMessageId,
        created_at: r.now,
      })),
    )
    .execute();
}

export async function listForgotten(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<ForgottenRow[]> {
  return db
    .selectFrom('chat_forgotten')
    .select(['kind', 'value', 'up_to_message_id'])
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .orderBy('id')
    .execute();
}

// ---- event counts ----

export async function incrementEventCount(db: Kysely<DB>, day: string, kind: string): Promise<void> {
  await db
    .insertInto('safety_event_counts')
    .values({ day, kind, count: 1 })
    .onConflict((oc) => oc.columns(['day', 'kind']).doUpdateSet({ count: sql<number>`safety_event_counts.count + 1` }))
    .execute();
}

export async function listEventCounts(db: Kysely<DB>): Promise<{ day: string; kind: string; count: number }[]> {
  return db
    .selectFrom('safety_event_counts')
    .select(['day', 'kind', 'count'])
    .orderBy('day', 'desc')
    .orderBy('kind')
    .execute();
}
