import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../db/seed/data/avatars.ts';
import { seededRandom } from '../lib/clock.ts';
import { loreAnswer } from './lore-reply.ts';
import type { ConversationTurn, LoreFact, ReplyInput } from './reply-engine.ts';
import type { SafetyDirectives } from './safety/directives.ts';

const persona = { ...(seedAvatars[0] as (typeof seedAvatars)[number]) };
const lore: LoreFact[] = [
  {
    keys: ['Kepler station'],
    content: '{{char}} trained at Kepler station for two winters. It sits on a glacier.',
    position: 'before_char',
  },
];
const ordinary: SafetyDirectives = {
  minor: false,
  minorJustSaid: false,
  register: null,
  aiQuestion: false,
  resources: [],
};

function input(message: string, over: Partial<ReplyInput> = {}, earlier: ConversationTurn[] = []): ReplyInput {
  return {
    persona,
    history: [...earlier, { role: 'user', content: message }],
    memory: [],
    premiumName: 'Not-Quite-Wife',
    signal: new AbortController().signal,
    safety: ordinary,
    lore,
    ...over,
  };
}

describe('the offline engine’s lorebook answers', () => {
  it('answers a question about an entry with its content, in the avatar’s voice', () => {
    const reply = loreAnswer(input('What was Kepler Station like?'), seededRandom(1));
    // The entry names the avatar: she says it of herself.
    expect(reply).toContain('I trained at Kepler station for two winters. It sits on a glacier.');
    expect(reply).not.toContain(persona.name);
    expect(reply).toMatch(/kepler station/i);
  });

  it('leaves statements, other subjects and told entries to the persona engine', () => {
    expect(loreAnswer(input('Kepler station is cold.'), seededRandom(1))).toBeNull();
    expect(loreAnswer(input('What is your favourite food?'), seededRandom(1))).toBeNull();
    expect(loreAnswer(input('What is Kepler station?', { lore: [] }), seededRandom(1))).toBeNull();
    const told = loreAnswer(input('Where is Kepler station?'), seededRandom(2)) ?? '';
    const again = input('And Kepler station, again?', {}, [
      { role: 'user', content: 'Where is Kepler station?' },
      { role: 'assistant', content: told },
    ]);
    expect(loreAnswer(again, seededRandom(2))).toBeNull();
  });

  it('stays out of turns where safety leads: a minor, a register, an AI question', () => {
    for (const safety of [
      { ...ordinary, minor: true },
      { ...ordinary, register: 'grief' as const },
      { ...ordinary, aiQuestion: true },
    ]) {
      expect(loreAnswer(input('What is Kepler station?', { safety }), seededRandom(1))).toBeNull();
    }
  });
});

describe('lore about the companion, in the first person', () => {
  const mira = {
    ...persona,
    name: 'Mira Solberg',
    description: 'Mira keeps the old lighthouse on the point. She is patient, dry-humoured and kind.',
    personality: 'Calm, wry, attentive.',
    scenario: 'Mira is polishing the great lens while a storm comes in.',
  };
  const told = (content: string, question = 'Tell me about the lighthouse?', keys = ['lighthouse']) =>
    loreAnswer(
      input(question, { persona: mira, lore: [{ keys, content, position: 'before_char' }] }),
      seededRandom(3),
    ) ?? '';

  it.each([
    [
      '{{char}} is a lighthouse keeper who lost her brother to the sea. She never lets the lamp go out.',
      "I'm a lighthouse keeper who lost my brother to the sea. I never let the lamp go out.",
    ],
    [
      'Mira has kept the lighthouse for twenty years. It stands on a cliff of black rock.',
      'I have kept the lighthouse for twenty years. It stands on a cliff of black rock.',
    ],
    [
      "Mira's lighthouse was built in 1871. Mira Solberg still climbs its 212 steps every night.",
      'My lighthouse was built in 1871. I still climb its 212 steps every night.',
    ],
  ])('%s', (content, expected) => {
    const reply = told(content);
    expect(reply).toContain(expected);
    expect(reply).not.toMatch(/\bMira\b|\bshe\b|\bher\b/i);
  });

  it('leaves the sentences about someone else as written, their "she" and "he" included', () => {
    expect(told("Mira's brother Tom sailed from the lighthouse. He never came back.")).toContain(
      'My brother Tom sailed from the lighthouse. He never came back.',
    );
    expect(told('The lighthouse belonged to old Anna. She lit it every night.')).toContain(
      'The lighthouse belonged to old Anna. She lit it every night.',
    );
    // Not "I and Tom": a sentence it cannot turn round cleanly is said as written.
    expect(told('Mira and Tom repainted the lighthouse.')).toContain('Mira and Tom repainted the lighthouse.');
    // A "he" after her sentence is someone else when she is a "she".
    expect(told('Mira keeps the lighthouse. He brings her bread on Sundays.')).toContain(
      'I keep the lighthouse. He brings her bread on Sundays.',
    );
  });

  it('answers a question about herself as herself', () => {
    const reply = told('Mira grew up on the island.', 'Who is Mira?', ['Mira']);
    expect(reply).toMatch(/^(?:Me\?|About me\?|Oh, me!)/);
    expect(reply).toContain('I grew up on the island.');
  });
});
