import { CHAT_MEMORY_SINGLE_KINDS } from '../../../shared/contracts/chats.ts';
import type { RememberedFact } from '../reply-engine.ts';
import { ageOf } from './age-hobbies.ts';
import { personView, petView, planView } from './memory-view.ts';

/**
 * How a newly told fact joins what is remembered: which stored facts it replaces, and
 * whether it is worth storing at all. A new job replaces the old one; "my cat is called
 * Miso" completes "I have a cat"; a second "I have a cat" adds nothing to "cat called
 * Miso"; a plan told again with a new day moves it.
 */
export interface MergeDecision<Id> {
  remove: Id[];
  /** What to store: the fact, completed from memory ("called Biscuit" -> "puppy called Biscuit"), or nothing. */
  store: RememberedFact | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** "called Biscuit" told after "I got a puppy": the latest unnamed pet (else person) gets the name. */
function nameForLatest<Id>(existing: (RememberedFact & { id: Id })[], name: string): MergeDecision<Id> {
  const unnamed = [...existing]
    .reverse()
    .find(
      (f) =>
        (f.kind === 'pet' || f.kind === 'family') &&
        !/ called /.test(f.value) &&
        !/^(?:two|three|four|five|\d+) /.test(f.value),
    );
  if (!unnamed) return { remove: [], store: null };
  return { remove: [unnamed.id], store: { kind: unnamed.kind, value: `${unnamed.value} called ${name}` } };
}

export function mergeFact<Id>(existing: (RememberedFact & { id: Id })[], fact: RememberedFact): MergeDecision<Id> {
  const named = fact.kind === 'pet' ? fact.value.match(/^called (.+)$/) : null;
  if (named?.[1]) return nameForLatest(existing, named[1]);
  const remove: Id[] = [];
  let store = true;
  for (const old of existing) {
    if (CHAT_MEMORY_SINGLE_KINDS.includes(fact.kind)) {
      if (old.kind === fact.kind) remove.push(old.id);
    } else if (fact.kind === 'like' || fact.kind === 'dislike') {
      // Liking something you said you disliked (or the reverse) replaces the old opinion.
      if ((old.kind === 'like' || old.kind === 'dislike') && same(old.value, fact.value)) remove.push(old.id);
    } else if (ageOf(fact) && ageOf(old)) {
      // One age: a stated one (its own kind) and "I just turned 30" (news) replace each other,
      // and either replaces an age kept as news before ages had their own kind ("am 29 years old").
      remove.push(old.id);
    } else if (old.kind !== fact.kind) {
      // Other kinds only meet their own.
    } else if (same(old.value, fact.value)) remove.push(old.id);
    else if (fact.kind === 'pet' || fact.kind === 'family') {
      const view = fact.kind === 'pet' ? petView : personView;
      const a = view(fact);
      const b = view(old);
      const kindOf = (v: ReturnType<typeof view>) => ('animal' in v ? v.animal : v.relation).toLowerCase();
      if (a.name && b.name && same(a.name, b.name)) remove.push(old.id);
      else if (kindOf(a) === kindOf(b)) {
        if (!b.name && a.name) remove.push(old.id);
        else if (!a.name) store = false;
      }
    } else if (fact.kind === 'plan') {
      if (same(planView(old).what, planView(fact).what)) remove.push(old.id);
    }
  }
  return { remove, store: store ? fact : null };
}

/** Facts of a many-valued kind (likes, pets, plans…) remembered per conversation; older ones are forgotten first. */
export const MEMORY_KEEP_PER_KIND = 12;

/**
 * A message's facts joining memory together: mergeFact fact after fact, each seeing what
 * the ones before it stored, and a many-valued kind cut to its newest `keepPerKind` each
 * time it grows. Returns the stored ids to delete and the facts
 * to store, oldest first: one read, one delete and one insert for a whole message.
 */
export function mergeFacts(
  existing: (RememberedFact & { id: number })[],
  facts: RememberedFact[],
  keepPerKind = MEMORY_KEEP_PER_KIND,
): { remove: number[]; store: RememberedFact[] } {
  // Oldest first, as ids go; the facts of this message are newer than any, with ids below 0.
  let memory = [...existing].sort((a, b) => a.id - b.id);
  let next = -1;
  for (const fact of facts) {
    const { remove, store } = mergeFact(memory, fact);
    memory = memory.filter((m) => !remove.includes(m.id));
    if (!store) continue;
    memory.push({ ...store, id: next-- });
    if (CHAT_MEMORY_SINGLE_KINDS.includes(store.kind)) continue;
    const ofKind = memory.filter((m) => m.kind === store.kind);
    const stale = new Set(ofKind.slice(0, Math.max(0, ofKind.length - keepPerKind)).map((m) => m.id));
    memory = memory.filter((m) => !stale.has(m.id));
  }
  const kept = new Set(memory.map((m) => m.id));
  return {
    remove: existing.filter((m) => !kept.has(m.id)).map((m) => m.id),
    store: memory.filter((m) => m.id < 0).map(({ kind, value }) => ({ kind, value })),
  };
}

/**
 * The facts of a message as memory now holds them: "called Biscuit" becomes the pet it
 * named ("puppy called Biscuit"), or nothing when there was none to name.
 */
export function resolvedFacts(facts: RememberedFact[], memory: RememberedFact[]): RememberedFact[] {
  return facts.flatMap((f) => {
    const named = f.kind === 'pet' ? f.value.match(/^called (.+)$/) : null;
    if (!named?.[1]) return [f];
    const suffix = ` called ${named[1]}`.toLowerCase();
    const found = [...memory]
      .reverse()
      .find((m) => (m.kind === 'pet' || m.kind === 'family') && m.value.toLowerCase().endsWith(suffix));
    return found ? [found] : [];
  });
}
