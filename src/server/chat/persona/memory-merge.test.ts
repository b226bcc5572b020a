import { describe, expect, it } from 'vitest';
import type { RememberedFact } from '../reply-engine.ts';
import { mergeFacts } from './memory-merge.ts';

const fact = (kind: RememberedFact['kind'], value: string): RememberedFact => ({ kind, value });

describe('mergeFacts: a message’s facts joining memory together', () => {
  it('lets each fact see what the ones before it stored: a pet told and named in one message is stored once, named', () => {
    const merged = mergeFacts([], [fact('pet', 'cat'), fact('pet', 'called Miso')], 12);
    expect(merged).toEqual({ remove: [], store: [fact('pet', 'cat called Miso')] });
  });

  it('replaces a single-valued fact and an opinion turned round, keeping the rest', () => {
    const memory = [
      { id: 3, ...fact('name', 'Sam') },
      { id: 7, ...fact('dislike', 'jazz') },
      { id: 9, ...fact('like', 'hiking') },
    ];
    expect(mergeFacts(memory, [fact('name', 'Samira'), fact('like', 'Jazz')], 12)).toEqual({
      remove: [3, 7],
      store: [fact('name', 'Samira'), fact('like', 'Jazz')],
    });
  });

  it('keeps the newest of a many-valued kind: the oldest stored ones go first, then this message’s own', () => {
    const likes = Array.from({ length: 4 }, (_, i) => ({ id: 10 + i, ...fact('like', `thing ${i}`) }));
    const mood = { id: 2, ...fact('mood', 'tired') };
    expect(mergeFacts([mood, ...likes], [fact('like', 'jazz'), fact('like', 'films')], 4)).toEqual({
      remove: [10, 11],
      store: [fact('like', 'jazz'), fact('like', 'films')],
    });
    const told = ['a', 'b', 'c'].map((v) => fact('like', v));
    expect(mergeFacts([], told, 2)).toEqual({ remove: [], store: told.slice(1) });
  });

  it('stores nothing and removes nothing for a fact memory already holds better', () => {
    const memory = [{ id: 4, ...fact('pet', 'cat called Miso') }];
    expect(mergeFacts(memory, [fact('pet', 'cat')], 12)).toEqual({ remove: [], store: [] });
  });

  it('keeps one age: a newer one replaces it, whether stated or just turned, and other news stays', () => {
    const memory = [
      { id: 4, ...fact('age', '29') },
      { id: 5, ...fact('news', 'got a new job') },
    ];
    expect(mergeFacts(memory, [fact('age', '30')], 12)).toEqual({
      remove: [4],
      store: [fact('age', '30')],
    });
    expect(mergeFacts(memory, [fact('news', 'turned 30')], 12)).toEqual({
      remove: [4],
      store: [fact('news', 'turned 30')],
    });
  });
});
