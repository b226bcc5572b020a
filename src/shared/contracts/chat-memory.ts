import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';

/** A remembered fact reads after its kind's label ('You like: hiking'): short. */
export const CHAT_MEMORY_VALUE_MAX_LENGTH = 200;
/** The rolling summary's limit (what the summaries job writes at most too). */
export const CHAT_SUMMARY_MAX_LENGTH = 4000;

/** Text the visitor writes into the panel: required, trimmed, not empty, bounded. */
const panelText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} must be at most ${max} characters`);

/** PATCH /api/chats/:avatarId/memory/:memoryId: the visitor's own wording of a fact. */
export const ZEditChatMemoryBody = z.object({ value: panelText('Memory', CHAT_MEMORY_VALUE_MAX_LENGTH) });
export type EditChatMemoryBody = z.infer<typeof ZEditChatMemoryBody>;

/**
 * The conversation's rolling summary: what the companion keeps of turns that no longer fit
 * its prompt. null until the conversation outgrows the prompt (or after the visitor deleted it).
 */
export const ZChatSummary = z.object({
  content: z.string(),
  updatedAt: ZIsoDateTime,
});
export type ChatSummary = z.infer<typeof ZChatSummary>;
export const ZChatSummaryResponse = z.object({ summary: ZChatSummary.nullable() });
export type ChatSummaryResponse = z.infer<typeof ZChatSummaryResponse>;

/** PUT /api/chats/:avatarId/memory/summary. */
export const ZEditChatSummaryBody = z.object({ content: panelText('Summary', CHAT_SUMMARY_MAX_LENGTH) });
export type EditChatSummaryBody = z.infer<typeof ZEditChatSummaryBody>;
