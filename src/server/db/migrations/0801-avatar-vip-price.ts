import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers.ts';

/**
 * The vip tier's monthly price per avatar (minor units), set by its creator; null: the
 * avatar offers the premium tier only (its `monthly_price`).
 */
export const avatarVipPriceMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('avatars').addColumn('vip_monthly_price', 'integer').execute();
  },

  async down(db: MigrationDb) {
    await db.schema.alterTable('avatars').dropColumn('vip_monthly_price').execute();
  },
};
