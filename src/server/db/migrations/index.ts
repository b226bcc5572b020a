import type { Migration } from 'kysely/migration';
import { coreMigration } from './0001-core.ts';
import { accountsMigration } from './0200-accounts.ts';
import { chatRepliesMigration } from './0300-chat-replies.ts';

/**
 * Every migration, in order. Names sort lexicographically; add a new one with the next
 * number and never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-core': coreMigration,
  '0200-accounts': accountsMigration,
  '0300-chat-replies': chatRepliesMigration,
};
