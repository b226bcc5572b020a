import type { Persona } from '../../chat/reply-engine.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './avatar-persona.repo.ts';

/** An avatar's interests column (a JSON array of strings); anything else reads as none. */
export function parseInterests(json: string): string[] {
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
