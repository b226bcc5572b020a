import { extractMemory } from './persona/memory-extraction.ts';
import { personView, petView, planView } from './persona/memory-view.ts';
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

/** The same fact told again, whatever day it was told on ("exam on Friday" read without a date). */
function sameFact(told: RememberedFact, forgotten: RememberedFact): boolean {
  if (told.kind !== forgotten.kind) return false;
  if (told.kind === 'plan') return planView(told).what.toLowerCase() === planView(forgotten).what.toLowerCase();
  return told.value.toLowerCase() === forgotten.value.toLowerCase();
}

/** What sameFact compares: the kind, and the value (a plan's subject) in lower case. */
function factKey(fact: RememberedFact): string {
  const value = fact.kind === 'plan' ? planView(fact).what : fact.value;
  return `${fact.kind}\u0000${value.toLowerCase()}`;
}

/**
 * Whether a fact told in a message was forgotten since (the visitor asked to forget it
 * after that message was written; what is told again later is known again), as a test made
 * once for many facts: replaying a long conversation asks it of each fact of each message.
 */
export function forgottenSince(forgotten: ForgottenFact[]): (fact: RememberedFact, messageId: number) => boolean {
  const upTo = new Map<string, number>();
  for (const f of forgotten) {
    const key = factKey(f);
    upTo.set(key, Math.max(upTo.get(key) ?? 0, f.upToMessageId));
  }
  return (fact, messageId) => messageId <= (upTo.get(factKey(fact)) ?? 0);
}

/** The words a forgotten fact shows up as in replies: its value, and a pet's or person's name, a plan's subject. */
function termsOf(fact: RememberedFact): string[] {
  const terms = [fact.value.trim()];
  if (fact.kind === 'pet' || fact.kind === 'family') {
    const name = (fact.kind === 'pet' ? petView(fact) : personView(fact)).name;
    if (name) terms.push(name);
  }
  if (fact.kind === 'plan') terms.push(planView(fact).what);
  return terms.filter((t) => t.length > 0);
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
      const source = applicable.some((f) => told.some((t) => sameFact(t, f)));
      if (source) return { role, content: FORGOTTEN };
    }
    let redacted = content;
    for (const f of applicable)
      for (const term of termsOf(f)) redacted = redacted.replace(valuePattern(term), FORGOTTEN);
    return { role, content: redacted };
  });
}
