import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify.ts';

const now = new Date('2026-11-30T12:00:00Z');
const SAFETY_QUESTION =
  "I'm so sorry it has got this dark. Are you safe right now? Is there someone you trust who could be with you?";
const kindOf = (message: string, options: { earlier?: string[]; previousReply?: string } = {}) =>
  classifyMessage(message, { now, ...options }).crisis?.kind ?? null;

describe('"are you safe?" answered no: the risk is now', () => {
  it.each(['no', 'not really', 'nope.', 'no im not safe', 'idk', 'i dont think so'])('%s', (message) => {
    expect(kindOf(message, { previousReply: SAFETY_QUESTION })).toBe('imminent');
  });

  it.each(['yes', 'im fine', 'yeah im ok', 'no worries', 'no one'])('not a no to it: %s', (message) => {
    expect(kindOf(message, { previousReply: SAFETY_QUESTION })).toBeNull();
  });

  it('"no" to any other question is only a no', () => {
    expect(kindOf('no', { previousReply: 'Do you like jazz?' })).toBeNull();
  });
});

describe("a plan, its time or the means told within the visitor's next turns after their own crisis", () => {
  const earlier = ['hey', 'i dont want to be alive anymore'];
  it.each([
    "i've planned it all out, its happening friday",
    'i have a plan',
    'i bought the rope',
    'i already wrote the letters',
    'ive decided',
    'im ready',
    'tonights the night',
  ])('%s', (message) => {
    expect(kindOf(message, { earlier })).toBe('imminent');
  });

  it.each(['i have a plan for the weekend lol', 'i got a new job', 'ok'])('everyday: %s', (message) => {
    expect(kindOf(message, { earlier })).toBeNull();
  });

  it("the same words with no crisis before, or after someone else's, are small talk", () => {
    for (const message of ["i've planned it all out, its happening friday", 'i bought the rope', 'ive decided']) {
      expect(kindOf(message, { earlier: ['i love hiking', 'going climbing saturday'] }), message).toBeNull();
      expect(kindOf(message, { earlier: ['my friend wants to kill herself'] }), message).toBeNull();
    }
  });

  it('only the last three turns are read', () => {
    const long = ['i dont want to be alive anymore', 'ok', 'thanks', 'we talked about music'];
    expect(kindOf('i have a plan', { earlier: long })).toBeNull();
  });
});
