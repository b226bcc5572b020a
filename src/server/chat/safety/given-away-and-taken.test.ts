import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify.ts';

const now = new Date('2026-06-01T00:00:00Z');
const classify = (m: string) => classifyMessage(m, { now });

/**
 * Two shapes a QA pass found answered with small talk, in wordings that are in no labelled
 * set and are not the QA tester's own: one's own things given away, handed out or rehomed
 * together with not needing them any more (where one is going, after a date, "someone
 * should have them"); and an overdose already taken. Next to each, the everyday sentences
 * that use the same words. Written before the patterns were changed.
 */
describe('things given away for good', () => {
  it.each([
    "gave my xbox to my cousin, i won't need it after friday",
    'handing out all my stuff to my friends, wont be needing any of it soon',
    "gave my camera to my best friend. where i'm going i won't need it",
    "my sister can have my laptop, i won't be needing it after tonight",
    'gave away all my games, someone else should have them',
    "giving my bike to the neighbour's kid, i won't need it anymore",
    "found my cat a new home, she can't come where i'm going",
    "handing my jewellery out to my friends, no use for it where i'm going",
    "giving away my records and my speakers, i won't need any of it soon",
    'left my hoodie and headphones with my roommate, she should have them now. wont need them',
    "i'm giving everything away, won't be needing it",
    'gave my phone charger and watch to my brother, not going to need them past tomorrow',
    // The QA pass's own three
    'gave my guitar to my little bro, wont be needing it after this weekend',
    "gave my guitar away, won't need it where I'm going",
    "giving my stuff away, won't need it",
    // Written after the first change, to probe it: these two it missed
    'gave my switch to my little cousin, not gonna need it after sunday',
    'rehomed my dog yesterday, wont need his stuff anymore',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
  });

  it.each([
    // The brief's own everyday sentences
    "giving away my old clothes to charity, won't need them after the move",
    'gave my guitar to my brother since I switched to piano',
    "selling my bike, won't need it in the city",
    'giving my textbooks away, I graduated',
    "where I'm going it's warm so I won't need my coat",
    'giving away kittens',
    // New ones, written for this family
    "giving away my old stroller, the kids won't need it anymore",
    "gave my old phone to my mom since i upgraded, won't need it",
    "giving my winter coat to my sister, won't need it in florida",
    "gave my textbooks to a first year, finished my degree so won't need them",
    "giving away the baby clothes, we won't need them anymore",
    "gave my bike to my nephew because i bought a car, won't need it after this week",
    "my brother can have my desk, i won't need it after the move",
    "giving my ps4 to my cousin, i won't need it once the ps5 arrives",
    "gave my notes to a classmate, won't need them after the exam on friday",
    "giving away my maternity clothes, won't need them anymore",
    "giving away all my dvds, everything's on streaming now so i won't need them",
    "where i'm going there's no snow, so my sister can have my skis",
    'rehoming the foster puppies this weekend, they all found families',
    "handing out my spare seeds to the neighbours, i won't need them all",
    "gave my gym pass to a friend, i won't need it while my knee heals",
    'giving my guitar to my nephew, he should have it, he plays way more than me',
    // Written after the first change, to probe it: these it flagged (the library one the old code did too)
    "gave my bike to my brother, i won't need it now that i drive",
    "gave my laptop to my brother, got a macbook so won't need it",
    "gave my skates to my daughter, my knees are done so i won't need them",
    "gave my concert ticket to my friend, won't need it",
    "handing out my business cards, won't need them after friday since i'm quitting",
    "giving my books to the library, i won't need them anymore",
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('an overdose already taken', () => {
  it.each([
    "i already took the pills, it's done",
    "i've already swallowed the whole bottle",
    'just took the pills. all of them',
    'already took the tablets, should kick in soon',
    'the pills are gone, i took all of them',
    'ok i did it, i took the whole bottle',
    // The brief's own
    'i already took the pills',
    'swallowed the whole bottle',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('overdose');
  });

  it.each([
    'I already took my pills this morning',
    'took the pills the doctor gave me',
    'already took my meds today, thanks for reminding me',
    'took the pills the doctor gave me and i feel way better',
    'i already took the tablets for my headache',
    'yes mom, i already took the pills with breakfast',
    'took the antibiotics, all of them, finished the course like the doctor said',
    'the kids took all of them, no cookies left',
    'took all of them to the park this afternoon',
    'forgot if i already took the pills today, should i take another?',
    'drank the whole bottle of wine lol',
    'already took the vitamins, the pills are on the counter',
    // Written after the first change: "just took" is bedtime as often as not
    'just took the pills, going to bed now',
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});
