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
    expect(reply).toContain(`${persona.name} trained at Kepler station for two winters. It sits on a glacier.`);
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
