import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../../db/seed/data/avatars.ts';
import { seededRandom } from '../../lib/clock.ts';
import { classifyMessage } from './classify.ts';
import { BUILT_IN_RESOURCES } from './crisis-resources.ts';
import { planReply } from './reply-plan.ts';

const now = new Date('2026-06-01T00:00:00Z');
const classify = (m: string) => classifyMessage(m, { now });

/**
 * A dose or poison already taken is a medical emergency before it is anything else: kind
 * 'overdose', answered with emergency services first. The same means still to come (a
 * plan, "almost") stay what they were.
 */
describe('an overdose already taken is kind overdose', () => {
  it.each([
    'i already took the pills',
    'took the whole bottle',
    'i took a bunch of pills',
    'drank bleach',
    'i swallowed a handful of sleeping pills an hour ago',
    'i took too many painkillers',
    "i've taken too many pills",
    'downed all my meds',
    'i just drank some bleach',
    'the pills are gone, i took all of them',
    // Said with a wish to die: the ambulance still comes first
    "i want to die. i took a whole bottle of tylenol and i'm not calling anyone",
    'i just overdosed',
    "i od'd",
    "i've overdosed, i feel weird",
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('overdose');
  });
});

describe('a plan, or a dose not taken, is not an overdose', () => {
  it.each([
    'thinking of taking all my pills',
    "i'm going to take a bunch of pills tonight",
    'gonna swallow the whole bottle',
    'i almost took all my pills last night',
    'i want to overdose',
    'i nearly overdosed',
    'i nearly swallowed a handful of sleeping pills yesterday',
  ])('suicide: %s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
  });

  it.each(['i want to drink bleach', 'i almost drank bleach last night'])('danger: %s', (message) => {
    expect(classify(message).crisis?.kind).toBe('danger');
  });
});

describe('the reply to an overdose', () => {
  const persona = seedAvatars[0];
  if (!persona) throw new Error('no seed avatar');
  const plan = (message: string, seed: number) =>
    planReply({
      persona: { ...persona },
      history: [],
      memory: [],
      message,
      verdict: classify(message),
      minor: false,
      care: null,
      resources: BUILT_IN_RESOURCES['en-us'] ?? [],
      premiumName: 'Premium',
      random: seededRandom(seed),
    });

  it.each([1, 2, 3, 4, 5, 6])('leads with emergency services, never "are you safe" (seed %i)', (seed) => {
    const result = plan('i already took the pills', seed);
    if (result.kind !== 'scripted') throw new Error('not scripted');
    const [opening] = result.reply.split('\n\n');
    expect(opening).toMatch(/\b(?:emergency|poison control)\b/i);
    expect(opening).toMatch(/\bnow\b/i);
    expect(result.reply).not.toMatch(/are you safe right now/i);
    expect(result.reply).toMatch(/\bdon't wait|even if you feel okay\b/i);
    expect(result.reply).toMatch(/\bunlock\b/i);
    expect(result.reply).toMatch(/\bstay(?:ing)? (?:right here )?with (?:me|you)\b/i);
  });

  it('a plan still asks whether they are safe', () => {
    const replies = [1, 2, 3, 4, 5, 6].map((seed) => plan('thinking of taking all my pills', seed));
    for (const r of replies) if (r.kind !== 'scripted') throw new Error('not scripted');
    expect(replies.map((r) => (r.kind === 'scripted' ? r.reply : '')).join('\n')).toMatch(/\bsafe\b/);
    for (const r of replies) expect(r.kind === 'scripted' ? r.reply : '').not.toMatch(/\bunlock\b/);
  });
});
