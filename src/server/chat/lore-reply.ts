import type { Random } from '../lib/clock.ts';
import { mentionsKey } from './lore-keys.ts';
import { retell, sentencesIn } from './persona/first-person.ts';
import { capitalise, pick } from './persona/phrasing.ts';
import { fillPlaceholders, type ReplyInput } from './reply-engine.ts';

/**
 * The offline engine's use of the lorebook, kept apart from the persona engine: when the
 * visitor asks about something a fired entry is about (one of its keys is in the
 * question), the companion answers with what the entry says, in its own voice: what the
 * entry says of the companion, in the first person (inOwnVoice). Only on an
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
/** When the key asked about is the companion's own name. */
const SELF_OPENERS: readonly string[] = ['Me? Happy to tell you.', 'About me? All right.', 'Oh, me!'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pronoun the character's texts use for them ("She" or "He"), when one clearly does;
 * null when neither does (then no "she" is taken for the character).
 */
function pronounOf(text: string): 'She' | 'He' | null {
  const she = text.match(/\b(?:she|her|hers|herself)\b/gi)?.length ?? 0;
  const he = text.match(/\b(?:he|him|his|himself)\b/gi)?.length ?? 0;
  return she > he ? 'She' : he > she ? 'He' : null;
}

/**
 * An entry as the companion says it: lore is written about the character ("Mira keeps the
 * lighthouse… She never sleeps"), and she speaks as herself. A sentence whose subject is
 * her name, and one that goes on about her with her pronoun right after it, is retold in
 * the first person (first-person.ts); a sentence it cannot turn round cleanly, one about
 * something else, or one about someone of hers ("Mira's brother…" then "He…") is said as
 * written, since a "she" that means someone else must not become "I".
 */
function inOwnVoice(text: string, names: string[], pronoun: 'She' | 'He' | null): string {
  const subject = names.map((n) => new RegExp(`^${escapeRegExp(n)}(?!'s)(?!\\s+(?:and|or|&)\\b)(?=[\\s,])`));
  const possessive = names.map((n) => new RegExp(`^${escapeRegExp(n)}'s\\s`));
  const continues = pronoun ? new RegExp(`^${pronoun}\\b`) : null;
  let aboutHer = false;
  return sentencesIn(text)
    .map((sentence) => {
      const hers = subject.some((p) => p.test(sentence));
      const goesOn = aboutHer && continues?.test(sentence) === true;
      if (!hers && !goesOn && !possessive.some((p) => p.test(sentence))) {
        aboutHer = false;
        return sentence;
      }
      const retold = retell(sentence, names);
      aboutHer = retold !== null && (hers || goesOn);
      return retold ?? sentence;
    })
    .join(' ');
}

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
  const { name, description, personality, scenario } = input.persona;
  const names = [...new Set([name, name.split(/\s+/)[0] ?? name])];
  for (const fact of input.lore) {
    const key = fact.keys.find((k) => mentionsKey(last.content, k, false));
    if (!key) continue;
    const entry = fillPlaceholders(fact.content, name, userName).trim();
    const pronoun = pronounOf(`${description} ${personality} ${scenario} ${entry}`);
    const told = firstSentences(inOwnVoice(entry, names, pronoun));
    if (!told || said.some((reply) => reply.includes(told))) continue;
    const aboutHerself = names.some((n) => n.toLowerCase() === key.trim().toLowerCase());
    const opener = aboutHerself ? pick(random, SELF_OPENERS) : pick(random, OPENERS)(key.trim());
    return `${opener} ${told} ${pick(random, CLOSERS)}`;
  }
  return null;
}
