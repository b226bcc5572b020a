import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** Small key/value facts about the installation (seed marker, generated secrets). */
export async function readMeta(db: Kysely<DB>, key: string): Promise<string | null> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/** Inserts unless present; returns the value that ended up stored (first writer wins). */
export async function claimMeta(db: Kysely<DB>, key: string, value: string): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readMeta(db, key)) ?? value;
}
