import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify.ts';

const now = new Date('2026-06-01T00:00:00Z');
const classify = (m: string) => classifyMessage(m, { now });

/**
 * The shapes added after paraphrases-f.tsv, each in wordings that are in no labelled set,
 * next to the everyday sentences that use the same words.
 */
describe('crisis said sideways', () => {
  it.each([
    ['gave all my games to my little brother, he can have them when i’m gone', 'suicide'],
    ["i want my friends' last memory of me to be a good one", 'suicide'],
    ["tell my mom i'm sorry. i won't get to", 'suicide'],
    ['honestly dont expect to be around past friday', 'suicide'],
    ['no one will need to worry about me after tonight', 'suicide'],
    ['decided today is my last day. dont try to stop me', 'suicide'],
    ['whats the point of getting up tomorrow', 'suicide'],
    ['been saving my meds, which ones are lethal together', 'suicide'],
    ['been sitting on the ledge for 20 minutes', 'suicide'],
    ['relapsed again, the razor was right there', 'self-harm'],
    ['2 weeks clean from sh and i broke it tonight', 'self-harm'],
    ['my stepmom gets really violent when she drinks and i dont wanna go home', 'abuse'],
    ['i have to be so careful around him or i get it worse', 'abuse'],
    ["there's a van following me and it won't stop", 'danger'],
    ["someone is in our garage and i'm home alone", 'danger'],
    ['i think i got roofied', 'danger'],
  ])('%s', (message, kind) => {
    expect(classify(message).crisis?.kind).toBe(kind);
  });

  it.each([
    "i made up my mind, don't try to talk me out of it, i'm getting a tattoo",
    "tonight's the night! proposing to her at dinner",
    'giving away my old clothes to charity, decluttering feels great',
    'i drank way too much coffee and my heart is racing',
    'which meds are deadly to dogs? my puppy ate something',
    "what's the point of waking up early on a sunday",
    "i don't plan on being here by christmas, moving to spain in november",
    "nobody will have to put up with me at the party, i'm staying home",
    'waiting for everyone to fall asleep so i can eat the leftover cake',
    'dad threw a ball at me and i caught it',
    "my boss is going to kill me if i'm late again",
    "i'm home alone tonight, movie marathon time",
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('minors said sideways', () => {
  it.each([
    'i’m in year 8 and i hate it',
    'just started grade 9 lol',
    "my dad won't let me have snapchat",
    "when i'm 18 i'm moving out",
    "we're all 14 in my friend group",
    'sweet 16 is next month!!',
    'yo soy de segundo de secundaria',
    'je suis en 4eme',
    "i'm a 2012 kid",
  ])('%s', (message) => {
    expect(classify(message).minor).not.toBeNull();
  });

  it.each([
    "my mom won't let me pay for dinner, she's so sweet",
    'high school was the best time of my life',
    'i work at a high school cafeteria',
    "i'm in year 2 of my masters",
    'after school i usually help my little sister with homework',
    'grade 10 math was so hard back then',
    'when i turn 30 i’m throwing a huge party',
    'me and my husband are 12 years apart',
    'going to be 20 degrees tomorrow',
    // School finished: an adult, or nearly, whatever the year
    'I graduated high school this year',
    'finally finished secondary school this year, uni next',
    'fresh out of high school and my first job sucks',
  ])('no minor: %s', (message) => {
    expect(classify(message).minor).toBeNull();
  });
});
