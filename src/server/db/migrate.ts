import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

/** Brings the schema up to date. Kysely's migrator takes a lock, so concurrent instances are safe. */
export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Areas of the product add migrations independently (0100 discovery, 0200 accounts…);
    // one landing after another's later-numbered one must still apply.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}
