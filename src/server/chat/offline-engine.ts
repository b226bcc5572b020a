import { type Clock, type Random, seededRandom } from '../lib/clock.ts';
import { loreAnswer } from './lore-reply.ts';
import { composeReply } from './persona/compose.ts';
import { buildPersonaProfile } from './persona/persona-profile.ts';
import type { ReplyEngine, ReplyInput } from './reply-engine.ts';

/** Draws a regenerated reply has before it settles for a repeat (a persona with few lines). */
const REGENERATE_DRAWS = 12;

/**
 * A regeneration: seeded by the attempt's index (so attempt n reads the same on every
 * instance and after a restart), and unlike the earlier attempts when the persona allows.
 */
function regenerated(alternative: { index: number; avoid: string[] }, write: (random: Random) => string): string {
  const avoid = new Set(alternative.avoid.map((text) => text.trim()));
  let reply = '';
  for (let draw = 0; draw < REGENERATE_DRAWS; draw++) {
    reply = write(seededRandom(alternative.index * 1009 + draw * 7919 + 1));
    if (!avoid.has(reply.trim())) return reply;
  }
  return reply;
}

/**
 * The default engine: answers in character from the avatar's persona fields, offline and
 * deterministic under the injected random source and clock (the clock says when a plan
 * the visitor mentioned has come due). Yields a few words at a time so the stream looks
 * like any other engine's.
 */
export function createOfflinePersonaEngine(random: Random, clock: Clock): ReplyEngine {
  return {
    name: 'offline-persona',
    async *generate(input: ReplyInput) {
      // A question about something in the avatar's lorebook is answered from it (lore-reply.ts).
      const write = (source: Random) =>
        loreAnswer(input, source) ??
        composeReply({
          profile: buildPersonaProfile(input.persona),
          history: input.history,
          memory: input.memory,
          premiumName: input.premiumName,
          random: source,
          now: clock.now(),
          ...(input.safety ? { safety: input.safety } : {}),
          ...(input.opensWithGreeting ? { opensWithGreeting: true } : {}),
        });
      const reply = input.alternative ? regenerated(input.alternative, write) : write(random);
      const words = reply.split(/(?<= )/);
      for (let i = 0; i < words.length; i += 4) {
        if (input.signal.aborted) throw input.signal.reason ?? new Error('aborted');
        yield words.slice(i, i + 4).join('');
      }
    },
  };
}
