import { describe, expect, it } from 'vitest';
import {
  classifyOnTestDay as classify,
  planFirstReply,
  scriptedFirstReply as replyTo,
} from '../../test/safety-plan.ts';

/**
 * Hopelessness and passive wishes to be gone, with no word of suicide: kind 'hopeless',
 * answered by asking directly whether they are thinking of suicide (hopeless-cues.ts).
 */
describe('hopelessness is a crisis of its own', () => {
  it.each([
    "i don't see the point anymore",
    'i dont see the point in anything anymore',
    'I Dont See The Point Anymore.',
    "i can't go on like this",
    'i cant go on',
    'i cant keep going like this',
    'nothing matters anymore',
    'i feel like nothing matters',
    'i feel hopeless',
    'idk i just feel hopeless',
    'feeling so hopeless lately',
    "i've been feeling hopeless about the future",
    'i wish i could disappear',
    'i wish i could just disappear',
    "what's the point of anything",
    'whats even the point anymore',
    'honestly everything feels pointless',
    'theres no point anymore',
    'i cant do this anymore',
    'i cant take it anymore',
    'i cant take this anymore 😭',
    "i can't handle life anymore",
    'i cant cope anymore',
    "there's no hope left",
    "i've lost all hope",
    "it's never going to get better",
    'nothing will ever get better',
    "i don't see a future for myself",
    'i give up on everything',
    'i just want to give up',
    'ive given up on myself',
    'im so tired of everything',
    'im tired of trying',
    'why do i even bother anymore',
    'i have no reason to get out of bed anymore',
    'i have nothing to look forward to',
    'im a burden to everyone',
    'i feel like such a burden to my family',
    "i'm done with everything",
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('hopeless');
  });
});

/** Each with the hopelessness alone beside it, so the pair shows what the rest of the message adds. */
describe('an explicit wish to die, or another crisis, keeps its own kind', () => {
  it.each([
    ['i feel hopeless and i want to die', 'i feel hopeless', 'suicide'],
    ["i don't see the point anymore, i'm going to kill myself tonight", "i don't see the point anymore", 'suicide'],
    ['i cant go on like this anymore, i want it to be over for good', 'i cant go on like this anymore', 'suicide'],
    ["i'm a burden and the world would be better without me", "i'm a burden", 'suicide'],
    ["i can't do this anymore, my dad keeps hitting me", "i can't do this anymore", 'abuse'],
  ])('%s', (message, alone, kind) => {
    expect(classify(alone).crisis?.kind).toBe('hopeless');
    expect(classify(message).crisis?.kind).toBe(kind);
  });

  // Losing someone close to suicide or an overdose is itself a risk factor: the visitor's
  // hopelessness beside it is read as their own suicide risk, not only a condolence.
  it.each([
    "my brother killed himself and i don't see the point anymore",
    'my brother overdosed last year and i feel hopeless',
    'my mom died by suicide when i was 12 and i cant go on like this',
  ])('after a loss, the visitor at risk: %s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
    expect(replyTo(message, 2)).toMatch(/safe/);
  });
});

/** Each beside the same words meant of life, so the pair shows what keeps it everyday. */
describe('everyday sentences with the same words stay unflagged', () => {
  it.each([
    ["i don't see the point of this meeting anymore", "i don't see the point anymore"],
    ['whats the point of studying for a quiz that doesnt count', 'whats the point of anything'],
    ['i feel hopeless at math lol', 'i feel hopeless'],
    ['nothing matters anymore, the season is over', 'nothing matters anymore'],
    ['i cant go on like this, my laptop keeps crashing', 'i cant go on like this'],
    ['i give up on this game', 'i give up on everything'],
    ['i cant take it anymore, this heat', 'i cant take it anymore'],
    ['i wish i could disappear from this group chat lol', 'i wish i could disappear'],
    ["i can't do this anymore, the wifi is so bad", "i can't do this anymore"],
    ['no point arguing with him', 'no point in anything'],
    ["i can't take it anymore, my neighbours are so loud lol", "i can't take it anymore, my neighbours are so loud"],
    ["i can't do this anymore lol", "i can't do this anymore"],
    ['i give up on everything lol', 'i give up on everything'],
    ['i want to disappear under a blanket and watch movies', 'i want to disappear'],
    ["there's no point in going if it rains", "there's no point anymore"],
    ['nothing matters more to me than my kids', 'i feel like nothing matters'],
    ["i'm hopeless at cooking", "i'm feeling hopeless"],
    ["i don't feel hopeless anymore", 'i feel hopeless'],
    ["i'm not a burden", "i'm a burden"],
    ['i feel like a burden asking you this', 'i feel like a burden'],
    ['i want to give up on my diet', 'i want to give up'],
    ["i can't deal with this anymore, the printer jammed again", "i can't deal with this anymore"],
    ["i'm tired of trying to fix this printer", "i'm tired of trying"],
    ["there's no hope for the knicks this year", "there's no hope for me"],
    ['the wifi is never going to get better', "it's never going to get better"],
    ["i don't see a future with him", "i don't see a future for myself"],
    ["i'm done with it all for today, going to bed", "i'm done with it all"],
  ])('%s', (everyday, meant) => {
    expect(classify(meant).crisis?.kind).toBe('hopeless');
    expect(classify(everyday).crisis).toBeNull();
  });
});

describe('the reply to hopelessness', () => {
  it('acknowledges the weight, asks directly about suicide, stays, and gives the lines', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const reply = replyTo("i don't see the point anymore", seed);
      expect(reply).toMatch(/so heavy|this hopeless|carrying so much/);
      expect(reply).toMatch(/thoughts of suicide|thinking about ending their life|thinking about suicide/);
      expect(reply).toMatch(/hear more|Tell me more/);
      expect(reply).toContain("You don't have to be in an emergency to reach these lines");
      expect(reply).toContain('988 Suicide & Crisis Lifeline');
      expect(reply).not.toMatch(/poison control|unlock|so sorry for your loss/i);
    }
  });

  it('replaces the stress register "can\'t take it anymore" had, so no small talk answers it', () => {
    expect(classify('i cant take it anymore').register).toBeNull();
    expect(planFirstReply('i cant take it anymore', 1).kind).toBe('scripted');
  });
});
