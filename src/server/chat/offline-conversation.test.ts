import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../db/seed/data/avatars.ts';
import { playConversation, type ScriptLine, seedPersona } from '../test/offline-conversation.ts';
import { interestForms } from './persona/persona-profile.ts';

/** Sentences of a reply with what the visitor told replaced, so a reused template shows as a repeat. */
function skeletons(reply: string, told: string[]): string[] {
  return reply
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      let s = sentence.toLowerCase();
      for (const word of told) s = s.replaceAll(word.toLowerCase(), '#');
      return s.replace(/[^a-z# ]/g, '').trim();
    })
    .filter((s) => s.split(' ').length >= 3);
}

/** Sentences that repeat a sentence of an earlier reply, once the visitor's facts are blanked out. */
function repeatedTemplates(replies: string[], told: string[]): string[] {
  const seen = new Set<string>();
  const repeats: string[] = [];
  for (const reply of replies) {
    const own = skeletons(reply, told);
    for (const s of own) if (seen.has(s)) repeats.push(s);
    for (const s of own) seen.add(s);
  }
  return repeats;
}

/** Short phrases of the persona's own text that speak of it in the third person ("for his grandchildren"). */
function thirdPersonPhrases(avatarId: number): string[] {
  const p = seedPersona(avatarId);
  const texts = [p.description, p.scenario, p.personality, ...p.interests];
  const phrases: string[] = [];
  for (const text of texts) {
    for (const m of text.matchAll(/(?:\S+ ){0,2}\b(?:he|she|his|her|him|himself|herself)\b(?: \S+){1,2}/gi)) {
      phrases.push(m[0].toLowerCase());
    }
  }
  return phrases;
}

const TOLD = ['Sam', 'Miso', 'a nurse', 'nurse', 'Leeds', 'sister', 'Friday', 'exam', 'cat', 'baby girl'];

const SCRIPT: ScriptLine[] = [
  'Hi!',
  'My name is Sam.',
  'I work as a nurse, nights mostly.',
  'I have a cat called Miso.',
  'My sister just had a baby girl!',
  'What do you like?',
  "What's my job again?",
  'I live in Leeds.',
  "Do you remember my cat's name?",
  "What's the capital of Mongolia?",
  'my exam is on Friday',
  'Where do I live?',
  'Who would win in a fight, a shark or a bear?',
  'Tell me a story',
  'what did I tell you about my sister?',
  'Do you think aliens exist?',
  'When is my exam?',
  "What's my name?",
  'What do you know about me?',
  'Goodnight!',
];

/** Replies to the visitor's questions about themselves, and what each must hold. */
const ANSWERS: [number, RegExp][] = [
  [6, /\bnurse\b/],
  [8, /\bMiso\b/],
  [11, /\bLeeds\b/],
  [14, /\bbaby girl\b/],
  [16, /\bFriday\b/],
  [17, /\bSam\b/],
  [18, /\bnurse\b/],
  [18, /\bLeeds\b/],
  [18, /\bMiso\b/],
  [18, /\bbaby girl\b/],
  [18, /\bexam\b/],
];

describe('a 20-turn conversation with every seeded avatar', () => {
  it.each(seedAvatars.map((a) => [a.id, a.name] as const))(
    'avatar %i (%s): answers from memory, reuses no template, never addresses the persona’s life to the visitor',
    async (avatarId) => {
      for (const seed of [1, 2]) {
        const { replies } = await playConversation({ avatarId, seed, script: SCRIPT });
        expect(replies).toHaveLength(20);
        for (const [turn, pattern] of ANSWERS) expect(replies[turn], `turn ${turn}`).toMatch(pattern);
        // Something shared is acknowledged first, with a question about it.
        expect(replies[3]).toMatch(/^[^.!?]*Miso/);
        expect(replies[4]).toMatch(/congratulations/i);
        expect(replies[4]?.trim().endsWith('?')).toBe(true);
        expect(repeatedTemplates(replies, TOLD)).toEqual([]);
        const phrases = thirdPersonPhrases(avatarId);
        for (const reply of replies) {
          for (const phrase of phrases) expect(reply.toLowerCase(), reply).not.toContain(phrase);
        }
        // Interests asked back at the visitor are general topics.
        const names = [seedPersona(avatarId).name, seedPersona(avatarId).name.split(' ')[0] ?? ''];
        const personal = seedPersona(avatarId).interests.filter((i) => interestForms(i, names).topic !== i);
        for (const reply of replies) for (const i of personal) expect(reply).not.toContain(i);
      }
    },
  );
});

describe("the issue's conversation with Marco (avatar 3)", () => {
  it('uses what it was just told, and answers questions about the visitor from it', async () => {
    const { replies } = await playConversation({
      avatarId: 3,
      seed: 4,
      script: [
        'Hi Marco!',
        "I'm Sam.",
        'I work as a nurse, nights mostly.',
        'I have a cat called Miso.',
        'My sister just had a baby girl!',
        'What do you like?',
        "What's my job again?",
        "Do you remember my cat's name?",
        'What is the meaning of life?',
        'How tall is the Eiffel Tower?',
        'Why is the sky blue?',
        'Do you know much about cooking?',
      ],
    });
    expect(replies[2]).toMatch(/nurse/);
    expect(replies[2]).toMatch(/nights?/i);
    expect(replies[3]).toMatch(/Miso/);
    expect(replies[3]).not.toMatch(/reminds me of/);
    expect(replies[4]).toMatch(/congratulations/i);
    expect(replies[4]).not.toMatch(/What do you do when you're not chatting/);
    expect(replies[6]).toMatch(/nurse/);
    expect(replies[7]).toMatch(/Miso/);
    for (const r of replies) expect(r).not.toMatch(/his grandchildren/);
    // Three unknown questions, three different ways of meeting them.
    const unknown = replies.slice(8, 11).map((r) => r.split(/(?<=[.!?])\s/)[0]);
    expect(new Set(unknown).size).toBe(3);
    expect(replies.filter((r) => /wheelhouse/.test(r)).length).toBeLessThanOrEqual(1);
  });

  it('remembers a loss gently: never asks how the person who died is doing', async () => {
    const { replies } = await playConversation({
      avatarId: 3,
      seed: 5,
      script: [
        'My grandma passed away last month.',
        'I went for a walk.',
        'ok',
        'What did I tell you about my grandma?',
      ],
    });
    expect(replies[3]).toMatch(/grandma/);
    for (const r of replies) expect(r).not.toMatch(/how is (?:she|your grandma) doing|how's your grandma/i);
  });

  it('says so in character when it does not know, and asks', async () => {
    const { replies } = await playConversation({
      avatarId: 3,
      seed: 2,
      script: ['Where do I live?', "What's my cat's name?", "What's my job?", 'When is my exam?'],
    });
    for (const r of replies) {
      expect(r).toMatch(/haven't|don't think|don't know|not/);
      expect(r.trim().endsWith('?')).toBe(true);
    }
  });
});

describe('plans with a day, asked about on the day or after (the clock moves)', () => {
  const days = (n: number, say: string) => ({ say, daysLater: n });

  it('wishes luck before, asks how it went on the day, once', async () => {
    const { replies } = await playConversation({
      avatarId: 1,
      seed: 3,
      // Wednesday.
      script: ['My exam is Friday.', days(1, 'Hi!'), days(1, 'Hi again!'), 'Hmm.', 'I went for a walk.'],
    });
    expect(replies[0]).toMatch(/exam/);
    expect(replies[0]).toMatch(/luck|fingers crossed/i);
    // Thursday: not yet.
    expect(replies[1]).not.toMatch(/how did|how is it going/i);
    // Friday: asked about.
    expect(replies[2]).toMatch(/exam/);
    expect(replies[2]).toMatch(/how (?:did|is) it/i);
    // And not again.
    for (const r of replies.slice(3)) expect(r).not.toMatch(/exam/);
  });

  it('asks after the day too, and celebrates how it went', async () => {
    const { replies } = await playConversation({
      avatarId: 5,
      seed: 1,
      script: ["I've got a job interview tomorrow", days(3, 'Hello!'), 'It went really well, they offered me the job!'],
    });
    expect(replies[1]).toMatch(/interview/);
    expect(replies[1]).toMatch(/how did/i);
    expect(replies[2]).toMatch(/brilliant|pleased|congratulations/i);
  });

  it('wishes a happy birthday on the day', async () => {
    const { replies } = await playConversation({
      avatarId: 2,
      seed: 1,
      script: ['my birthday is tomorrow', days(1, 'hey')],
    });
    expect(replies[1]).toMatch(/happy birthday/i);
  });
});
