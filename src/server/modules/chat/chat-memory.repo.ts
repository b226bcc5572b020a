import type { Kysely, Selectable } from 'kysely';
import { CHAT_MEMORY_SINGLE_KINDS } from '../../../shared/contracts/chats.ts';
import type { Dialect } from '../../db/database.ts';
import type { ChatMemoriesTable, ChatMemoryKind, DB } from '../../db/schema.ts';
import { type Owner, ownerColumn, ownerValue } from './chat.repo.ts';

/** SQL for what a companion remembers about a visitor (chat_memories). */
export type MemoryRow = Pick<Selectable<ChatMemoriesTable>, 'id' | 'kind' | 'value' | 'updated_at'>;

/** One conversation's memory, oldest first, columns to choose: read alone or nested in another statement. */
export function conversationMemories(db: Kysely<DB>, owner: Owner, avatarId: number) {
  return db
    .selectFrom('chat_memories')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .orderBy('id');
}

export async function listMemories(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<MemoryRow[]> {
  return conversationMemories(db, owner, avatarId).select(['id', 'kind', 'value', 'updated_at']).execute();
}

/** A fact to store, the visitor message that told it (null: none) and when, if not at `now`. */
type NewFact = { kind: ChatMemoryKind; value: string; messageId: number | null; toldAt?: string };

/** Facts to store in a conversation's memory, told at `now` unless they say when. */
type NewMemories = { owner: Owner; avatarId: number; facts: NewFact[]; now: string };

/** A fact with where it came from: the message that told it, or the visitor's own hand (`edited` 1). */
export type SourcedMemoryRow = Pick<Selectable<ChatMemoriesTable>, 'id' | 'kind' | 'value' | 'message_id' | 'edited'>;

/** Every fact of a conversation with its source, oldest first (what a rebuild of it starts from). */
export async function listMemorySources(db: Kysely<DB>, owner: Owner, avatarId: number): Promise<SourcedMemoryRow[]> {
  return conversationMemories(db, owner, avatarId).select(['id', 'kind', 'value', 'message_id', 'edited']).execute();
}

export async function findMemory(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  id: number,
): Promise<MemoryRow | undefined> {
  return db
    .selectFrom('chat_memories')
    .select(['id', 'kind', 'value', 'updated_at'])
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteMemoryById(db: Kysely<DB>, owner: Owner, avatarId: number, id: number): Promise<number> {
  const result = await db
    .deleteFrom('chat_memories')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Stores `facts` in this order (ids rise with it). */
export async function insertMemories(db: Kysely<DB>, row: NewMemories): Promise<void> {
  if (row.facts.length === 0) return;
  await db.insertInto('chat_memories').values(memoryRows(row)).execute();
}

function memoryRows(row: NewMemories) {
  return row.facts.map((fact) => ({
    avatar_id: row.avatarId,
    user_id: row.owner.userId,
    session_id: row.owner.sessionId,
    kind: fact.kind,
    value: fact.value,
    message_id: fact.messageId,
    created_at: fact.toldAt ?? row.now,
    updated_at: fact.toldAt ?? row.now,
  }));
}

export async function deleteMemoriesByIds(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('chat_memories')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * What a message changes in the memory: the entries it supersedes go and its facts come
 * in. On PostgreSQL one statement (the delete a CTE of the insert; a round trip less per
 * message that tells something); SQLite's CTEs cannot write, and its statements cost no
 * round trip.
 */
export async function replaceMemories(
  db: Kysely<DB>,
  dialect: Dialect,
  row: NewMemories & { remove: number[] },
): Promise<void> {
  const { owner, avatarId, remove, facts } = row;
  if (dialect === 'sqlite' || remove.length === 0 || facts.length === 0) {
    await deleteMemoriesByIds(db, owner, avatarId, remove);
    await insertMemories(db, row);
    return;
  }
  await db
    .with('removed', (q) =>
      q
        .deleteFrom('chat_memories')
        .where(ownerColumn(owner), '=', ownerValue(owner))
        .where('avatar_id', '=', avatarId)
        .where('id', 'in', remove)
        .returning('id'),
    )
    .insertInto('chat_memories')
    .values(memoryRows(row))
    .execute();
}

/** Memory entries of the member that the guest's entries supersede (same avatar and kind/value). */
export async function deleteMemberMemoriesSupersededBy(
  db: Kysely<DB>,
  sessionId: string,
  userId: number,
): Promise<void> {
  const guest = await db
    .selectFrom('chat_memories')
    .select(['avatar_id', 'kind', 'value'])
    .where('session_id', '=', sessionId)
    .execute();
  for (const g of guest) {
    let q = db
      .deleteFrom('chat_memories')
      .where('user_id', '=', userId)
      .where('avatar_id', '=', g.avatar_id)
      .where('kind', '=', g.kind);
    // A many-valued kind (likes, pets, plans…) is superseded value by value.
    if (!CHAT_MEMORY_SINGLE_KINDS.includes(g.kind)) q = q.where('value', '=', g.value);
    await q.execute();
  }
}

/** A fact as the visitor corrected it in the memory panel: theirs now, kept whatever branch is chosen. */
export async function updateMemoryValue(
  db: Kysely<DB>,
  owner: Owner,
  avatarId: number,
  id: number,
  value: string,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('chat_memories')
    .set({ value, edited: 1, updated_at: now })
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .where('avatar_id', '=', avatarId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
