import { createOfflinePersonaEngine } from '../chat/offline-engine.ts';
import { extractMemory } from '../chat/persona/memory-extraction.ts';
import { mergeFacts } from '../chat/persona/memory-merge.ts';
import type { ConversationTurn, Persona, RememberedFact } from '../chat/reply-engine.ts';
import { seedAvatars } from '../db/seed/data/avatars.ts';
import { fixedClock, seededRandom } from '../lib/clock.ts';

/** A seeded avatar as the engines see it. */
export function seedPersona(id: number): Persona {
  const a = seedAvatars.find((x) => x.id === id);
  if (!a) throw new Error(`no seed avatar ${id}`);
  return { ...a };
}

/** One visitor line, optionally sent some days after the one before (the clock moves). */
export type ScriptLine = string | { say: string; daysLater: number };

/**
 * Plays a scripted conversation with the offline engine the way the chat service does:
 * each message's facts are merged into memory (memory-merge.ts) before the reply, and the
 * injected clock moves when a line says so. Returns the replies and the final memory.
 */
export async function playConversation(options: {
  avatarId: number;
  seed: number;
  script: ScriptLine[];
  start?: string;
  /** The latest turns the engine is given, as the chat service limits them (ENGINE_HISTORY_LIMIT); all when unset. */
  historyLimit?: number;
}): Promise<{ replies: string[]; memory: RememberedFact[] }> {
  const clock = fixedClock(options.start ?? '2026-06-03T09:00:00Z');
  const engine = createOfflinePersonaEngine(seededRandom(options.seed), clock);
  const persona = seedPersona(options.avatarId);
  const history: ConversationTurn[] = [];
  let memory: (RememberedFact & { id: number })[] = [];
  let nextId = 1;
  const replies: string[] = [];
  for (const line of options.script) {
    const text = typeof line === 'string' ? line : line.say;
    if (typeof line !== 'string') clock.advance(line.daysLater * 86_400_000);
    history.push({ role: 'user', content: text });
    const { remove, store } = mergeFacts(memory, extractMemory(text, clock.now()));
    memory = [...memory.filter((m) => !remove.includes(m.id)), ...store.map((fact) => ({ ...fact, id: nextId++ }))];
    let reply = '';
    for await (const piece of engine.generate({
      persona,
      history: options.historyLimit ? history.slice(-options.historyLimit) : history,
      memory: memory.map(({ kind, value }) => ({ kind, value })),
      premiumName: 'Not-Quite-Wife',
      signal: new AbortController().signal,
    })) {
      reply += piece;
    }
    history.push({ role: 'assistant', content: reply });
    replies.push(reply);
  }
  return { replies, memory: memory.map(({ kind, value }) => ({ kind, value })) };
}
