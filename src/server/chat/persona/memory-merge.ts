import { CHAT_MEMORY_SINGLE_KINDS } from '../../../shared/contracts/chats.ts';
import type { RememberedFact } from '../reply-engine.ts';
import { personView, petView, planView } from './memory-view.ts';

/**
 * How a newly told fact joins what is remembered: which stored facts it replaces, and
 * whether it is worth storing at all. A new job replaces the old one; "my cat is called
 * Miso" completes "I have a cat"; a second "I have a cat" adds nothing to "cat called
 * Miso"; a plan told again with a new day moves it.
 */
export interface MergeDecision<Id> {
  remove: Id[];
  store: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function mergeFact<Id>(existing: (RememberedFact & { id: Id })[], fact: RememberedFact): MergeDecision<Id> {
  const remove: Id[] = [];
  let store = true;
  for (const old of existing) {
    if (CHAT_MEMORY_SINGLE_KINDS.includes(fact.kind)) {
      if (old.kind === fact.kind) remove.push(old.id);
    } else if (fact.kind === 'like' || fact.kind === 'dislike') {
      // Liking something you said you disliked (or the reverse) replaces the old opinion.
      if ((old.kind === 'like' || old.kind === 'dislike') && same(old.value, fact.value)) remove.push(old.id);
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
  return { remove, store };
}
