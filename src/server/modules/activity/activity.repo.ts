import type { Insertable, Kysely } from 'kysely';
import type { ActivityEventsTable, DB } from '../../db/schema.ts';

export async function insertActivityEvent(db: Kysely<DB>, row: Insertable<ActivityEventsTable>): Promise<void> {
  await db.insertInto('activity_events').values(row).execute();
}

/** Rows per insert: well under either dialect's bound-parameter limit. */
const INSERT_BATCH = 500;

export async function insertActivityEvents(db: Kysely<DB>, rows: Insertable<ActivityEventsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto('activity_events')
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();
  }
}

/** A member's own events, newest first. */
export async function listActivityEvents(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('activity_events')
    .select([
      'activity_events.id',
      'activity_events.avatar_id',
      'activity_events.type',
      'activity_events.preview',
      'activity_events.created_at',
    ])
    .where('activity_events.user_id', '=', userId)
    .orderBy('activity_events.created_at', 'desc')
    .orderBy('activity_events.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countActivityEvents(
  db: Kysely<DB>,
  userId: number,
  type: ActivityEventsTable['type'],
): Promise<number> {
  const row = await db
    .selectFrom('activity_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
