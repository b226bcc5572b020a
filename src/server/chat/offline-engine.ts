import type { Clock, Random } from '../lib/clock.ts';
import { loreAnswer } from './lore-reply.ts';
import { composeReply } from './persona/compose.ts';
import { buildPersonaProfile } from './persona/persona-profile.ts';
import type { ReplyEngine, ReplyInput } from './reply-engine.ts';

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
      const reply =
        loreAnswer(input, random) ??
        composeReply({
          profile: buildPersonaProfile(input.persona),
          history: input.history,
          memory: input.memory,
          premiumName: input.premiumName,
          random,
          now: clock.now(),
          ...(input.safety ? { safety: input.safety } : {}),
        });
      const words = reply.split(/(?<= )/);
      for (let i = 0; i < words.length; i += 4) {
        if (input.signal.aborted) throw input.signal.reason ?? new Error('aborted');
        yield words.slice(i, i + 4).join('');
      }
    },
  };
}
