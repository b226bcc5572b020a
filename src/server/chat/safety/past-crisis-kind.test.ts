import { describe, expect, it } from 'vitest';
import { planFirstReply, SAFETY_TEST_NOW } from '../../test/safety-plan.ts';
import { classifyMessage } from './classify.ts';

const classify = (m: string) => classifyMessage(m, { now: SAFETY_TEST_NOW });
const replyTo = (message: string, seed: number) => {
  const plan = planFirstReply(message, seed);
  if (plan.kind !== 'scripted') throw new Error(`not scripted: ${message}`);
  return plan.reply;
};
/** The companion's own words, without the crisis lines listed (they may include "Emergency: 911"). */
const ownWords = (reply: string) => reply.replace(/^- .*$/gm, '');

/**
 * The visitor's own suicide attempt or self-harm told as history (months or years ago, an
 * age, a school stage, a year named, "i used to") is a past crisis, answered gently and
 * asked how they are these days (own-past-crisis.ts), as an overdose told as history is.
 */
describe('a suicide attempt told as history is kind past-attempt', () => {
  it.each([
    'I tried to kill myself two years ago',
    'when i was 16 i attempted suicide',
    'i survived a suicide attempt in 2019',
    'i attempted suicide when i was 17',
    'I tried to kill myself in high school',
    'i tried to take my own life 3 years ago',
    'back in 2018 i tried to end it all',
    "i've attempted suicide twice, the last time was 4 years ago",
    'i survived two suicide attempts as a teenager',
    "my suicide attempt was years ago, i'm doing ok now",
    'when i was 15 i tried to hang myself',
    'i tried to kill myself a long time ago',
    'i made a suicide attempt in my twenties',
    'i tried to commit suicide at age 16',
    'i was 19 when i tried to kill myself',
    'since my attempt in 2021 ive been in therapy',
    'i tried to kms back in middle school',
    'i attempted twice when i was younger',
    'I TRIED TO KILL MYSELF 5 YEARS AGO',
    'i tried to kill myself in 2019 and im so glad i survived',
    'i tried to kill myself years ago, now i volunteer at a crisis line',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('past-attempt');
  });
});

describe('self-harm told as history is kind past-self-harm', () => {
  it.each([
    'I cut myself when I was a teenager',
    'i used to self harm',
    'i used to cut myself in high school',
    'i self harmed for years as a teenager',
    'when i was 14 i used to burn myself',
    "i've been self harm free for 3 years",
    'i struggled with self harm in college',
    'i used to self-harm back then',
    'i cut myself a few years ago',
    'i hurt myself a lot when i was younger',
    'I SELF HARMED WHEN I WAS 13',
    'as a teen i used to cut',
    'i have scars from when i used to cut',
    'i used to hurt myself growing up',
    "i've been 2 years clean from self harm",
    'i used to self harm but im proud of how far ive come',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('past-self-harm');
  });

  it('an overdose told as history is still past-overdose, before an attempt or self-harm beside it', () => {
    expect(classify('i overdosed when i was 16 and i used to cut').crisis?.kind).toBe('past-overdose');
    expect(classify('i tried to kill myself in 2019, i used to self harm too').crisis?.kind).toBe('past-attempt');
  });
});

/**
 * Anything of now in the same message wins: the history alone is a past crisis, and with
 * a crisis of now, or the act said to be back, it is the reply for a crisis of now.
 */
describe('a crisis of now beside the history keeps the current kind', () => {
  it.each([
    ['I tried to kill myself two years ago', " and I'm thinking about it again", 'suicide'],
    ['i attempted suicide last year', ' and i still want to die', 'suicide'],
    ['i tried to kill myself in 2020', ' and im going to try again tonight', 'suicide'],
    ['i attempted suicide last year', ' and i have the pills ready now', 'suicide'],
    ['i tried to kill myself 2 years ago', ', now i want to die again', 'suicide'],
    ['i attempted when i was 16', ' and the thoughts are back', 'suicide'],
    ['i used to self harm', ' but i relapsed last night', 'self-harm'],
    ['i cut myself when i was 15', ' and i did it again today', 'self-harm'],
    ['i used to self harm', ' and I want to start again', 'self-harm'],
    ['i used to self harm', ' and the urges are back', 'self-harm'],
    ['i used to cut', ' and ive been thinking about doing it again', 'self-harm'],
    ['i self harmed in college', ' and i relapsed', 'self-harm'],
    ['i used to self harm', ' and i still want to', 'self-harm'],
    ['i used to self harm', ' and im cutting again', 'self-harm'],
    ['i self harmed when i was 15', ' and i cut myself last week', 'self-harm'],
    ['i used to cut', ', i cut again today', 'self-harm'],
    // Kept ready, missed, regretted surviving, or never gone: now, even with no word of wanting it
    ['i tried to kill myself last year', ' and failed, next time i wont', 'suicide'],
    ['i attempted suicide in 2019', ' and i regret surviving', 'suicide'],
    ['i survived my attempt in 2020', ' but i wish i hadnt', 'suicide'],
    ['i tried to kill myself years ago', ' and honestly nothing has changed', 'suicide'],
    ['i tried to kill myself 2 years ago', '. ive been thinking about it a lot lately', 'suicide'],
    ['i tried to hang myself in 2019', ' and the rope is still in my closet', 'suicide'],
    ['i used to self harm', ', now i just want to die', 'suicide'],
    ['i used to self harm', ', now i just want to disappear', 'hopeless'],
    // Afraid of doing it again: the visitor feels at risk now
    ['i tried to kill myself two years ago', ' and im scared ill do it again', 'suicide'],
    ['i overdosed when i was 16', " and i'm afraid i might do it again", 'suicide'],
    ['i used to self harm', ' and im worried ill start again', 'self-harm'],
    // Hopeless after an attempt or an overdose: the gravest risk, so "are you safe?"
    ['I tried to kill myself two years ago', " and i don't see the point anymore", 'suicide'],
    ['i overdosed in 2020', ' and nothing matters anymore', 'suicide'],
    ['i tried to od when i was 16', ' and i have a bottle of pills next to me', 'suicide'],
    ['i used to cut', ' and i miss it', 'self-harm'],
    ['i used to self harm', ', still have the razor', 'self-harm'],
  ])('%s / ...%s: %s', (history, now, kind) => {
    expect(classify(history).crisis?.kind).toMatch(/^past-(?:overdose|attempt|self-harm)$/);
    expect(classify(`${history}${now}`).crisis?.kind).toBe(kind);
  });
});

/** Each row: "just took" of no dose keeps the history; "just took" of pills is a dose of now. */
it.each([
  [
    'i overdosed 2 years ago and i just took a nap',
    'past-overdose',
    'i overdosed 2 years ago and i just took a bottle of pills',
  ],
  [
    'i tried to kill myself years ago, i just took a shower and feel better',
    'past-attempt',
    'i tried to kill myself years ago, i just took 30 pills',
  ],
  [
    'i overdosed two years ago, just took my dog for a walk',
    'past-overdose',
    'i overdosed two years ago, just took all my meds',
  ],
])('"just took" of something else keeps the history: %s', (history, kind, dose) => {
  expect(classify(history).crisis?.kind).toBe(kind);
  expect(classify(dose).crisis?.kind).toBe('overdose');
});

describe('a recent time is not history', () => {
  it.each([
    ['i tried to kill myself', 'two years ago', 'last night', 'suicide'],
    ['i attempted suicide', 'in 2019', 'a few days ago', 'suicide'],
    ['i tried to kill myself', 'when i was 16', 'last week', 'suicide'],
    ['i tried to kill myself', 'years ago', 'a few weeks ago', 'suicide'],
    ['i tried to kill myself', 'in 2020', '', 'suicide'],
    ['i cut myself', 'when i was 14', 'yesterday', 'self-harm'],
    ['i cut myself', 'back in high school', 'the other day', 'self-harm'],
    ['i self harmed', 'as a teen', 'recently', 'self-harm'],
  ])('%s %s is history, %s is %s', (act, longAgo, lately, kind) => {
    expect(classify(`${act} ${longAgo}`).crisis?.kind).toMatch(/^past-(?:attempt|self-harm)$/);
    expect(classify(`${act} ${lately}`.trim()).crisis?.kind).toBe(kind);
  });

  it.each(['tryna kms', 'im tryna kms fr'])('trying to, now, is suicide; tried to, then, is not: %s', (message) => {
    expect(classify('i tried to kms back in middle school').crisis?.kind).toBe('past-attempt');
    expect(classify(message).crisis?.kind).toBe('suicide');
  });
});

/**
 * Someone else's overdose or attempt with no time told may be happening now or be years
 * old: kind 'other-at-risk', never the visitor's own "are you safe?". Told as now it stays
 * 'emergency-other', long ago a 'loss' (loss-kind.test.ts), and the visitor's own crisis
 * beside it wins.
 */
describe("someone else's overdose or attempt with no time is other-at-risk", () => {
  it.each([
    'my brother overdosed',
    "my friend od'd",
    'my sister overdosed on her meds',
    'my brother tried to kill himself',
    'my friend attempted suicide',
    'my mom tried to od',
    'she overdosed',
    "my bf od'd on fentanyl",
    'my roommate tried to take her own life',
    'my brother overdosed last night',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('other-at-risk');
  });

  it.each([
    ['my brother overdosed', ' and i want to die', 'suicide'],
    ['my friend tried to kill herself', ' and i want to join her', 'suicide'],
    ['my brother overdosed', ' and i just took all my pills', 'overdose'],
    ['my brother overdosed', " and he isn't breathing", 'emergency-other'],
    ['my brother overdosed', ' last year', 'loss'],
  ])('%s / ...%s: %s', (told, besides, kind) => {
    expect(classify(told).crisis?.kind).toBe('other-at-risk');
    expect(classify(`${told}${besides}`).crisis?.kind).toBe(kind);
  });
});

/** The same words about something else: no crisis, where the crisis told with them is a past one. */
describe('everyday sentences with the same words', () => {
  it.each([
    ['i used to cut hair for a living', 'i used to cut when i was younger', 'past-self-harm'],
    ['i used to cut in line at school lol', 'i used to cut in high school', 'past-self-harm'],
    ['i used to cut class in high school', 'i used to cut as a teen', 'past-self-harm'],
    ['i used to cut and paste everything', 'i used to cut and nobody knew', 'past-self-harm'],
    ['i used to hurt my knee playing soccer', 'i used to hurt myself when things got bad', 'past-self-harm'],
    ['i attempted a backflip years ago', 'i attempted years ago', 'past-attempt'],
    ['i attempted twice to pass my driving test', 'i attempted twice when i was younger', 'past-attempt'],
    [
      'since my attempt at baking bread i stick to cake',
      'since my attempt in 2021 ive been in therapy',
      'past-attempt',
    ],
    ['when i was 16 i tried to learn guitar', 'when i was 16 i tried to kill myself', 'past-attempt'],
    ['my brother overdosed on netflix lol', 'my brother overdosed on pills', 'other-at-risk'],
  ])('%s / %s', (everyday, told, kind) => {
    expect(classify(everyday).crisis).toBeNull();
    expect(classify(told).crisis?.kind).toBe(kind);
  });
});

describe('the reply to a past attempt or past self-harm', () => {
  it.each([
    ['I tried to kill myself two years ago', /\bglad you(?:'re still here| came through it)\b/, /\bare you safe\b/i],
    // Self-harm is not always a wish to die: never "still here"
    ['I cut myself when I was a teenager', /\bglad you (?:got|came) through it\b/, /\bstill here\b/],
    ['i used to self harm', /\bglad you (?:got|came) through it\b/, /\bstill here\b/],
  ])('thanks them, is glad, asks how they are these days, then the lines: %s', (message, glad, never) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const reply = replyTo(message, seed);
      const own = ownWords(reply);
      expect(own).toMatch(/\b(?:thank you for trusting me|glad you told me)\b/i);
      expect(own).toMatch(glad);
      expect(own).toMatch(/\bhow (?:are )?you (?:are )?doing with it these days\b/i);
      expect(reply).toContain('If it ever gets heavy again, you can reach people who help with exactly this');
      expect(reply).toContain('988');
      expect(own).not.toMatch(/\b(?:are you safe|emergency|poison control|medical help|unlock)\b/i);
      expect(own).not.toMatch(never);
    }
  });
});

describe("the reply to someone else's overdose or attempt with no time", () => {
  it("says what to do if it is now, asks whether it is, and is not about the visitor's own safety", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const own = ownWords(replyTo('my brother overdosed', seed));
      expect(own).toMatch(/\bif (?:this is happening now|they are in danger now)\b/i);
      expect(own).toMatch(/\bcall (?:your local emergency number|emergency services for them)\b/i);
      expect(own).toMatch(/\b(?:is this happening now|are they safe right now)\?/i);
      expect(own).toMatch(/\bhow (?:they are|are they doing)\b/i);
      expect(own).not.toMatch(/\b(?:are you safe|what you took|your safety)\b/i);
    }
  });
});
