import type { Avatar, ListAvatarsQuery } from '../../../shared/contracts/avatars.ts';
import type { Persona } from '../../chat/reply-engine.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './avatars.repo.ts';

export function toAvatar(row: repo.AvatarRow): Avatar {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    mainImage: row.main_image,
    profileImage: row.profile_image,
    creatorId: row.creator_id,
    monthlyPrice: row.monthly_price,
    isVisible: row.is_visible === 1,
    category: row.category,
  };
}

export async function listAvatars(ctx: AppContext, query: ListAvatarsQuery): Promise<Avatar[]> {
  const rows = await repo.listVisibleAvatars(ctx.db, query);
  return rows.map(toAvatar);
}

export async function getAvatar(ctx: AppContext, id: number): Promise<Avatar> {
  const row = await repo.findVisibleAvatar(ctx.db, id);
  if (!row) throw notFound('Avatar not found');
  return toAvatar(row);
}

function parseInterests(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** An avatar's persona for the chat engines (hidden avatars too: a conversation may outlive visibility). */
export async function getAvatarPersona(ctx: AppContext, id: number): Promise<Persona> {
  const row = await repo.findAvatarPersona(ctx.db, id);
  if (!row) throw notFound('Avatar not found');
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    personality: row.personality,
    scenario: row.scenario,
    firstMessage: row.first_message,
    exampleDialogue: row.example_dialogue,
    interests: parseInterests(row.interests),
  };
}
