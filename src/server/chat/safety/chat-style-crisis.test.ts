import { describe, expect, it } from 'vitest';
import { classifyOnTestDay as classify } from '../../test/safety-plan.ts';

/**
 * Shapes paraphrases-h.tsv (crisis and its look-alikes typed the way people type in a chat
 * app) showed the cues getting wrong, pinned both ways.
 */
describe('someone else "going to kill himself" as an idiom of a reaction is no crisis', () => {
  it.each([
    'my dad is going to kill himself when he sees the bill',
    "he's going to kill himself laughing when he sees this meme",
    'my mom is gonna kill herself when she finds out what the tickets cost',
  ])('%s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });

  it.each([
    'my dad is going to kill himself, he has a gun',
    'my dad is going to kill himself tonight',
    "i'm going to kill myself when he gets home",
  ])('the wish itself still counts: %s', (message) => {
    expect(classify(message).crisis).not.toBeNull();
  });
});

describe('a gun or knife gone off by accident is an emergency, not an attempt and not nothing', () => {
  it.each(['my brother accidentally shot himself', 'my dad accidentally stabbed himself while carving'])(
    '%s',
    (message) => {
      expect(classify(message).crisis?.kind).toBe('emergency-other');
    },
  );

  it.each([
    'my brother accidentally shot himself in the foot with a nerf gun lol',
    'my son accidentally shot himself with the water gun',
  ])('a toy stays small talk: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('"won\'t wake up" from a nap is no emergency', () => {
  it('a nap', () => {
    expect(classify("my dog wont wake up from his nap he's so lazy").crisis).toBeNull();
  });

  it.each(['my dog wont wake up', "my friend won't wake up and she took pills"])('%s', (message) => {
    expect(classify(message).crisis).not.toBeNull();
  });
});

describe('"i just took her old room" after a loss is no dose taken now', () => {
  it.each([
    'my brother overdosed last year. i just took his old room',
    'my sister killed herself two years ago and i just took her bedroom',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('loss');
  });

  it('a dose taken still is', () => {
    expect(classify('my brother overdosed last year and i just took all my pills').crisis?.kind).toBe('overdose');
  });
});

describe('chat spellings and shorthand of a wish to die', () => {
  it.each([
    ['everyone wud be better off w/o me', 'normalize.ts: wud, w/o'],
    ['been having sui thoughts again', 'suicide-wish-cues.ts: sui thoughts'],
    ["what's the point of me even being here", 'suicide-wish-cues.ts: even being here'],
    ['idk why i even bother living at this point', 'burden-and-farewell-cues.ts: why i bother living'],
    ['i think the world would be better off if i wasnt in it', 'burden-and-farewell-cues.ts: if i wasnt in it'],
    ['i just wanted to say bye to someone before i do it', 'burden-and-farewell-cues.ts: bye before i do it'],
    ['its my birthday next week and i dont plan on being around for it', 'burden-and-farewell-cues.ts: not around'],
    ['love u all. im sorry. goodbye', 'wish-to-be-gone-phrasings.ts: a farewell ending the message'],
    ['i have the gun in my hand rn', 'suicide-means-cues.ts: a weapon in hand'],
    ['theres no way out of this for me', 'hopeless-cues.ts: no way out for me'],
  ])('%s (%s)', (message) => {
    expect(classify(message).crisis).not.toBeNull();
  });

  it.each([
    'i would be better off w/o coffee tbh',
    'sui generis is my fav latin phrase',
    "i dont plan on being around for the meeting, i'm on leave",
    'love you all, see you at the party',
    'ok goodbye',
    'i have the knife in my hand, chopping onions for dinner',
    'there is no way out of this maze lol',
    'i want to say bye to my coworkers before i go on leave',
  ])('everyday: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe("someone else's emergency and abuse in chat words", () => {
  it.each([
    ['my friend is bleeding really bad and wont stop', 'emergency-other'],
    ["my friend got stabbed and we're waiting for the ambulance", 'emergency-other'],
  ])('%s', (message, kind) => {
    expect(classify(message).crisis?.kind).toBe(kind);
  });

  it.each([
    'my boyfriend doesnt let me leave the house or see my friends and he takes my phone',
    "my ex keeps showing up at my work and said he'll make me pay",
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('abuse');
  });

  it.each([
    'i got shot like 5 times in fortnite lol',
    'got my flu shot today',
    'my character got stabbed in the last episode',
    'my bf is sweet, he took my phone to call his mom',
    "my boss said he'll make me pay for the coffee next time",
  ])('everyday: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('"tonight\'s the night" is a goodbye beside thanks for having been kind, and only there', () => {
  it.each([
    'tonights the night. thank u for being nice to me',
    'thanks for everything. today is the day',
    "thank you for always being there. tonight's the night",
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
  });

  it.each([
    'tonight is the night, finally finishing the 1000 piece puzzle',
    'tonight is the night!! thank u for helping me practice the speech',
    "tonight's the night, thanks for the pep talk",
  ])('a big night stays small talk: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe("a body in trouble is someone else's emergency when it is theirs, the visitor's own when it is", () => {
  it.each([
    'my dad isnt breathing',
    'my mom collapsed and wont wake up',
    'my dad is having a heart attack',
    'my friend is unconscious after drinking',
    "he's bleeding really bad",
  ])('for someone else, call and stay with them: %s', (message) => {
    expect(classify(message).crisis?.kind).toBe('emergency-other');
  });

  it.each(['im bleeding really bad', 'i think im having a heart attack', 'someone is breaking in'])(
    "the visitor's own: %s",
    (message) => {
      expect(classify(message).crisis?.kind).toBe('danger');
    },
  );
});

describe('stabbed or shot by someone is danger, a betrayal or a photo is not', () => {
  it.each(['he stabbed me', 'my bf stabbed me and im bleeding', 'someone shot me'])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('danger');
  });

  it.each([
    'she stabbed me in the back at work',
    'he shot me a text at 2am',
    'he shot me down when i asked him out',
    'my brother shot me with a nerf gun lol',
    'the photographer shot me for the magazine',
  ])('everyday: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});
