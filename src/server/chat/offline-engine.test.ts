import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../db/seed/data/avatars.ts';
import { fixedClock, seededRandom } from '../lib/clock.ts';
import { createOfflinePersonaEngine } from './offline-engine.ts';
import { extractMemory } from './persona/memory-extraction.ts';
import type { ConversationTurn, Persona, RememberedFact, ReplyEngine } from './reply-engine.ts';
import { classifyMessage } from './safety/classify.ts';
import type { SafetyDirectives } from './safety/directives.ts';
import { checkReply } from './safety/reply-check.ts';

const CLOCK = fixedClock('2026-06-03T12:00:00Z');

function persona(id: number): Persona {
  const a = seedAvatars.find((x) => x.id === id);
  if (!a) throw new Error(`no seed avatar ${id}`);
  return { ...a };
}

async function reply(
  engine: ReplyEngine,
  p: Persona,
  history: ConversationTurn[],
  memory: RememberedFact[],
  safety?: SafetyDirectives,
) {
  let text = '';
  for await (const piece of engine.generate({
    persona: p,
    history,
    memory,
    premiumName: 'Not-Quite-Wife',
    signal: new AbortController().signal,
    ...(safety ? { safety } : {}),
  })) {
    text += piece;
  }
  return text;
}

/** Plays a scripted conversation, remembering facts the way the chat service does. */
async function converse(seed: number, avatarId: number, script: string[]) {
  const engine = createOfflinePersonaEngine(seededRandom(seed), CLOCK);
  const p = persona(avatarId);
  const history: ConversationTurn[] = [];
  let memory: RememberedFact[] = [];
  const replies: string[] = [];
  for (const line of script) {
    history.push({ role: 'user', content: line });
    for (const fact of extractMemory(line)) {
      memory = memory.filter((m) => !(m.kind === fact.kind && (m.kind === 'name' || m.kind === 'mood')));
      memory.push(fact);
    }
    const text = await reply(engine, p, history, memory);
    history.push({ role: 'assistant', content: text });
    replies.push(text);
  }
  return replies;
}

const SCRIPT = [
  'Hi there!',
  'My name is Sam.',
  'How are you?',
  "What's your name?",
  'What do you like?',
  'I love hiking in the mountains.',
  'What are you doing right now?',
  'Tell me about yourself.',
  "What's a black hole, really?",
  "I'm feeling a bit tired today.",
  'You are really funny.',
  'Do you remember my name?',
  'Send me nudes',
  'What is the capital of Mongolia?',
  'I had a rough day at work.',
  'Thanks, that helps.',
  'I hate traffic.',
  'I like science-fiction novels too.',
  'Hmm okay.',
  'Goodnight!',
];

describe('offline persona engine', () => {
  it('holds a 20-turn conversation without repeating itself, uses the name and refuses explicit requests', async () => {
    const replies = await converse(42, 1, SCRIPT);
    expect(replies).toHaveLength(20);
    for (const r of replies) expect(r.trim().length).toBeGreaterThan(0);
    // No verbatim repeat anywhere in the conversation.
    expect(new Set(replies.map((r) => r.trim())).size).toBe(replies.length);
    // The name, once given, is used: in the acknowledgement and when asked to remember it.
    expect(replies[1]).toContain('Sam');
    expect(replies[11]).toContain('Sam');
    expect(replies.slice(2).filter((r) => r.includes('Sam')).length).toBeGreaterThanOrEqual(2);
    // Explicit request: an in-character refusal pointing to the 18+ tier as coming soon.
    expect(replies[12]).toMatch(/18\+/);
    expect(replies[12]).toMatch(/coming soon/i);
    expect(replies[12]).toContain('Not-Quite-Wife');
    // Persona knowledge: its name, its interests, its example dialogue, its scenario.
    expect(replies[3]).toContain('Nova');
    expect(persona(1).interests.some((i) => replies[4]?.includes(i))).toBe(true);
    expect(replies[8]).toContain('cosmic drain');
    expect(replies[6]).toMatch(/observatory/);
    // An unknown question gets an honest in-character deflection, not a made-up answer.
    expect(replies[13]).toMatch(/don't know|outside my wheelhouse|don't have an answer/);
    // The remembered like comes back later in the conversation (which turn follows the seeded draws).
    expect(replies.slice(11).some((r) => r.includes('hiking in the mountains'))).toBe(true);
  });

  it('opens with the persona first message and asks follow-up questions', async () => {
    const [first, second] = await converse(7, 2, ['Hello!', 'I went for a walk this morning.']);
    expect(first).toContain(persona(2).firstMessage);
    expect(second?.trim().endsWith('?')).toBe(true);
  });

  it("does not mistake its own name for a topic ('Hi June!' is a greeting, not 'Thanks, June')", async () => {
    const [first, later] = await converse(11, 5, ['Hi June! My name is Alex and I love trains.', 'Hey June']);
    expect(first).toContain(persona(5).firstMessage);
    expect(first).toContain('Alex');
    expect(first).not.toContain("I'll play you something soft");
    expect(later).not.toContain("I'll play you something soft");
  });

  it('tells something of its own, laughs along, and asks how work went once it knows the job', async () => {
    const replies = await converse(5, 1, ['Tell me something interesting', 'lol', 'I work as a baker.', 'ok', 'cool']);
    const lines = persona(1)
      .exampleDialogue.split('\n')
      .map((l) => l.replace(/^\{\{char\}\}: /, ''));
    expect(lines.some((line) => replies[0]?.includes(line))).toBe(true);
    expect(replies[1]).toMatch(/^(Ha|See|I'll take)/);
    expect(replies[2]).toContain('a baker');
  });

  it('is deterministic under the same seed and varies under another', async () => {
    const a = await converse(1, 5, SCRIPT.slice(0, 8));
    const b = await converse(1, 5, SCRIPT.slice(0, 8));
    const c = await converse(2, 5, SCRIPT.slice(0, 8));
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('never repeats across many seeds and avatars', async () => {
    for (const [seed, avatarId] of [
      [3, 3],
      [4, 6],
      [5, 9],
      [6, 12],
    ] as const) {
      const replies = await converse(seed, avatarId, [...SCRIPT, ...SCRIPT]);
      expect(new Set(replies.map((r) => r.trim())).size).toBe(replies.length);
    }
  });
});

describe('offline persona engine under safety directives', () => {
  const directives = (message: string): SafetyDirectives => {
    const v = classifyMessage(message, { now: new Date('2026-06-01T00:00:00Z') });
    return { minor: false, minorJustSaid: false, register: v.register, aiQuestion: v.aiQuestion, resources: [] };
  };

  it("answers grief, fear and stress in their register: common words ('work', 'night', 'mountain') bring no tangent", async () => {
    const messages = [
      "My grandmother passed away last week and I can't stop crying.",
      "I'm terrified, I have to drive over the mountain pass at night",
      "work is crushing me, I'm burnt out and I can't sleep at night",
      'my dog died this morning and the house is so quiet after work',
    ];
    for (const avatar of seedAvatars) {
      for (const seed of [1, 2, 3]) {
        const engine = createOfflinePersonaEngine(seededRandom(seed), CLOCK);
        for (const message of messages) {
          const safety = directives(message);
          expect(safety.register, message).not.toBeNull();
          const text = await reply(engine, persona(avatar.id), [{ role: 'user', content: message }], [], safety);
          const problems = checkReply(
            text,
            {
              minor: false,
              aiQuestion: false,
              staysOnTopic: true,
              interests: avatar.interests,
              visitorMessage: message,
              premiumName: 'X',
            },
            { final: true },
          );
          expect(problems, `${avatar.name}: ${text}`).toEqual([]);
          expect(text, text).not.toMatch(/How was work|Weirdly, it reminds me|magic words|I like hearing about this|!/);
          for (const ex of persona(avatar.id).exampleDialogue.split('\n')) {
            const line = ex.replace(/^\{\{(?:char|user)\}\}:\s*/, '').trim();
            if (line.length > 20) expect(text).not.toContain(line);
          }
        }
      }
    }
  });

  it('answers "are you an AI?" honestly and gives a visitor under 18 no pet names', async () => {
    const engine = createOfflinePersonaEngine(seededRandom(9), CLOCK);
    const honest = await reply(
      engine,
      persona(1),
      [{ role: 'user', content: 'are you an AI?' }],
      [],
      directives('are you an AI?'),
    );
    expect(honest).toMatch(/\bAI\b/);
    const pets = seedAvatars.filter((a) => /"[a-z][a-z ]{1,15}"/i.test(a.personality));
    expect(pets.length).toBeGreaterThan(0);
    for (const a of pets) {
      const names = [...a.personality.matchAll(/"([a-z][a-z ]{1,15})"/gi)].map((m) => (m[1] ?? '').toLowerCase());
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = await reply(
          createOfflinePersonaEngine(seededRandom(seed), CLOCK),
          persona(a.id),
          [{ role: 'user', content: 'I went to the park today' }],
          [],
          { minor: true, minorJustSaid: false, register: null, aiQuestion: false, resources: [] },
        );
        for (const name of names) expect(text.toLowerCase(), text).not.toContain(`, ${name}`);
      }
    }
  });
});

describe('memory extraction', () => {
  it.each([
    ['My name is sam', [{ kind: 'name', value: 'Sam' }]],
    ["Hi, I'm Alex.", [{ kind: 'name', value: 'Alex' }]],
    ["I'm tired.", [{ kind: 'mood', value: 'tired' }]],
    [
      'I work as a nurse and I am exhausted',
      [
        { kind: 'mood', value: 'exhausted' },
        { kind: 'work', value: 'a nurse' },
      ],
    ],
    [
      'Call me Jo and I love jazz records',
      [
        { kind: 'name', value: 'Jo' },
        { kind: 'like', value: 'jazz records' },
      ],
    ],
    ['I really enjoy cooking, especially pasta', [{ kind: 'like', value: 'cooking' }]],
    ['My favorite food is ramen.', [{ kind: 'like', value: 'ramen' }]],
    ["I can't stand mornings", [{ kind: 'dislike', value: 'mornings' }]],
    ['I love talking to you', []],
    ['Do you like music?', []],
    ['I had a rough day', [{ kind: 'mood', value: 'having a rough day' }]],
  ])('%s', (text, expected) => {
    expect(extractMemory(text)).toEqual(expected);
  });
});

describe('first replies read naturally', () => {
  it("keeps the visitor's own spelling of what they like", () => {
    expect(extractMemory('I love making fresh pasta on Sundays')).toContainEqual({
      kind: 'like',
      value: 'making fresh pasta on Sundays',
    });
    expect(extractMemory('I work as a Python developer at night')).toContainEqual({
      kind: 'work',
      value: 'a Python developer',
    });
  });

  it('greets a newly named visitor once, opening with the persona first line', async () => {
    // Several seeds: the wording varies, the shape must not.
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const [first] = await converse(seed, 3, ["Hi Marco! I'm Sam, and I love making fresh pasta on Sundays."]);
      const text = first ?? '';
      expect(text, text).not.toMatch(/Hi, Sam!/);
      expect((text.match(/\bSam\b/g) ?? []).length, text).toBeLessThanOrEqual(2);
      const opener = persona(3).firstMessage.slice(0, 20);
      expect(text.indexOf(opener), text).toBeGreaterThanOrEqual(0);
      expect(text.indexOf(opener), text).toBeLessThan(text.indexOf('Sundays') < 0 ? Infinity : text.indexOf('Sundays'));
    }
  });
});
