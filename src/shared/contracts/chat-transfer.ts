import { z } from 'zod';

/** A chat file to import is at most this large (SillyTavern chats of thousands of messages fit). */
export const CHAT_IMPORT_MAX_MB = 5;
export const CHAT_IMPORT_MAX_MESSAGES = 5000;
/** One imported message at most (a model's long reply included). */
export const CHAT_IMPORT_MAX_MESSAGE_LENGTH = 20_000;

export const CHAT_EXPORT_FORMATS = ['jsonl', 'markdown'] as const;
export type ChatExportFormat = (typeof CHAT_EXPORT_FORMATS)[number];

/** GET /api/chats/:avatarId/export?format=jsonl|markdown */
export const ZChatExportQuery = z.object({
  format: z.enum(CHAT_EXPORT_FORMATS, { error: "Format must be 'jsonl' or 'markdown'" }),
});

/** POST /api/chats/:avatarId/import (multipart field "file"): what was taken in. */
export const ZChatImportResponse = z.object({
  message: z.string(),
  imported: z.number().int(),
  /** SillyTavern system notes, which have no place in the conversation. */
  skippedSystem: z.number().int(),
});
export type ChatImportResponse = z.infer<typeof ZChatImportResponse>;
