import type { Clock } from '../lib/clock.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';

/** Start-up work on the database: migrate, then seed the demo catalogue once. */
export async function prepareDatabase(database: Database, options: { seed: boolean; clock: Clock }): Promise<void> {
  await migrateToLatest(database.db);
  if (options.seed) await seedDatabase(database.db, database.dialect, options.clock);
}
