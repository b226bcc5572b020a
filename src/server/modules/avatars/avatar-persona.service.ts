import { ZChatPersona } from '../../../shared/contracts/avatars.ts';
import type { Persona } from '../../chat/reply-engine.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { fieldsOf } from './avatar-columns.ts';
import * as repo from './avatars.repo.ts';

const PERSONA = fieldsOf(ZChatPersona);

/** An avatar's persona for the chat engines (hidden avatars too: a conversation may outlive visibility). */
export async function getAvatarPersona(ctx: Pick<AppContext, 'db'>, id: number): Promise<Persona> {
  const persona = await repo.findAvatar(ctx.db, PERSONA, { id });
  if (!persona) throw notFound('Avatar not found');
  return persona;
}

const GREETINGS = ['firstMessage', 'alternateGreetings'] as const;

/**
 * An avatar's greetings, first message first: [firstMessage, ...alternateGreetings], empty
 * ones left out. A new conversation opens with the first; the others are its swipes.
 */
export async function getAvatarGreetings(ctx: Pick<AppContext, 'db'>, id: number): Promise<string[]> {
  const avatar = await repo.findAvatar(ctx.db, GREETINGS, { id });
  if (!avatar) throw notFound('Avatar not found');
  return [avatar.firstMessage, ...avatar.alternateGreetings].filter((greeting) => greeting.trim() !== '');
}
