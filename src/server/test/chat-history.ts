import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type ChatMessage, ZChatMessage } from '../../shared/contracts/chats.ts';
import type { AppContext } from '../context.ts';
import { getAvatarGreetings } from '../modules/avatars/avatar-persona.service.ts';

/**
 * Reading chat histories in tests: a conversation opens with the avatar's greeting (an
 * assistant message with no parent), which is not a reply to anything the visitor said.
 */

/** A reply of the companion, not the greeting the conversation opened with. */
export function isReply(message: { role: string; parentId: number | null }): boolean {
  return message.role === 'assistant' && message.parentId !== null;
}

/** The greeting a conversation with this avatar opens with (seed avatars name no visitor). */
export async function greetingOf(ctx: Pick<AppContext, 'db'>, avatarId: number): Promise<string> {
  const [greeting] = await getAvatarGreetings(ctx, avatarId);
  if (greeting === undefined) throw new Error(`avatar ${avatarId} has no greeting`);
  return greeting;
}

/**
 * A visitor's history with an avatar as the API answers it, checked to be exactly its
 * contract: the route sends it unchecked (chat.service.ts).
 */
export async function readHistory(app: FastifyInstance, avatarId: number, cookie?: string): Promise<ChatMessage[]> {
  const res = await app.inject({ url: `/api/chats/${avatarId}`, ...(cookie ? { headers: { cookie } } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  const body: ChatMessage[] = res.json();
  expect(ZChatMessage.strict().array().parse(body)).toEqual(body);
  return body;
}
