import { describe, expect, it } from 'vitest';
import { extractMemory } from './memory-extraction.ts';
import { mergeFacts } from './memory-merge.ts';
import { factsTold, replayMemory, type ToldMessage, tellsAnything } from './memory-replay.ts';

/** A Wednesday. */
const SENT = '2026-06-03T10:00:00.000Z';
const path = (...texts: string[]): ToldMessage[] => texts.map((content, i) => ({ id: i + 1, content, sentAt: SENT }));
const facts = (replayed: { kind: string; value: string }[]) => replayed.map(({ kind, value }) => ({ kind, value }));

/** Memory as the live path leaves it: each message merged in as it is sent. */
function sentOneByOne(messages: ToldMessage[]) {
  let memory: { id: number; kind: string; value: string }[] = [];
  let next = 1;
  for (const m of messages) {
    const { remove, store } = mergeFacts(memory as never, extractMemory(m.content, new Date(m.sentAt)));
    memory = [...memory.filter((f) => !remove.includes(f.id)), ...store.map((f) => ({ ...f, id: next++ }))];
  }
  return facts(memory);
}

describe('memory replayed from a path', () => {
  it('is what sending the same messages one by one leaves, each fact with the message that told it', () => {
    const messages = path(
      'My name is Sam.',
      'I live in Lisbon and I love jazz.',
      'I got a puppy!',
      'She is called Biscuit.',
      'Actually, call me Max.',
      'I moved to Porto.',
      'I have an exam on Friday.',
    );
    const replayed = replayMemory(messages);
    expect(facts(replayed)).toEqual(sentOneByOne(messages));
    expect(replayed).toEqual([
      { kind: 'like', value: 'jazz', messageId: 2 },
      { kind: 'news', value: 'got a puppy', messageId: 3 },
      { kind: 'pet', value: 'puppy called Biscuit', messageId: 4 },
      { kind: 'name', value: 'Max', messageId: 5 },
      { kind: 'place', value: 'Porto', messageId: 6 },
      { kind: 'plan', value: 'exam on Friday, 5 June 2026', messageId: 7 },
    ]);
  });

  it('brings back what a later message had replaced when that message is no longer on the path', () => {
    expect(facts(replayMemory(path('My name is Sam.', 'Actually, call me Max.')))).toEqual([
      { kind: 'name', value: 'Max' },
    ]);
    // The second message edited into small talk: Sam again.
    expect(facts(replayMemory(path('My name is Sam.', 'Nice weather today.')))).toEqual([
      { kind: 'name', value: 'Sam' },
    ]);
  });

  it('dates plans from when their message was sent, not from the replay', () => {
    const lastWeek: ToldMessage = { id: 1, content: 'I have an exam on Friday.', sentAt: '2026-05-25T09:00:00.000Z' };
    expect(facts(replayMemory([lastWeek]))).toEqual([{ kind: 'plan', value: 'exam on Friday, 29 May 2026' }]);
  });

  it('leaves out what the visitor forgot after it was told, and keeps it when told again later', () => {
    const messages = path('My name is Sam and I love jazz.', 'I love tea.', 'I love jazz, honestly.');
    const forgotten = [{ kind: 'like' as const, value: 'jazz', upToMessageId: 2 }];
    expect(facts(replayMemory(messages.slice(0, 2), { forgotten }))).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'like', value: 'tea' },
    ]);
    expect(facts(replayMemory(messages, { forgotten }))).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'like', value: 'tea' },
      { kind: 'like', value: 'jazz' },
    ]);
  });

  it('does not complete a forgotten fact from memory ("called Biscuit" naming the puppy again)', () => {
    const forgotten = [{ kind: 'pet' as const, value: 'puppy called Biscuit', upToMessageId: 2 }];
    expect(replayMemory(path('I have a puppy.', 'She is called Biscuit.'))).toEqual([
      { kind: 'pet', value: 'puppy called Biscuit', messageId: 2 },
    ]);
    expect(replayMemory(path('I have a puppy.', 'She is called Biscuit.'), { forgotten })).toEqual([]);
  });

  it('lets the facts the visitor set by hand replace what they contradict, and count towards the limit', () => {
    const messages = path('My name is Sam.', 'I love jazz.', 'I love tea.', 'I love rain.');
    const pinned = [
      { kind: 'name' as const, value: 'Samira' },
      { kind: 'like' as const, value: 'Jazz' },
    ];
    expect(facts(replayMemory(messages, { pinned, keepPerKind: 2 }))).toEqual([{ kind: 'like', value: 'rain' }]);
    expect(facts(replayMemory(messages, { pinned }))).toEqual([
      { kind: 'like', value: 'tea' },
      { kind: 'like', value: 'rain' },
    ]);
  });

  it('says whether any message tells something, questions and small talk telling nothing', () => {
    expect(tellsAnything(path('Hi!', 'What do I like?', 'Tell me about the stars.'))).toBe(false);
    expect(tellsAnything(path('Hi!', 'I love jazz.'))).toBe(true);
    expect(tellsAnything([])).toBe(false);
  });

  it('lists every fact told, each once, replaced ones included (what forgetting everything forgets)', () => {
    expect(factsTold(path('My name is Sam and I love jazz.', 'Call me Max. I love Jazz!', 'Hi.'))).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'like', value: 'jazz' },
      { kind: 'name', value: 'Max' },
    ]);
  });

  it("never keeps an age under 18, whatever the path says (the safety layer's to hear)", () => {
    expect(replayMemory(path("I'm 15.", 'My name is Sam.'))).toEqual([{ kind: 'name', value: 'Sam', messageId: 2 }]);
  });
});
