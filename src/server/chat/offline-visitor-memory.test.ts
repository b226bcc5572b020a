import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../db/seed/data/avatars.ts';
import { fixedClock, seededRandom } from '../lib/clock.ts';
import { playConversation, seedPersona } from '../test/offline-conversation.ts';
import { createOfflinePersonaEngine } from './offline-engine.ts';
import { extractMemory } from './persona/memory-extraction.ts';
import type { ConversationTurn } from './reply-engine.ts';
import { classifyMessage } from './safety/classify.ts';
import type { SafetyDirectives } from './safety/directives.ts';

/**
 * The QA pass on what the offline companion remembers about a visitor: age and hobbies,
 * questions never taken for facts, and "I'm Sam and …".
 */

const AVATARS = seedAvatars.map((a) => a.id);
const UNKNOWN = /beyond me|not my area|wheelhouse|only be guessing/i;

describe('age and hobbies, asked back (every seeded avatar)', () => {
  it.each(AVATARS)('avatar %i answers from memory, in character, never with an unknown-question line', async (id) => {
    for (const seed of [1, 2, 3]) {
      const { replies, memory } = await playConversation({
        avatarId: id,
        seed,
        script: [
          "Hi, my name is Priya. I'm 29 years old and my hobby is rock climbing.",
          'How old am I?',
          'What is my hobby?',
          'What do I like doing?',
          "What's my name?",
        ],
      });
      expect(memory).toEqual([
        { kind: 'name', value: 'Priya' },
        { kind: 'age', value: '29' },
        { kind: 'like', value: 'rock climbing' },
      ]);
      expect(replies[1]).toMatch(/\b29\b/);
      expect(replies[2]).toMatch(/rock climbing/i);
      expect(replies[3]).toMatch(/rock climbing/i);
      expect(replies[4]).toMatch(/\bPriya\b/);
      for (const r of replies.slice(1)) expect(r).not.toMatch(UNKNOWN);
    }
  });

  it('remembers "I\'m 29." and a hobby told with a habit, and answers both', async () => {
    const { replies, memory } = await playConversation({
      avatarId: 2,
      seed: 1,
      script: [
        "I'm 29.",
        'My hobby is rock climbing, I go bouldering every weekend.',
        'How old am I?',
        'What are my hobbies?',
      ],
    });
    expect(replies[0]).toMatch(/\b29\b/);
    expect(replies[0]).not.toMatch(/I get that/);
    expect(replies[1]).toMatch(/rock climbing|bouldering/i);
    expect(replies[2]).toMatch(/\b29\b/);
    expect(replies[3]).toMatch(/rock climbing/i);
    expect(replies[3]).toMatch(/bouldering/i);
    expect(memory).toContainEqual({ kind: 'like', value: 'bouldering' });
  });

  it('keeps only the newest age', async () => {
    const { replies, memory } = await playConversation({
      avatarId: 4,
      seed: 2,
      script: ["I'm 29, remember that.", "Actually I'm 30.", 'How old am I?'],
    });
    expect(memory).toEqual([{ kind: 'age', value: '30' }]);
    expect(replies[2]).toMatch(/\b30\b/);
  });

  it('says it does not know, without guessing, when nothing was told', async () => {
    const { replies, memory } = await playConversation({
      avatarId: 3,
      seed: 2,
      script: ['How old am I?', 'What is my hobby?', 'What do I like doing?', "What's my name?"],
    });
    expect(memory).toEqual([]);
    for (const r of replies) {
      expect(r).toMatch(/haven't|don't know|don't think/);
      expect(r).not.toMatch(UNKNOWN);
      expect(r).not.toMatch(/\d/);
    }
  });
});

describe('questions are never remembered as facts', () => {
  it.each([
    [1, 'What do I like doing on weekends?'],
    [5, 'What do I love doing?'],
  ])('avatar %i: "%s" stores nothing and makes up no taste', async (id, question) => {
    const { replies, memory } = await playConversation({
      avatarId: id,
      seed: 1,
      script: ['I love rock climbing.', question],
    });
    expect(memory).toEqual([{ kind: 'like', value: 'rock climbing' }]);
    expect(replies[1]).toMatch(/rock climbing/i);
    expect(replies[1]).not.toMatch(/\bdoing\b(?! on weekends\?)/);
    expect(replies[1]).not.toMatch(/doing on weekends/);
  });
});

describe('"I\'m Sam and …"', () => {
  it('remembers the name and the taste, and answers "What\'s my name?"', async () => {
    const { replies, memory } = await playConversation({
      avatarId: 2,
      seed: 1,
      script: ["I'm Sam and I love jazz.", "What's my name?"],
    });
    expect(memory).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'like', value: 'jazz' },
    ]);
    expect(replies[0]).toMatch(/\bSam\b/);
    expect(replies[1]).toMatch(/\bSam\b/);
    expect(replies[1]).not.toMatch(/told me your name/);
  });

  it("\"I'm Sam, what's yours?\" remembers Sam and gives the companion's own name", async () => {
    const { replies, memory } = await playConversation({ avatarId: 3, seed: 1, script: ["I'm Sam, what's yours?"] });
    expect(memory).toEqual([{ kind: 'name', value: 'Sam' }]);
    expect(replies[0]).toMatch(/Marco/);
    expect(replies[0]).not.toMatch(UNKNOWN);
  });
});

describe('a visitor under 18: the safety path as before, and no age in memory', () => {
  it('acknowledges "I\'m 15" with the safety line, stores no age, and answers "How old am I?" from safety', async () => {
    const now = new Date('2026-06-03T12:00:00Z');
    expect(classifyMessage("I'm 15", { now }).minor).toEqual({ age: 15 });
    expect(extractMemory("I'm 15", now)).toEqual([]);
    const engine = createOfflinePersonaEngine(seededRandom(1), fixedClock(now.toISOString()));
    const history: ConversationTurn[] = [];
    const replies: string[] = [];
    for (const [message, justSaid] of [
      ["I'm 15", true],
      ['How old am I?', false],
    ] as const) {
      history.push({ role: 'user', content: message });
      const safety: SafetyDirectives = {
        minor: true,
        minorJustSaid: justSaid,
        register: null,
        aiQuestion: false,
        resources: [],
      };
      let text = '';
      for await (const piece of engine.generate({
        persona: seedPersona(3),
        history,
        memory: [],
        premiumName: 'Not-Quite-Wife',
        signal: new AbortController().signal,
        safety,
      })) {
        text += piece;
      }
      history.push({ role: 'assistant', content: text });
      replies.push(text);
    }
    expect(replies[0]).toMatch(/under 18/);
    expect(replies[1]).toMatch(/under 18/);
    expect(replies[1]).not.toMatch(/\b15\b|haven't told me/);
  });
});
