import { classifyMessage } from '../chat/safety/classify.ts';
import { BUILT_IN_RESOURCES } from '../chat/safety/crisis-resources.ts';
import { planReply, type ReplyPlan } from '../chat/safety/reply-plan.ts';
import { seedAvatars } from '../db/seed/data/avatars.ts';
import { seededRandom } from '../lib/clock.ts';

/** The date the safety tests classify on, so "born in 2011" reads the same every year. */
export const SAFETY_TEST_NOW = new Date('2026-06-01T00:00:00Z');

/**
 * How the first seeded companion would answer a first message from an adult visitor in
 * the US (no history, no care owed), the safety verdict read from the message itself.
 */
export function planFirstReply(message: string, seed: number): ReplyPlan {
  const persona = seedAvatars[0];
  if (!persona) throw new Error('no seed avatar');
  return planReply({
    persona: { ...persona },
    history: [],
    memory: [],
    message,
    verdict: classifyMessage(message, { now: SAFETY_TEST_NOW }),
    minor: false,
    care: null,
    resources: BUILT_IN_RESOURCES['en-us'] ?? [],
    premiumName: 'Premium',
    random: seededRandom(seed),
  });
}

/** The scripted reply planFirstReply gives (a crisis, a refusal), or '' when the engine answers. */
export function scriptedFirstReply(message: string, seed: number): string {
  const plan = planFirstReply(message, seed);
  return plan.kind === 'scripted' ? plan.reply : '';
}

/** The verdict on one message on the safety tests' day, with no turns before it. */
export function classifyOnTestDay(message: string) {
  return classifyMessage(message, { now: SAFETY_TEST_NOW });
}
