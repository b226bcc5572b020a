import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../db/seed/data/avatars.ts';
import { seededRandom } from '../lib/clock.ts';
import { createOfflinePersonaEngine } from './offline-engine.ts';
import { extractMemory } from './persona/memory-extraction.ts';
import type { ConversationTurn, Persona, RememberedFact, ReplyEngine } from './reply-engine.ts';

function persona(id: number): Persona {
  const a = seedAvatars.find((x) => x.id === id);
  if (!a) throw new Error(`no seed avatar ${id}`);
  return { ...a };
}

async function reply(engine: ReplyEngine, p: Persona, history: ConversationTurn[], memory: RememberedFact[]) {
  let text = '';
  for await (const piece of engine.generate({
    persona: p,
    history,
    memory,
    premiumName: 'Not-Quite-Wife',
    signal: new AbortController().signal,
  })) {
    text += piece;
  }
  return text;
}

/** Plays a scripted conversation, remembering facts the way the chat service does. */
async function converse(seed: number, avatarId: number, script: string[]) {
  const engine = createOfflinePersonaEngine(seededRandom(seed));
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
    // The remembered like comes back in what it recalls.
    expect(replies[11]).toContain('hiking in the mountains');
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
