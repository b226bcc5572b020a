import type { Random } from '../lib/clock.ts';
import { mentionsKey } from './lore-keys.ts';
import { capitalise, pick } from './persona/phrasing.ts';
import { fillPlaceholders, type ReplyInput } from './reply-engine.ts';

/**
 * The offline engine's use of the lorebook, kept apart from the persona engine: when the
 * visitor asks about something a fired entry is about (one of its keys is in the
 * question), the companion answers with what the entry says, in its own voice. Only on an
 * ordinary turn: safety's registers, a minor and an AI question are answered by the
 * engine as before. An entry already told in this conversation is not told again.
 */
const ASKING = /\?|^\s*(who|what|where|when|why|how|which|tell me|do you know|have you heard|ever heard)\b/i;
/** An offline reply stays short: the entry's first sentences, up to about this many characters. */
const MAX_TOLD = 420;

const OPENERS: readonly ((key: string) => string)[] = [
  (key) => `Ah, ${key}!`,
  (key) => `${capitalise(key)}? I know a little about that.`,
  (key) => `You want to hear about ${key}?`,
  (key) => `Oh, ${key}. Let me tell you.`,
];
const CLOSERS = ['What made you ask?', 'Does that answer it?', 'Had you heard of it before?', 'Want to know more?'];

function firstSentences(text: string): string {
  let told = '';
  for (const sentence of text.split(/(?<=[.!?…])\s+/)) {
    if (told && told.length + sentence.length > MAX_TOLD) break;
    told = told ? `${told} ${sentence}` : sentence;
  }
  return told.length > MAX_TOLD ? `${told.slice(0, MAX_TOLD).replace(/\s+\S*$/, '')}…` : told;
}

export function loreAnswer(input: ReplyInput, random: Random): string | null {
  const safety = input.safety;
  if (!input.lore?.length || safety?.register || safety?.minor || safety?.aiQuestion) return null;
  const last = input.history.at(-1);
  if (last?.role !== 'user' || !ASKING.test(last.content)) return null;
  const userName = input.memory.find((f) => f.kind === 'name')?.value ?? 'you';
  const said = input.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  for (const fact of input.lore) {
    const key = fact.keys.find((k) => mentionsKey(last.content, k, false));
    if (!key) continue;
    const told = firstSentences(fillPlaceholders(fact.content, input.persona.name, userName).trim());
    if (!told || said.some((reply) => reply.includes(told))) continue;
    return `${pick(random, OPENERS)(key.trim())} ${told} ${pick(random, CLOSERS)}`;
  }
  return null;
}
