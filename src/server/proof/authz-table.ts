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

/** The whole authorization matrix: every API endpoint × role, with the expected status. */
export const AUTHZ_TABLE: MatrixRow[] = [
  ...PUBLIC_ROWS,
  ...MEMBER_ROWS,
  ...CHAT_MEMORY_ROWS,
  ...CHAT_TREE_ROWS,
  ...ECONOMY_ROWS,
  ...CREATOR_ROWS,
  ...LOREBOOK_ROWS,
  ...CARD_ROWS,
  ...MODERATION_ROWS,
  ...MEDIA_ROWS,
];
