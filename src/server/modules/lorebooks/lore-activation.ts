import type { FiredEntry, Lorebook, LorebookEntry, LorebookTestResult } from '../../../shared/contracts/lorebooks.ts';
import { mentionsKey } from '../../chat/lore-keys.ts';
import { estimateTokens } from '../../chat/prompt.ts';

/**
 * Which lorebook entries enter the prompt for the recent turns (newest last):
 * - a disabled or empty entry never fires, nor one with regular-expression keys (patterns
 *   from a card are untrusted: one can take forever to run on a long message);
 * - a constant entry always fires;
 * - any other fires when one of its keys appears, as a whole word, in its scan depth's
 *   newest turns (the entry's depth, else the book's); a selective entry with secondary
 *   keys also needs one of those; case matters only for a case-sensitive entry;
 * - with recursive scanning, fired entries' content is scanned too (a few rounds at most).
 * Then the budget: constant entries first, then by priority (higher first) and insertion
 * order, each kept while the tokens fit; the kept ones go into the prompt by insertion
 * order (lower first), as the card formats say.
 */
const RECURSION_ROUNDS = 3;

export interface ActivatedEntry extends FiredEntry {
  entry: LorebookEntry;
}

export interface Activation {
  fired: ActivatedEntry[];
  overBudget: ActivatedEntry[];
  tokensUsed: number;
  tokenBudget: number;
}

function findKey(keys: readonly string[], text: string, caseSensitive: boolean): string | null {
  const key = keys.find((k) => mentionsKey(text, k, caseSensitive));
  return key === undefined ? null : key.trim();
}

/** The key that fires the entry in this text, or null. */
function match(entry: LorebookEntry, text: string): string | null {
  const key = findKey(entry.keys, text, entry.caseSensitive);
  if (key === null) return null;
  const needsSecondary = entry.selective && entry.secondaryKeys.some((k) => k.trim() !== '');
  if (needsSecondary && findKey(entry.secondaryKeys, text, entry.caseSensitive) === null) return null;
  return key;
}

function canFire(entry: LorebookEntry): boolean {
  return entry.enabled && !entry.useRegex && entry.content.trim() !== '';
}

/** The newest `depth` turns as one text to scan. */
function recent(turns: readonly string[], depth: number): string {
  return turns.slice(-depth).join('\n');
}

export function activateLore(book: Lorebook, turns: readonly string[]): Activation {
  const matched = new Map<number, { key: string | null; reason: FiredEntry['reason'] }>();
  book.entries.forEach((entry, index) => {
    if (!canFire(entry)) return;
    if (entry.constant) {
      matched.set(index, { key: null, reason: 'constant' });
      return;
    }
    const key = match(entry, recent(turns, entry.scanDepth ?? book.scanDepth));
    if (key !== null) matched.set(index, { key, reason: 'key' });
  });
  for (let round = 0; book.recursiveScanning && round < RECURSION_ROUNDS; round++) {
    const lore = [...matched.keys()].map((i) => book.entries[i]?.content ?? '').join('\n');
    let added = false;
    book.entries.forEach((entry, index) => {
      if (matched.has(index) || !canFire(entry)) return;
      const key = match(entry, lore);
      if (key !== null) {
        matched.set(index, { key, reason: 'key' });
        added = true;
      }
    });
    if (!added) break;
  }

  const candidates: ActivatedEntry[] = [...matched].map(([index, why]) => {
    const entry = book.entries[index] as LorebookEntry;
    return { index, name: entry.name, ...why, tokens: estimateTokens(entry.content), entry };
  });
  candidates.sort(
    (a, b) =>
      Number(b.reason === 'constant') - Number(a.reason === 'constant') ||
      b.entry.priority - a.entry.priority ||
      a.entry.insertionOrder - b.entry.insertionOrder ||
      a.index - b.index,
  );
  const fired: ActivatedEntry[] = [];
  const overBudget: ActivatedEntry[] = [];
  let tokensUsed = 0;
  for (const candidate of candidates) {
    if (tokensUsed + candidate.tokens > book.tokenBudget) {
      overBudget.push(candidate);
      continue;
    }
    fired.push(candidate);
    tokensUsed += candidate.tokens;
  }
  fired.sort((a, b) => a.entry.insertionOrder - b.entry.insertionOrder || a.index - b.index);
  return { fired, overBudget, tokensUsed, tokenBudget: book.tokenBudget };
}

/** The activation as the creator's test panel shows it. */
export function toTestResult(activation: Activation): LorebookTestResult {
  const plain = ({ entry: _entry, ...fired }: ActivatedEntry): FiredEntry => fired;
  return {
    fired: activation.fired.map(plain),
    overBudget: activation.overBudget.map(plain),
    tokensUsed: activation.tokensUsed,
    tokenBudget: activation.tokenBudget,
  };
}
