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
