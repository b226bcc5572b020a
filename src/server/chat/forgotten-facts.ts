import { extractMemory } from './persona/memory-extraction.ts';
import type { ConversationTurn, RememberedFact } from './reply-engine.ts';

/** A fact the visitor asked the companion to forget, and the last message that could hold it. */
export interface ForgottenFact extends RememberedFact {
  upToMessageId: number;
}

const FORGOTTEN = '[forgotten]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The value as a pattern: case-insensitive, whole words where it starts or ends with one. */
function valuePattern(value: string): RegExp {
  const start = /^\w/.test(value) ? '\\b' : '';
  const end = /\w$/.test(value) ? '\\b' : '';
  return new RegExp(`${start}${escapeRegExp(value)}${end}`, 'gi');
}

/**
 * The conversation as an engine may see it once the visitor has said "forget that":
 * every mention of a forgotten value in messages written before it was forgotten becomes
 * "[forgotten]", and a visitor message the fact was read from is withheld whole (the
 * fact may be worded there differently: "rough day" for a remembered low mood). Messages
 * sent after the forgetting are left alone: what is told again is known again.
 */
export function withoutForgottenFacts(
  turns: (ConversationTurn & { id: number })[],
  forgotten: ForgottenFact[],
): ConversationTurn[] {
  if (forgotten.length === 0) return turns.map(({ role, content }) => ({ role, content }));
  return turns.map(({ id, role, content }) => {
    const applicable = forgotten.filter((f) => id <= f.upToMessageId);
    if (applicable.length === 0) return { role, content };
    if (role === 'user') {
      const told = extractMemory(content);
      const source = applicable.some((f) =>
        told.some((t) => t.kind === f.kind && t.value.toLowerCase() === f.value.toLowerCase()),
      );
      if (source) return { role, content: FORGOTTEN };
    }
    let redacted = content;
    for (const f of applicable)
      if (f.value.trim()) redacted = redacted.replace(valuePattern(f.value.trim()), FORGOTTEN);
    return { role, content: redacted };
  });
}
