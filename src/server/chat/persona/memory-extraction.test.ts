import { describe, expect, it } from 'vitest';
import type { RememberedFact } from '../reply-engine.ts';
import { extractMemory } from './memory-extraction.ts';
import { mergeFact } from './memory-merge.ts';

/** A Wednesday. */
const NOW = new Date('2026-06-03T10:00:00Z');

const kinds = (text: string) => extractMemory(text, NOW);

describe('memory extraction: the issue examples and their variants', () => {
  it.each([
    ['I work as a nurse, nights mostly.', { kind: 'work', value: 'a nurse' }],
    ["I'm a nurse, mostly nights", { kind: 'work', value: 'a nurse' }],
    ['im a night nurse', { kind: 'work', value: 'a night nurse' }],
    ['I AM A NURSE.', { kind: 'work', value: 'A NURSE' }],
    ['I work in marketing', { kind: 'work', value: 'in marketing' }],
    ["I'm studying medicine", { kind: 'work', value: 'studying medicine' }],
  ])('work: %s', (text, fact) => {
    expect(kinds(text)).toContainEqual(fact);
  });

  it.each([
    ['I have a cat called Miso.', 'cat called Miso'],
    ['i have a cat called miso', 'cat called Miso'],
    ['I hav a cat caled Miso', 'cat called Miso'],
    ["I've got a little black cat named Miso", 'cat called Miso'],
    ["My cat's name is Miso", 'cat called Miso'],
    ['my cat is called Miso!', 'cat called Miso'],
    ['Miso is great. My cat Miso, I mean.', 'cat called Miso'],
    ['We adopted a puppy', 'puppy'],
    ['I have two dogs', 'two dogs'],
  ])('pet: %s', (text, value) => {
    expect(kinds(text)).toContainEqual({ kind: 'pet', value });
  });

  it('reads no job from how work is going, and trims news to the event', () => {
    expect(kinds('my job is going great')).toEqual([]);
    expect(kinds('my husband died two months ago and the house feels empty')).toEqual([
      { kind: 'news', value: 'husband died' },
    ]);
    expect(kinds('my grandma died when I was 5')).toEqual([{ kind: 'news', value: 'grandma died' }]);
  });

  it('does not take a verb for a name ("my dog loves walks")', () => {
    expect(kinds('my dog loves walks')).toEqual([]);
    expect(kinds('my cat is sick')).not.toContainEqual(expect.objectContaining({ kind: 'pet' }));
  });

  it.each([
    ['My sister just had a baby girl!', 'sister had a baby girl'],
    ['my sister has just had a baby girl', 'sister had a baby girl'],
    ['MY SISTER HAD A BABY GIRL', 'sister had a baby girl'],
    ['my sistr just had a baby', 'sister had a baby'],
    ['My brother got engaged last night!', 'brother got engaged'],
    ['my mum is in hospital', 'mum is in hospital'],
    ['I just got a new job!', 'got a new job'],
    ['I passed my driving test', 'passed my driving test'],
    ["I'm pregnant!", 'am pregnant'],
  ])('news: %s', (text, value) => {
    expect(kinds(text).map((f) => [f.kind, f.value.toLowerCase()])).toContainEqual(['news', value]);
  });

  it('reads a named relative as a person and as news', () => {
    expect(kinds('My sister Anna got engaged!')).toEqual([
      { kind: 'family', value: 'sister called Anna' },
      { kind: 'news', value: 'sister Anna got engaged' },
    ]);
    expect(kinds('I have two kids')).toEqual([{ kind: 'family', value: 'two kids' }]);
  });

  it.each([
    ['I live in Leeds.', 'place', 'Leeds'],
    ['i live in leeds with my boyfriend', 'place', 'Leeds'],
    ['I just moved to Lisbon', 'place', 'Lisbon'],
    ["I'm based in New York now", 'place', 'New York'],
    ['I live in the UK', 'place', 'the UK'],
    ["I'm originally from Porto", 'origin', 'Porto'],
    ['I grew up in manchester', 'origin', 'Manchester'],
  ])('places: %s', (text, kind, value) => {
    expect(kinds(text)).toContainEqual({ kind, value });
  });

  it('takes no place from "I live in a flat" or "I live in fear"', () => {
    expect(kinds('I live in a tiny flat')).toEqual([]);
    expect(kinds('I live in fear of Mondays')).toEqual([]);
  });

  it.each([
    ['my exam is Friday', 'exam on Friday, 5 June 2026'],
    ['My exam is on friday.', 'exam on Friday, 5 June 2026'],
    ['I have an exam on Friday', 'exam on Friday, 5 June 2026'],
    ["I've got a job interview tomorrow morning", 'job interview on Thursday, 4 June 2026'],
    ['my maths exam is next Monday', 'maths exam on Monday, 8 June 2026'],
    ["My sister's wedding is on the 12th", "sister's wedding on Friday, 12 June 2026"],
    ['my birthday is on March 3rd', 'birthday on Wednesday, 3 March 2027'],
    ['my exam is today', 'exam on Wednesday, 3 June 2026'],
    ['my exam is in 3 days', 'exam on Saturday, 6 June 2026'],
    ["I'm going to Japan next month", 'trip to Japan next month'],
    ["I'm seeing my sister on Saturday", 'seeing my sister on Saturday, 6 June 2026'],
  ])('plans: %s', (text, value) => {
    expect(kinds(text)).toContainEqual({ kind: 'plan', value });
  });

  it('keeps a plan without a date when no clock is given (how forgotten facts are matched)', () => {
    expect(extractMemory('my exam is Friday')).toEqual([{ kind: 'plan', value: 'exam friday' }]);
  });

  it('reads several facts in one message', () => {
    expect(
      kinds(
        "Hi, I'm Sam! I'm a teacher, I live in Leeds and I have a dog called Pepper and a cat named Miso. My exam is on Friday.",
      ),
    ).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'work', value: 'a teacher' },
      { kind: 'place', value: 'Leeds' },
      { kind: 'pet', value: 'dog called Pepper' },
      { kind: 'pet', value: 'cat called Miso' },
      { kind: 'plan', value: 'exam on Friday, 5 June 2026' },
    ]);
    expect(kinds('My cats are called Miso and Tofu')).toEqual([
      { kind: 'pet', value: 'cat called Miso' },
      { kind: 'pet', value: 'cat called Tofu' },
    ]);
    expect(kinds('I love tea and I love jazz, but I hate mornings')).toEqual([
      { kind: 'like', value: 'tea' },
      { kind: 'like', value: 'jazz' },
      { kind: 'dislike', value: 'mornings' },
    ]);
  });
});

describe('merging a new fact into memory', () => {
  const stored = (...facts: RememberedFact[]) => facts.map((f, i) => ({ ...f, id: i + 1 }));

  it('completes an unnamed pet, and adds nothing for one told again without a name', () => {
    const memory = stored({ kind: 'pet', value: 'cat' });
    const miso = { kind: 'pet', value: 'cat called Miso' } as const;
    expect(mergeFact(memory, miso)).toEqual({ remove: [1], store: miso });
    const named = stored(miso);
    expect(mergeFact(named, { kind: 'pet', value: 'cat' })).toEqual({ remove: [], store: null });
    const rex = { kind: 'pet', value: 'dog called Rex' } as const;
    expect(mergeFact(named, rex)).toEqual({ remove: [], store: rex });
  });

  it('gives "his name is Biscuit" to the animal just mentioned', () => {
    expect(kinds('his name is Biscuit')).toEqual([{ kind: 'pet', value: 'called Biscuit' }]);
    const memory = stored({ kind: 'pet', value: 'cat called Miso' }, { kind: 'pet', value: 'puppy' });
    expect(mergeFact(memory, { kind: 'pet', value: 'called Biscuit' })).toEqual({
      remove: [2],
      store: { kind: 'pet', value: 'puppy called Biscuit' },
    });
    expect(mergeFact(stored(), { kind: 'pet', value: 'called Biscuit' })).toEqual({ remove: [], store: null });
  });

  it('replaces single-valued kinds, opposite opinions and a plan moved to another day', () => {
    const memory = stored(
      { kind: 'work', value: 'a nurse' },
      { kind: 'dislike', value: 'jazz' },
      { kind: 'plan', value: 'exam on Friday, 5 June 2026' },
      { kind: 'place', value: 'Leeds' },
    );
    expect(mergeFact(memory, { kind: 'work', value: 'a teacher' }).remove).toEqual([1]);
    expect(mergeFact(memory, { kind: 'like', value: 'Jazz' }).remove).toEqual([2]);
    expect(mergeFact(memory, { kind: 'plan', value: 'exam on Monday, 8 June 2026' }).remove).toEqual([3]);
    expect(mergeFact(memory, { kind: 'place', value: 'Lisbon' }).remove).toEqual([4]);
    const news = { kind: 'news', value: 'got a new job' } as const;
    expect(mergeFact(memory, news)).toEqual({ remove: [], store: news });
  });
});

describe('memory extraction: questions, age, hobbies and "I\'m Sam and …"', () => {
  it.each([
    'What do I like doing on weekends?',
    'What do I love doing?',
    'what do i like doing on weekends',
    'Do you remember what I like?',
    'Tell me what I love doing',
    'How old am I?',
    "I'm 29?",
    'What is my hobby?',
    'What are my hobbies?',
    "What's my name?",
    'Am I a nurse?',
    'Do I live in Leeds?',
  ])('a question is never a fact: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('keeps the statements of a message that also asks', () => {
    expect(kinds("I'm Sam, what's yours?")).toEqual([{ kind: 'name', value: 'Sam' }]);
    expect(kinds('Hi, I love jazz, do you?')).toEqual([{ kind: 'like', value: 'jazz' }]);
    expect(kinds('I live in Leeds. Where do you live?')).toEqual([{ kind: 'place', value: 'Leeds' }]);
    expect(kinds('Guess what, I got a new job!')).toEqual([{ kind: 'news', value: 'got a new job' }]);
    expect(kinds("Can't wait, my exam is Friday")).toEqual([{ kind: 'plan', value: 'exam on Friday, 5 June 2026' }]);
  });

  it.each([
    ["I'm 29.", 29],
    ["I'm 29, remember that.", 29],
    ['I am 29 years old', 29],
    ['im 41 and tired', 41],
    ["I'm a 34-year-old nurse", 34],
    ['My age is 52', 52],
  ])('age: %s', (text, age) => {
    expect(kinds(text)).toContainEqual({ kind: 'age', value: String(age) });
  });

  it.each([
    "I'm 15",
    "I'm 17 years old",
    "I'm 30 minutes late",
    "I'm 29 weeks pregnant",
    "I'm 100% sure",
    "I'm 200",
    'my son is 29',
  ])('no age from: %s', (text) => {
    expect(kinds(text).filter((f) => f.kind === 'news')).toEqual([]);
  });

  it('reads the whole first message of the QA pass', () => {
    expect(kinds("Hi, my name is Priya. I'm 29 years old and my hobby is rock climbing.")).toEqual([
      { kind: 'name', value: 'Priya' },
      { kind: 'age', value: '29' },
      { kind: 'like', value: 'rock climbing' },
    ]);
  });

  it.each([
    ['My hobby is rock climbing, I go bouldering every weekend.', ['rock climbing', 'bouldering']],
    ['my hobbies are reading, hiking and cooking', ['reading', 'hiking', 'cooking']],
    ['My hobbies are chess and yoga.', ['chess', 'yoga']],
    ['I usually go swimming twice a week', ['swimming']],
    ['I go running on Sundays', ['running']],
  ])('hobbies: %s', (text, values) => {
    expect(kinds(text).filter((f) => f.kind === 'like')).toEqual(values.map((value) => ({ kind: 'like', value })));
  });

  it('reads no hobby from a one-off outing', () => {
    expect(kinds('I go shopping tomorrow')).toEqual([]);
    expect(kinds('I go back to work on Monday')).toEqual([]);
  });

  it.each([
    ["I'm Sam and I love jazz.", 'Sam'],
    ["Hi, I'm Priya and I'm a nurse", 'Priya'],
    ["I'm Ahmed and I live in Leeds", 'Ahmed'],
  ])('a name before "and": %s', (text, name) => {
    expect(kinds(text)).toContainEqual({ kind: 'name', value: name });
  });

  it.each([
    "I'm Tired and hungry",
    "I'm Fine and you",
    "I'm Cold and wet",
    "I'm Working and stressed",
    "I'm British and I love tea",
    "I'm English.",
    "I'm Vegan and proud",
    "I'm Hopeful and ready",
  ])('no name from a state or people: %s', (text) => {
    expect(kinds(text)).not.toContainEqual(expect.objectContaining({ kind: 'name' }));
  });
});

describe('memory extraction: names and places in any alphabet, and where a place ends', () => {
  it('keeps accented letters in names and places', () => {
    expect(kinds('Hi! My name is Zoë and I live in Montréal. I love pistachio gelato 🍦.')).toEqual([
      { kind: 'name', value: 'Zoë' },
      { kind: 'place', value: 'Montréal' },
      { kind: 'like', value: 'pistachio gelato 🍦' },
    ]);
    expect(kinds("I'm Zoë.")).toEqual([{ kind: 'name', value: 'Zoë' }]);
    expect(kinds('my name is josé')).toEqual([{ kind: 'name', value: 'José' }]);
    expect(kinds("I'm from Ålesund")).toEqual([{ kind: 'origin', value: 'Ålesund' }]);
  });

  it.each([
    ['I moved to São Paulo last year', 'São Paulo'],
    ['I moved to New York last year', 'New York'],
    ['I live in London. I love the rain', 'London'],
    ['I live in St. Ives', 'St. Ives'],
    ['i live in new york', 'New York'],
  ])('a place typed with capitals ends at the first word without one, or at a sentence: %s', (text, place) => {
    expect(kinds(text)).toContainEqual({ kind: 'place', value: place });
  });
});

describe('memory extraction: where a long like or dislike ends', () => {
  it.each([
    // A short phrase is kept whole.
    ['I love pancakes with lots of butter', 'pancakes with lots of butter'],
    ['I love pancakes with lots of butter and maple syrup!', 'pancakes with lots of butter and maple syrup'],
    ['I love a really good cup of coffee', 'a really good cup of coffee'],
    ['I love the smell of fresh bread in the morning', 'the smell of fresh bread in the morning'],
    // A longer one ends before a phrase of its own, never on a word waiting for more.
    ['I really enjoy long walks on the beach at sunset with my dog', 'long walks on the beach at sunset'],
    ['I like reading books about the history of the roman empire', 'reading books'],
    ['I adore long lazy sunday mornings with a pot of tea and a good book', 'long lazy sunday mornings'],
    [
      'I love pancakes with lots of butter and maple syrup and whipped cream on top',
      'pancakes with lots of butter and maple syrup',
    ],
    ['I love going to the cinema on rainy sundays with my friends', 'going to the cinema on rainy sundays'],
    ['My favourite food is pancakes with lots of butter and syrup on top', 'pancakes with lots of butter and syrup'],
    [
      'I love cooking Italian food for my friends and family on weekends',
      'cooking Italian food for my friends and family',
    ],
    ['I love pancakes with lots and lots and lots of butter', 'pancakes'],
  ])('like: %s', (text, value) => {
    expect(kinds(text).filter((f) => f.kind === 'like')).toEqual([{ kind: 'like', value }]);
  });

  it('ends a long dislike the same way', () => {
    expect(kinds('I hate waking up really early in the morning for work on mondays')).toEqual([
      { kind: 'dislike', value: 'waking up really early in the morning' },
    ]);
  });

  it('never ends a taste on a word left waiting for what followed it', () => {
    const dangling = /\b(?:with|of|lots|a|the|and|in|on|at|for|to|my)$/i;
    for (const text of [
      'I love pancakes with lots of butter and maple syrup and whipped cream on top',
      'I adore long lazy sunday mornings with a pot of tea and a good book',
      'I enjoy lots and lots of little walks in the park near my house',
      'I am a big fan of the old black and white movies from the fifties',
    ]) {
      const [taste] = kinds(text).filter((f) => f.kind === 'like');
      expect(taste?.value, text).not.toMatch(dangling);
      expect(taste?.value.split(' ').length, text).toBeLessThanOrEqual(8);
    }
  });
});
