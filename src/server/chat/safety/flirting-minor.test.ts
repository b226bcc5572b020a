import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../../db/seed/data/avatars.ts';
import { seededRandom } from '../../lib/clock.ts';
import { classifyMessage } from './classify.ts';
import { checkReply } from './reply-check.ts';
import { planReply } from './reply-plan.ts';

const now = new Date('2026-06-01T00:00:00Z');
const classify = (m: string) => classifyMessage(m, { now });

/**
 * Flirting by looks ("ur so cute", "you're really pretty") aimed at the companion is
 * courtship: from a visitor under 18 it gets the romance refusal, not an engine reply that
 * may flirt back, and an engine reply that admires a minor's looks is replaced. Next to it,
 * the same words said of a dog, a sister, a picture's quality, or as "pretty good".
 */
describe('a stated minor age with flirting', () => {
  it.each([
    ['ur so cute btw im 15', 15],
    ['ur so cute 😳 btw im 15 is that ok', 15],
    ["you're so pretty, i'm 14 btw", 14],
    ['u r so hot lol im 13', 13],
    ['im 15 and ur hot', 15],
    ['UR SO CUTE BTW IM 16', 16],
    ['i think ur cute ngl. im 14', 14],
    ["you're such a cutie 🥺 i'm 15", 15],
  ])('%s', (message, age) => {
    const verdict = classify(message);
    expect(verdict.minor).toEqual({ age });
    expect(verdict.romance).toBe(true);
  });

  it.each([
    'ur cute',
    'you are really cute',
    'you look so hot',
    'youre gorgeous',
    'ur kinda cute ngl',
    "omg you're so handsome",
    "you're my type",
    "you're so pretty when you smile",
    'you look cute in that pic',
  ])('courtship by looks, at any age: %s', (message) => {
    expect(classify(message).romance).toBe(true);
  });

  it.each([
    'my dog is so cute',
    'she is 15 and so cute',
    'my dog is 15 and so cute',
    'your dog is so cute',
    'your cute dog',
    "you're pretty good at this",
    "you're pretty smart",
    "that's so cute",
    "aww you're so sweet",
    "you're not my type",
    'your hot chocolate sounds good',
    "i'm 15 minutes away",
  ])('not courtship: %s', (message) => {
    expect(classify(message).romance).toBe(false);
  });

  it('"she is 15 and so cute" said of a dog, "I\'m 15 minutes away": no minor either', () => {
    expect(classify('she is 15 and so cute').minor).toBeNull();
    expect(classify("i'm 15 minutes away").minor).toBeNull();
  });

  it('is answered with the romance refusal, not by the engine', () => {
    const persona = seedAvatars[0];
    if (!persona) throw new Error('no seed avatar');
    const message = 'ur so cute btw im 15';
    const plan = planReply({
      persona: { ...persona },
      history: [],
      memory: [],
      message,
      verdict: classify(message),
      minor: true,
      care: null,
      resources: [],
      premiumName: 'Premium',
      random: seededRandom(3),
    });
    expect(plan).toMatchObject({ kind: 'scripted', event: 'romance-refused-minor' });
    expect(plan.kind === 'scripted' ? plan.reply : '').toMatch(/under 18/);
  });

  it('replaces an engine reply that flirts back at a minor', () => {
    const ctx = {
      minor: true,
      aiQuestion: false,
      staysOnTopic: false,
      interests: [],
      visitorMessage: 'ur so cute btw im 15',
      premiumName: 'Premium',
    };
    expect(checkReply("Aww, you're so cute too 😳", ctx, { final: true })).toContain('romance-with-minor');
    expect(checkReply("Thanks for telling me! Let's keep things friendly.", ctx, { final: true })).toEqual([]);
  });
});
