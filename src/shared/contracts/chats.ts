import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants.ts';
import { ZIsoDateTime } from './common.ts';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const ZChatMessage = z.object({
  id: z.number().int(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  createdAt: ZIsoDateTime,
});
export type ChatMessage = z.infer<typeof ZChatMessage>;
export const ZChatHistory = z.array(ZChatMessage);

export const ZSendChatMessageBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Message cannot be empty')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export type SendChatMessageBody = z.infer<typeof ZSendChatMessageBody>;

export const ZSendChatMessageResponse = z.object({
  message: ZChatMessage,
  /** True while the companion's reply is being produced; fetch the history or stream it. */
  replyPending: z.boolean(),
});
export type SendChatMessageResponse = z.infer<typeof ZSendChatMessageResponse>;
