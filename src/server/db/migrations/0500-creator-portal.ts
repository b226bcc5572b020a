import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, nowDefault, timestampType } from './helpers.ts';

/**
 * Creator portal (issue 7): the upload form's extra fields on content items, uploaded
 * media files, and the creator's own settings (profile extras, notifications, payments
 * summary, premium-brand application).
 */
export const creatorPortalMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    const now = nowDefault(db);

    // Upload-form fields. creator_id is not stored: ownership is avatars.creator_id.
    const columns: [string, 'text' | 'integer' | typeof ts, boolean][] = [
      ['category', 'text', true],
      ['tags', 'text', true],
      ['tier', 'text', false],
      ['verification_notes', 'text', false],
      ['scheduled_at', ts, false],
      ['moderated_by', 'integer', false],
      ['moderated_at', ts, false],
    ];
    for (const [name, type, required] of columns) {
      await db.schema
        .alterTable('content_items')
        .addColumn(name, type, (c) => (required ? c.notNull().defaultTo(name === 'tags' ? '[]' : '') : c))
        .execute();
    }
    await db.schema
      .createIndex('content_items_status_scheduled_idx')
      .on('content_items')
      .columns(['status', 'scheduled_at'])
      .execute();

    await db.schema
      .createTable('media_files')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('content_id', 'integer', (c) => c.references('content_items.id').onDelete('set null'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull())
      // Paths relative to DATA_DIR/media/uploads.
      .addColumn('storage_path', 'text', (c) => c.notNull().unique())
      .addColumn('web_path', 'text')
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('media_files_owner_idx').on('media_files').columns(['owner_id', 'id']).execute();
    await db.schema
      .createIndex('media_files_content_idx')
      .on('media_files')
      .columns(['content_id', 'position'])
      .execute();

    await db.schema
      .createTable('creator_profiles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('website_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notify_content_comments', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('notify_new_subscribers', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('notify_payment_notifications', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('notify_platform_updates', 'integer', (c) => c.notNull().defaultTo(0))
      // Never a full card number: brand, last 4 and expiry only.
      .addColumn('card_brand', 'text')
      .addColumn('card_last4', 'text')
      .addColumn('card_exp_month', 'integer')
      .addColumn('card_exp_year', 'integer')
      .addColumn('payout_account_last4', 'text')
      .addColumn('payout_schedule', 'text', (c) => c.notNull().defaultTo('monthly'))
      .addColumn('premium_applied_at', ts)
      .addColumn('premium_approved_at', ts)
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('creator_profiles').ifExists().execute();
    await db.schema.dropTable('media_files').ifExists().execute();
    await db.schema.dropIndex('content_items_status_scheduled_idx').ifExists().execute();
    for (const name of [
      'moderated_at',
      'moderated_by',
      'scheduled_at',
      'verification_notes',
      'tier',
      'tags',
      'category',
    ]) {
      await db.schema.alterTable('content_items').dropColumn(name).execute();
    }
  },
};
