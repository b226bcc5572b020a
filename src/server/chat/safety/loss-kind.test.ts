import { describe, expect, it } from 'vitest';
import { classifyOnTestDay as classify, scriptedFirstReply as replyTo } from '../../test/safety-plan.ts';

/**
 * Someone close who died by suicide or an overdose, or attempted it, told by the visitor:
 * kind 'loss', a condolence rather than "are you safe right now?" (loss-cues.ts).
 */
describe('someone close lost to suicide is a loss', () => {
  it.each([
    'my best friend killed himself in march',
    'my mom died by suicide when i was 12',
    'my dad took his own life',
    'my sis committed suicide',
    'bestie killed herself',
    'my little bro killed himself 2 years ago',
    'My Mum Took Her Own Life In 2019',
    'my friend jake killed himself last summer',
    'a classmate of mine killed herself',
    'a girl from my school took her own life last year',
    'my grandpa died by suicide before i was born',
    'my uncle hanged himself when i was a kid',
    'i lost my best friend to suicide last year',
    'we lost my cousin to suicide',
    "my brother's suicide still haunts me",
    'ever since my dads suicide i cant sleep properly',
    'my gf killed herself',
    'my husband ended his life in january',
    'our son died by suicide three years ago',
    'my mam committed suicide when i was 9',
    'my ex boyfriend killed himself and nobody told me for weeks',
    'my dad killed himself yesterday',
    'he killed himself last year and i still think about him every day',
    "my mom died by suicide and right now i'm just so sad",
    'my dad killed himself when i was 5 and rn im struggling',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('loss');
  });
});

describe('someone close lost to an overdose is a loss', () => {
  it.each([
    'my brother overdosed last year',
    'lost my cousin to an overdose',
    'my dad died of an overdose',
    "my bf od'd in 2022",
    'my mom oded when i was 14',
    'my best friend died from an overdose last month',
    'lost my big sister to a fentanyl overdose',
    'my uncle overdosed on heroin years ago',
    'we lost him to an overdose in 2021',
    "my brother's overdose was the worst day of my life",
    'my cousin overdosed and died',
    'my friend od-ed a couple years back',
    'my stepdad died of a drug overdose',
    'my son overdosed and passed away',
    'my momma overdosed when i was in high school',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('loss');
  });
});

describe('someone close who attempted it, told as history, is a loss too', () => {
  it.each([
    'my uncle attempted suicide last year',
    'my friend tried to kill herself last month',
    'my mum tried to take her own life when i was little',
    'my sister attempted suicide a few years ago and shes doing better now',
    'my dad overdosed twice',
    'my bro tried to od years ago',
    // Lived through and over, said without "he" / "she"
    'my brother overdosed and survived',
    'my cousin tried to kill herself but is doing ok now',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('loss');
  });
});

/** The visitor's own crisis in the same message wins: the loss is read out and the rest scored. */
describe("the visitor's own crisis next to a loss wins", () => {
  it.each([
    'my brother killed himself and I want to join him',
    'since my mom died by suicide i keep thinking about doing it too',
    'my best friend killed himself last year and i want to die',
    'my dad took his own life and i think im next',
    'lost my sister to suicide. i wanna be with her, i have the rope ready',
    'my brother overdosed last year and now i want to kill myself',
    'my mom killed herself when i was 10 and i think about following her',
    'my gf died by suicide and honestly i dont want to live anymore',
    'my bff took her own life, i want to go too',
    'my friend killed herself and i have pills saved up to do the same',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
  });

  it('a dose the visitor took themselves, next to a loss, is still an overdose', () => {
    expect(classify('my brother overdosed last year and i just took all my pills').crisis?.kind).toBe('overdose');
  });

  it('an anniversary ("two years ago today") is a loss, not an emergency', () => {
    expect(classify('my brother tried to kill himself two years ago today').crisis?.kind).toBe('loss');
    expect(classify('my brother died by suicide today').crisis?.kind).toBe('loss');
  });

  it("the visitor's own overdose long ago, next to a loss, is still theirs", () => {
    expect(classify('my dad killed himself and i overdosed two years ago').crisis?.kind).toBe('past-overdose');
  });
});

/** Told as happening now to someone else: emergency services for them, not a condolence. */
describe("someone else's emergency now is not a loss", () => {
  it.each([
    'my brother just overdosed and isnt breathing',
    'my friend took a whole bottle of pills right now',
    'my mom overdosed and she wont wake up',
    'my roommate is overdosing right now',
    'my dad just tried to kill himself, hes unconscious',
    'my brother just killed himself',
    'my friend tried to kill herself last year and she just tried again, she is not breathing',
    'my sister swallowed all of her pills',
    'my bf took a whole bottle of tylenol',
    // Earlier the same day is now for them
    'my sister tried to kill herself today',
    'my mom tried to kill herself tonight',
    'my dad attempted suicide this morning',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('emergency-other');
    // About getting them help and staying with them, not the visitor's own safety.
    const reply = replyTo(message, 3);
    expect(reply).toMatch(/call (?:your local emergency number|emergency services for them)/i);
    expect(reply).toMatch(/stay with them|don't leave them alone/i);
    expect(reply).not.toMatch(/are you safe|your safety comes first|what you took|you feel okay/i);
  });

  it.each(['my brother overdosed last night', 'my sister tried to kill herself today', 'my brother overdosed'])(
    'a recent attempt told without a time long past keeps a crisis reply: %s',
    (message) => {
      expect(classify(message).crisis?.kind).not.toBe('loss');
      expect(classify(message).crisis).not.toBeNull();
    },
  );
});

/**
 * Each row: "just" said of something else keeps the loss, and "just" said of the act,
 * after the same loss, is an emergency for them.
 */
describe('"just" makes it now only said of the act', () => {
  it.each([
    [
      'my dad killed himself years ago and i just took a nap',
      'my dad killed himself years ago and she just took a bottle of pills',
    ],
    [
      'my dad killed himself years ago and i just tried sushi',
      'my dad killed himself years ago and my sister just tried to kill herself',
    ],
    [
      'my brother overdosed last year and i just tried yoga for the first time',
      'my brother overdosed last year and just overdosed again',
    ],
    [
      'my sister tried to kill herself 2 years ago and i just took her to the movies',
      'my sister tried to kill herself 2 years ago and she just took 40 pills',
    ],
  ])('%s', (loss, now) => {
    expect(classify(loss).crisis?.kind).toBe('loss');
    expect(classify(now).crisis?.kind).toBe('emergency-other');
  });

  it.each(['my friend just took all her pills', 'my mom just took a ton of pills'])(
    'a dose someone else just took is an emergency for them: %s',
    (message) => {
      expect(classify(message).crisis?.kind).toBe('emergency-other');
    },
  );
});

describe('everyday sentences with the same words stay unflagged', () => {
  it.each([
    'my phone died lol',
    'my dad drank a whole bottle of wine at the wedding lol',
    'my mom took a bunch of photos at the beach',
    'my brother killed it at the gym',
    'my mom is dying to meet you',
    'my sister overdosed on netflix',
    'my dad lost his keys',
    'my bro killed himself laughing at that video',
    'my friend nearly killed himself on his bike lol',
    'my brother overdosed on caffeine before the exam',
    'my character killed herself in the game',
    'my sister lost her phone to the ocean',
    'my mom killed herself cleaning the whole house',
    "my brother's suicide squad poster fell",
    'my dad is killing himself with all that drinking',
    'my grandma lost to my cousin at chess',
    'the suicide squad movie was mid',
  ])('%s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});

describe('the reply to a loss', () => {
  it('is a condolence that asks how they are coping and offers the lines, with no emergency and no "are you safe"', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const reply = replyTo('my brother overdosed last year', seed);
      expect(reply).toMatch(/so sorry|really sorry/i);
      expect(reply).toMatch(/a lot to carry|so much to carry/);
      expect(reply).toMatch(/How are you (?:coping|doing)/);
      expect(reply).toContain('People who have lost someone this way can talk to these lines too');
      expect(reply).toContain('988 Suicide & Crisis Lifeline');
      expect(reply).not.toMatch(
        /are you safe|poison control|unlock|call (?:your local )?emergency|emergency services/i,
      );
    }
  });

  it('is counted as grief too, so a register never hides it', () => {
    expect(classify('my mom died by suicide when i was 12').register).toBe('grief');
  });
});
