import { describe, expect, it } from 'vitest';
import {
  emptyLorebook,
  type Lorebook,
  type LorebookEntry,
  newLorebookEntry,
} from '../../../shared/contracts/lorebooks.ts';
import { activateLore } from './lore-activation.ts';

const entry = (over: Partial<LorebookEntry>): LorebookEntry => ({ ...newLorebookEntry(), ...over });
const book = (entries: LorebookEntry[], over: Partial<Lorebook> = {}): Lorebook => ({
  ...emptyLorebook(),
  ...over,
  entries,
});
const fired = (b: Lorebook, turns: string[]) => activateLore(b, turns).fired.map((f) => f.entry.name);

describe('lorebook activation', () => {
  const tower = entry({ name: 'tower', keys: ['Silver Tower', 'tower'], content: 'The Silver Tower guards the bay.' });

  it('fires an entry whose key is in the recent turns, as a whole word, in any case unless case-sensitive', () => {
    expect(fired(book([tower]), ['Have you been to the TOWER?'])).toEqual(['tower']);
    expect(fired(book([tower]), ['The towering waves'])).toEqual([]);
    const strict = entry({ ...tower, name: 'strict', caseSensitive: true });
    expect(fired(book([strict]), ['the silver TOWER'])).toEqual([]);
    expect(fired(book([strict]), ['the Silver Tower'])).toEqual(['strict']);
    const act = activateLore(book([tower]), ['the silver tower?']);
    expect(act.fired[0]).toMatchObject({ index: 0, reason: 'key', key: 'Silver Tower' });
  });

  it('scans only the scan depth: the book’s, or the entry’s own', () => {
    const turns = ['tell me about the tower', 'It is old.', 'ok', 'and?', 'hm'];
    expect(fired(book([tower], { scanDepth: 4 }), turns)).toEqual([]);
    expect(fired(book([tower], { scanDepth: 5 }), turns)).toEqual(['tower']);
    expect(fired(book([entry({ ...tower, scanDepth: 5 })], { scanDepth: 1 }), turns)).toEqual(['tower']);
  });

  it('fires constant entries always, never disabled, empty or regular-expression ones', () => {
    const always = entry({ name: 'always', constant: true, content: 'Magic is rare.' });
    const off = entry({ ...tower, name: 'off', enabled: false });
    const empty = entry({ name: 'empty', keys: ['tower'], content: '  ' });
    const regex = entry({ name: 'regex', keys: ['tow(er)+'], useRegex: true, content: 'Never.' });
    expect(fired(book([always, off, empty, regex]), ['the tower'])).toEqual(['always']);
    expect(activateLore(book([always]), ['nothing']).fired[0]).toMatchObject({ reason: 'constant', key: null });
  });

  it('needs a secondary key too for a selective entry', () => {
    const selective = entry({ name: 'sel', keys: ['tower'], secondaryKeys: ['night'], selective: true, content: 'x' });
    expect(fired(book([selective]), ['the tower'])).toEqual([]);
    expect(fired(book([selective]), ['the tower at night'])).toEqual(['sel']);
    expect(fired(book([entry({ ...selective, selective: false })]), ['the tower'])).toEqual(['sel']);
  });

  it('scans fired entries’ content with recursive scanning only', () => {
    const keeper = entry({ name: 'keeper', keys: ['Warden Ilse'], content: 'Warden Ilse keeps the keys.' });
    const withWarden = entry({ ...tower, content: 'The tower is kept by Warden Ilse.' });
    expect(fired(book([withWarden, keeper]), ['the tower'])).toEqual(['tower']);
    expect(fired(book([withWarden, keeper], { recursiveScanning: true }), ['the tower'])).toEqual(['tower', 'keeper']);
  });

  it('keeps constant entries, then the highest priority, within the token budget, in insertion order', () => {
    const long = 'word '.repeat(40); // 50 tokens as estimated
    const a = entry({ name: 'a', keys: ['bay'], content: long, priority: 1, insertionOrder: 1 });
    const b = entry({ name: 'b', keys: ['bay'], content: long, priority: 9, insertionOrder: 3 });
    const c = entry({ name: 'c', constant: true, content: long, priority: 0, insertionOrder: 2 });
    const act = activateLore(book([a, b, c], { tokenBudget: 110 }), ['the bay']);
    expect(act.fired.map((f) => f.name)).toEqual(['c', 'b']);
    expect(act.overBudget.map((f) => f.name)).toEqual(['a']);
    expect(act.tokensUsed).toBe(act.fired.reduce((sum, f) => sum + f.tokens, 0));
    expect(act.tokensUsed).toBeLessThanOrEqual(110);
    const roomy = activateLore(book([a, b, c], { tokenBudget: 1000 }), ['the bay']);
    expect(roomy.fired.map((f) => f.name)).toEqual(['a', 'c', 'b']);
  });

  it('treats keys as text, never as patterns', () => {
    const odd = entry({ name: 'odd', keys: ['(a+)+$', 'C++'], content: 'Odd keys.' });
    expect(fired(book([odd]), [`${'a'.repeat(40)}!`])).toEqual([]);
    expect(fired(book([odd]), ['I write C++ at work'])).toEqual(['odd']);
  });
});
