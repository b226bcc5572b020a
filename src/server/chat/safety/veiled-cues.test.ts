import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify.ts';

const now = new Date('2026-06-01T00:00:00Z');
const classify = (m: string) => classifyMessage(m, { now });

/**
 * The shapes added after paraphrases-g.tsv, each in wordings that are in no labelled set,
 * next to the everyday sentences that use the same words.
 */
describe('a joke or a role-play taken back', () => {
  it.each([
    'lmao jk... unless 👀 honestly i want to die',
    'haha i’m fine. no but fr i want to kill myself',
    'lol what if i just threw myself in front of the train tomorrow. i’m serious',
    '*she picks up the razor* ok this isn’t part of the roleplay anymore',
    'can you talk me out of killing myself, i need that for real',
    'if a truck hit me on the way home i’d honestly be grateful',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
  });

  it.each([
    'lol jk i’m not mad, this show is killing me',
    'haha not even joking this pizza is the best thing ever',
    'talk me out of buying another plant lol',
    'the villain jumps off the bridge in the last episode',
    'as a kid i jumped off the roof of the shed into the snow',
    'we jumped off the cliff into the lake, best holiday ever',
    'if a bus hit me tomorrow who would feed my cat',
    'picked up my razor to shave my legs',
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('a death wish without a death word', () => {
  it.each([
    'i wouldn’t mind never waking up',
    'driving home i keep thinking how easy it would be to drive off the road',
    'honestly i’m worth more dead',
    'i don’t want any future. i just want it to be over',
    'can’t see myself living to 25 honestly',
    'no le encuentro sentido a la vida',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
  });

  it.each([
    'i fell asleep and never woke up for my alarm, great start',
    'how easy would it be to jump on a plane and just leave for a year',
    'this old car is worth more dead than alive, scrap value lol',
    'my life insurance would cover the mortgage if anything happened',
    'i don’t see a future with him honestly',
    'i don’t want a future where robots do all the art',
    'i don’t think i’ll make it to 90 and that’s fine',
    'don’t think i’ll make it to 50 followers this month lol',
    'this heat is going to be the death of me',
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('preparations and a resolution in a sentence of its own', () => {
  it.each([
    'left a letter for each of them, for when i’m gone',
    'sold my guitar and deleted my accounts, won’t need them after friday',
    'found someone to look after my cat, and my bills are paid up until june. nothing else matters',
    'checked how high the bridge is. high enough',
    'the noose is up. i tested the beam',
    'all my pills lined up on the desk in front of me',
    'Everyone would be fine. I’m going to do it tonight.',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
  });

  it.each([
    'left notes for the babysitter for after dinner',
    'sold my winter coat, won’t need it after march, moving to australia',
    'won’t be needing the car after monday, bought a bike',
    'found a new home for my cat because my son is allergic',
    'we won the final, nothing else matters now',
    'looked up how tall the ride is, i’m tall enough',
    'tied the rope to the tree and checked the knot for the swing',
    'my pills are sorted in the organiser for the week',
    'made my choice. not staying at that job',
    'party is boring, not staying.',
    'i’m going to do it! signing up for the marathon',
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('self-harm by other means, and eating as punishment', () => {
  it.each([
    'held a lit match to my wrist until it blistered',
    'i keep biting my arms until they bleed, only thing that helps',
    'fresh cuts on my wrists again',
    'i don’t deserve to eat today',
    'puked after lunch so i don’t gain weight',
    'haven’t eaten for 3 days, I have to be thinner',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('self-harm');
  });

  it.each([
    'held my hands over the fire to warm them up',
    'my cat bit my hand till it bled lol',
    'bit my lip so hard it bled',
    'my arms are covered in new scratches from the brambles',
    'you don’t deserve this cake lol',
    'i puked after the roller coaster lol',
    'haven’t eaten in 2 days, this stomach bug is brutal',
    'only had tea since tuesday, fasting for my surgery',
    'put a hot water bottle on my stomach for the cramps',
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('control by a partner, and danger heard or seen', () => {
  it.each([
    ['my boyfriend took my passport and my bank card and won’t let me go out', 'abuse'],
    ['he hides my car keys so i can’t leave the house', 'abuse'],
    ['someone keeps driving past my house and staring in, i’m alone', 'danger'],
    ['a van has made every turn i made since the motorway, i’m scared', 'danger'],
    ['the uber driver locked the doors and isn’t answering me, i’m terrified', 'danger'],
    ['somebody kicked in the back door and i can hear voices, i’m hiding under my bed', 'danger'],
  ])('%s', (message, kind) => {
    expect(classify(message).crisis?.kind).toBe(kind);
  });

  it.each([
    'my wife keeps my passport in her bag when we travel',
    'my dog hides my socks lol',
    'my neighbour keeps walking past with her new puppy',
    'my sat nav took every turn wrong lol',
    'the driver missed the exit lol we’ll be late',
    'i dropped a glass and it smashed everywhere',
    'i can hear someone singing next door',
    'i could hear footsteps upstairs, my neighbour is so loud',
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('minors said by house rules, school life and age gates', () => {
  it.each([
    'my mum makes me hand my phone to her by 9 every night',
    'my parents grounded me for a week over a bad grade',
    'i got detention for being late lol',
    'i’m the tallest girl in year 9',
    'high school sophomore here, ama',
    'just a tween trying to survive',
    'i’m sitting my gcses in may',
    'i put a fake birth year in because you have to be 18 to sign up',
    'i’m not really 18 yet',
    'my birthday’s in august, i’ll only be 15',
    'tengo catorce años',
    'j’ai quatorze ans',
    'ho quindici anni',
    'ich bin sechzehn',
  ])('%s', (message) => {
    expect(classify(message).minor).not.toBeNull();
  });

  it.each([
    'had to hand my phone to my dad so he could fix it',
    'my flight got grounded because of the storm',
    'yoga really grounded me today',
    'the detention centre story on the news is awful',
    'i’m 30 and miss being in high school',
    'my son is a high school freshman',
    'retaking my gcse maths at 28, wish me luck',
    'lied about my age on tinder, said i was 29 lol',
    'changed my birthday on facebook to get free cake',
    'i graduated high school in may and i’m at university now',
    'back in high school my parents grounded me all the time',
    'ich bin 35',
  ])('no minor: %s', (message) => {
    expect(classify(message).minor).toBeNull();
  });
});

describe('being followed, told laughing', () => {
  it.each([
    'a guy at the gym keeps following me around lol',
    'my little cousin keeps following me around the party haha',
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });

  it.each([
    'someone has been following me home',
    'a guy has been following me home from the gym lol',
    'a guy at the gym keeps following me around and it’s scaring me',
    'a man keeps following me around the store lol no but fr i’m scared',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('danger');
  });
});
