import type { MatrixRow } from './authz-matrix.ts';
import { CARD_ROWS } from './authz-table-cards.ts';
import { CHAT_MEMORY_ROWS } from './authz-table-chat-memory.ts';
import { CHAT_TREE_ROWS } from './authz-table-chat-tree.ts';
import { CREATOR_ROWS } from './authz-table-creators.ts';
import { ECONOMY_ROWS } from './authz-table-economy.ts';
import { LOREBOOK_ROWS } from './authz-table-lorebooks.ts';
import { MEDIA_ROWS } from './authz-table-media.ts';
import { MEMBER_ROWS } from './authz-table-members.ts';
import { MODERATION_ROWS } from './authz-table-moderation.ts';
import { PUBLIC_ROWS } from './authz-table-public.ts';

/**
 * The authorization matrix in three parts of about equal cost, each checked by a test file
 * of its own so that they run side by side: as one file it was the suite's longest (38 s on
 * PostgreSQL), and, small on disk, Vitest started it among the last.
 */
export const AUTHZ_PARTS = {
  'public and member endpoints': [...PUBLIC_ROWS, ...MEMBER_ROWS],
  'chat, card, lorebook, creator and economy endpoints': [
    ...CHAT_MEMORY_ROWS,
    ...CHAT_TREE_ROWS,
    ...LOREBOOK_ROWS,
    ...CARD_ROWS,
    ...ECONOMY_ROWS,
    ...CREATOR_ROWS,
  ],
  'media and moderation endpoints': [...MEDIA_ROWS, ...MODERATION_ROWS],
} satisfies Record<string, MatrixRow[]>;

export type AuthzPart = keyof typeof AUTHZ_PARTS;

/** The whole authorization matrix: every API endpoint × role, with the expected status. */
export const AUTHZ_TABLE: MatrixRow[] = Object.values(AUTHZ_PARTS).flat();
