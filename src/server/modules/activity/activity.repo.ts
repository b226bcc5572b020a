import type { Insertable, Kysely } from 'kysely';
import type { ActivityEventsTable, DB } from '../../db/schema.ts';

export async function insertActivityEvent(db: Kysely<DB>, row: Insertable<ActivityEventsTable>): Promise<void> {
  await db.insertInto('activity_events').values(row).execute();
}
