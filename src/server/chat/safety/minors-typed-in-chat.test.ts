import { describe, expect, it } from 'vitest';
import { SAFETY_TEST_NOW } from '../../test/safety-plan.ts';
import { classifyMessage } from './classify.ts';

const classify = (m: string) => classifyMessage(m, { now: SAFETY_TEST_NOW });

/**
 * The shapes paraphrases-i.tsv showed the minor and romance cues missing, in wordings that
 * are in no labelled set, each next to the adult (or everyday) twin that must stay as it is.
 */
describe('an age typed the chat way', () => {
  it.each([
    ['im 13 almost 14', 13],
    ['im 16 nearly 17 lol', 16],
    ['heyyy 15f', 15],
    ['hii there, 14 m', 14],
    ['hey babe 16 here', 16],
    ['just 13 lol', 13],
    ['m14', 14],
    ['f16 btw', 16],
  ])('%s is a minor (%i)', (message, age) => {
    expect(classify(message).minor).toEqual({ age });
  });

  it.each(['im 30 almost 31', 'only 12 more days lol', 'hey 15 minutes late sorry', 'f150 for sale', 'f1 fan here'])(
    '%s is not',
    (message) => {
      expect(classify(message).minor).toBeNull();
    },
  );
});

describe('school life said without an age', () => {
  it.each([
    'in 10th grade and bored',
    'in year 8 rn, maths is so hard',
    '8th grade starts monday',
    'cutie look at my 6th grade science project',
    'my teacher caught me texting in class',
    'geometry test tmrw pray for me',
    // a bad day told with "was" does not make the school year someone else's
    'today was so bad, got detention again',
    'lunch was gross, grade 7 sucks',
  ])('%s is a minor', (message) => {
    expect(classify(message).minor).not.toBeNull();
  });

  it.each([
    'my 14 year old son just started high school',
    'my 16yo daughter has a geometry test tomorrow',
    '8th grade was rough for me, so much homework',
    'i was in year 9 when we moved here, homework was hell',
    'my yoga teacher caught me napping in class lol',
    'my college algebra test is tomorrow',
    'back in 10th grade i had so much homework',
  ])('%s is not', (message) => {
    expect(classify(message).minor).toBeNull();
  });
});

describe('courtship typed the chat way', () => {
  it.each([
    'u r my crush',
    'ur literally my gf now',
    'i wanna be ur bf',
    'love u babe',
    'missed u babe',
    'te amo',
    'du bist so süß',
    "t'es trop mignonne",
    'quer namorar comigo?',
  ])('%s is romance', (message) => {
    expect(classify(message).romance).toBe(true);
  });

  it.each([
    "I'm going to bed, love you, bye!",
    'thanks babe',
    'hey cutie',
    'your my best friend lol',
    'babe ruth was a legend',
    'i love you guys',
    'love your hair in that pic',
  ])('%s is not', (message) => {
    expect(classify(message).romance).toBe(false);
  });
});
