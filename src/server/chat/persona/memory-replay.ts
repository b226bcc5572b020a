import { CHAT_MEMORY_SINGLE_KINDS } from '../../../shared/contracts/chats.ts';
import { type ForgottenFact, forgottenSince } from '../forgotten-facts.ts';
import type { RememberedFact } from '../reply-engine.ts';
import { extractMemory } from './memory-extraction.ts';
import { MEMORY_KEEP_PER_KIND, mergeFact, mergeFacts } from './memory-merge.ts';

/**
 * What is remembered of a conversation is what the visitor messages of its chosen path
 * tell, merged oldest first as each was when sent (memory-merge.ts), less what the visitor
 * asked to forget, with the facts they set by hand in the memory panel on top. Sending a
 * message adds its facts to that; when the path changes under them (an earlier message
 * edited, another alternative chosen, the last exchange deleted, a chat imported) the
 * memory is replayed from the path's messages with these functions.
 */

/** A visitor message of the path as stored: `sentAt` dates its plans ("on Friday") as when it was sent. */
export interface ToldMessage {
  id: number;
  content: string;
  sentAt: string;
}

/** A remembered fact and the message that told it. */
export interface SourcedFact extends RememberedFact {
  messageId: number;
}

/** The facts a message tells, read as when it was sent. */
function factsOf(message: ToldMessage): RememberedFact[] {
  return extractMemory(message.content, new Date(message.sentAt));
}

/** Whether any of these messages tells something to remember (else nothing it joins or leaves changes memory). */
export function tellsAnything(messages: readonly ToldMessage[]): boolean {
  return messages.some((m) => factsOf(m).length > 0);
}

/**
 * Every fact these messages tell, each once (the same kind and wording), as read when they
 * were sent: what "forget everything" forgets, so that no later change of the path brings
 * any of it back.
 */
export function factsTold(messages: readonly ToldMessage[]): RememberedFact[] {
  const seen = new Set<string>();
  return messages.flatMap(factsOf).filter((f) => {
    const key = `${f.kind}\u0000${f.value.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A fact typed in the panel as "called Biscuit" names no pet of its own: it takes nothing away. */
const namesLatest = (fact: RememberedFact) => fact.kind === 'pet' && /^called /.test(fact.value);

/**
 * The memory the path's visitor messages (oldest first) leave: each message's facts merge
 * into what the ones before it left, as when it was sent, except those the visitor forgot
 * after it was written. The facts the visitor set by hand (`pinned`, kept by the caller as
 * they are) then replace what they contradict ("Samira" typed over the name "Sam" told),
 * and count towards each kind's limit. Returns the facts to store, oldest first.
 */
export function replayMemory(
  messages: readonly ToldMessage[],
  options: { forgotten?: ForgottenFact[]; pinned?: RememberedFact[]; keepPerKind?: number } = {},
): SourcedFact[] {
  const { forgotten = [], pinned = [], keepPerKind = MEMORY_KEEP_PER_KIND } = options;
  const isForgotten = forgottenSince(forgotten);
  let memory: (SourcedFact & { id: number })[] = [];
  let next = 1;
  for (const message of messages) {
    const facts = factsOf(message).filter((f) => !isForgotten(f, message.id));
    if (facts.length === 0) continue;
    const { remove, store } = mergeFacts(memory, facts, keepPerKind);
    memory = memory.filter((m) => !remove.includes(m.id));
    // A fact completed from memory ("called Biscuit" naming the puppy) may be one forgotten.
    for (const fact of store) {
      if (!isForgotten(fact, message.id)) memory.push({ ...fact, id: next++, messageId: message.id });
    }
  }
  for (const fact of pinned) {
    if (namesLatest(fact)) continue;
    const { remove } = mergeFact(memory, fact);
    memory = memory.filter((m) => !remove.includes(m.id));
  }
  // A many-valued kind keeps its newest facts, the pinned ones counted first.
  const kept = memory.filter((m) => {
    if (CHAT_MEMORY_SINGLE_KINDS.includes(m.kind)) return true;
    const ofKind = memory.filter((o) => o.kind === m.kind);
    const room = Math.max(0, keepPerKind - pinned.filter((p) => p.kind === m.kind).length);
    return ofKind.indexOf(m) >= ofKind.length - room;
  });
  return kept.map(({ kind, value, messageId }) => ({ kind, value, messageId }));
}
