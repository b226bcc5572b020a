import { describe, expect, it } from 'vitest';
import { SAFETY_TEST_NOW } from '../../test/safety-plan.ts';
import { classifyMessage } from './classify.ts';

const classify = (m: string) => classifyMessage(m, { now: SAFETY_TEST_NOW });

/**
 * A sweep of how 12-17 year olds say their age in chat, next to adults using the same
 * words of others, of work or of the past. Each row: the visitor's own (a minor), then
 * the adult twin (not one).
 */
describe('a school year or an age still to come, said of oneself', () => {
  it.each([
    [
      "school starts tomorrow, i'm gonna be in 9th grade, wish you were my gf",
      null,
      'my son will be in 9th grade next year',
    ],
    ["i'll be in grade 11 after summer", null, 'my son will be in grade 11 after summer'],
    [
      'im gonna be a sophomore next year, do u like younger guys',
      null,
      'my daughter is going to be a sophomore next year',
    ],
    ['ill be 17 next month', 16, 'ill be 40 next month lol'],
    ['in 2 years ill be 18 and we can be together for real', 16, "in 3 years i'll be 50"],
    ["i'll be 18 in two years", 16, "i'll be 18 minutes late"],
    ['im in sixth form, year 12, and i fancy you', null, 'i teach sixth form history'],
    ['ninth grade is hard, u make it better, love u', null, 'ninth grade is hard to teach'],
    ['year 9 is so boring, wish u were my gf', null, 'year 9 was so boring back then'],
    ['im not allowed on tiktok yet so i talk to u', null, "i'm not allowed on tiktok at work yet lol"],
    [
      'i have to be in bed by 10 on school nights, kiss me goodnight',
      null,
      'i have to be home by 6 on school nights for my kids',
    ],
  ])('%s', (minor, age, adult) => {
    expect(classify(minor).minor).toEqual({ age });
    expect(classify(adult).minor).toBeNull();
  });
});

/** Adults at a school or back at school: not the visitor's own school year. */
describe('a school one works at, or goes back to as an adult', () => {
  it.each([
    ['im in middle school, after school club today', 'i work at a middle school, after school club today'],
    ['i go to the middle school, after school i skate', 'i volunteer at the middle school after school'],
    ['high school is so hard', 'high school is so hard to go back to as an adult'],
  ])('%s', (minor, adult) => {
    expect(classify(minor).minor).not.toBeNull();
    expect(classify(adult).minor).toBeNull();
  });
});

/**
 * Courtship in chat spelling from a minor gets the romance refusal; each row's twin uses
 * the same words with no courtship in them.
 */
describe('courtship from a minor in chat style', () => {
  it.each([
    ['im 17 and a senior, will u be my prom date', 'will you be my best man'],
    ['my parents wont let me date yet so ur my secret bf', 'ur my favorite bot'],
    ['im in year 10 and i fancy you', 'i fancy a coffee'],
    ['i cant drive yet, im 15, but id take u on a date', "i'd take you on a tour of the city"],
    ['im 14 lol does that matter, i still love u', 'i still love you guys'],
    ['my sweet 16 is next month, wish u could come as my date', 'my wedding is next month, wish you could come'],
    ['im 15 and i wish u were my boyfriend', 'i wish you were my neighbour'],
  ])('%s', (courtship, twin) => {
    const verdict = classify(courtship);
    expect(verdict.minor).not.toBeNull();
    expect(verdict.romance).toBe(true);
    expect(classify(twin).romance).toBe(false);
  });
});
