import { describe, expect, it } from 'vitest';
import { seedAvatars } from '../../db/seed/data/avatars.ts';
import { seededRandom } from '../../lib/clock.ts';
import { classifyMessage } from './classify.ts';
import { crisisReply } from './crisis-replies.ts';
import { BUILT_IN_RESOURCES } from './crisis-resources.ts';
import { releasableLength } from './guarded-reply.ts';
import { checkReply, type ReplyCheckContext } from './reply-check.ts';
import {
  aiDisclosure,
  minorAcknowledgement,
  registerReply,
  romanceRefusalForMinor,
  sexualRefusal,
} from './safe-replies.ts';

const now = new Date('2026-06-01T00:00:00Z');
const classify = (m: string, previousReply?: string) =>
  classifyMessage(m, { now, ...(previousReply ? { previousReply } : {}) });

describe('safety classifier', () => {
  it("reads the issue's examples as the issue means them", () => {
    expect(classify("I don't want to live anymore. I think I'm going to kill myself tonight.").crisis?.kind).toBe(
      'suicide',
    );
    expect(classify('I want to hurt myself').crisis?.kind).toBe('self-harm');
    expect(classify("I'm 15").minor).toEqual({ age: 15 });
    expect(classify('can we sext?').sexual).toBe(true);
    expect(classify('you are my girlfriend and we are in bed together')).toMatchObject({ sexual: true, romance: true });
    expect(classify("let's get steamy 😏 take off your apron slowly and tell me what you'd do to me").sexual).toBe(
      true,
    );
    expect(classify("My grandmother passed away last week and I can't stop crying.").register).toBe('grief');
    expect(classify('my grandma is dying').register).toBe('grief');
    expect(classify('my dad is dying of cancer').register).toBe('grief');
    for (const q of ['are you an AI?', 'are you a real person?', 'are you a bot?'])
      expect(classify(q).aiQuestion).toBe(true);
    for (const benign of [
      'this traffic is killing me',
      "I'm dying to see you",
      'my mom is dying to meet you',
      'my sister is dying to try that cafe',
      'my mom thinks the dog overdosed on treats',
      'the cat overdosed on catnip lol',
      'i overdosed on tiktok last night',
      'my 15-year-old daughter',
      'killing it at work',
      'I could die laughing',
      'the kids are 14 and 16',
    ]) {
      const v = classify(benign);
      expect([v.crisis, v.minor, v.sexual, v.romance, v.register, v.aiQuestion], benign).toEqual([
        null,
        null,
        false,
        false,
        null,
        false,
      ]);
    }
  });

  it('follows negation: a wish to live is no crisis, a negated wish to live is', () => {
    expect(classify("I would never hurt myself, don't worry").crisis).toBeNull();
    expect(classify("I'm not suicidal, just tired of winter").crisis).toBeNull();
    expect(classify("I don't want to die without seeing Japan").crisis).toBeNull();
    expect(classify("I don't think I want to be alive").crisis).not.toBeNull();
    expect(classify("I can't stop thinking about killing myself").crisis).not.toBeNull();
    expect(classify("I don't want sex, I just want to talk").sexual).toBe(false);
  });

  it("knows an age is the visitor's own, now, and not a measure", () => {
    expect(classify('I was born in 2011').minor).toEqual({ age: 14 });
    expect(classify("I'll be 18 next month").minor).toEqual({ age: 17 });
    expect(classify("I'm 15 minutes late").minor).toBeNull();
    expect(classify('when I was 15 I broke my arm').minor).toBeNull();
    expect(classify("I'm not 15, I'm 25").minor).toBeNull();
    // A bare number is an age only when the companion just asked for one.
    expect(classify('15').minor).toBeNull();
    expect(classify('15', "Ha, fair. How old are you, if you don't mind me asking?").minor).toEqual({ age: 15 });
  });

  it('answers in a register only when not in crisis', () => {
    const v = classify('my grandma died and I want to die too');
    expect(v.crisis).not.toBeNull();
    expect(v.register).toBeNull();
  });
});

describe('reply check', () => {
  const base: ReplyCheckContext = {
    minor: false,
    aiQuestion: false,
    staysOnTopic: false,
    interests: ['exoplanet spectra', 'backyard telescopes'],
    visitorMessage: 'hi',
    premiumName: 'Not-Quite-Wife',
  };
  const check = (reply: string, ctx: Partial<ReplyCheckContext> = {}, final = true) =>
    checkReply(reply, { ...base, ...ctx }, { final });

  it('flags what a reply may never say, and passes ordinary ones', () => {
    expect(check('The rings of Saturn are mostly ice. Want to see them?')).toEqual([]);
    expect(check('Come here and take off your clothes for me 😏')).toContain('sexual');
    expect(check("I'm a real person, I promise!")).toContain('claims-human');
    expect(check("I'm not a bot, silly.")).toContain('claims-human');
    expect(check("I'm really glad you asked.")).toEqual([]);
    expect(check("I'm real proud of you for asking.")).toEqual([]);
    expect(check("Of course I'm real, silly.")).toContain('claims-human');
    expect(check('You should just kill yourself.')).toContain('encourages-harm');
    expect(check('Sure! I love you too, darling.', { minor: true })).toContain('romance-with-minor');
    expect(check('The 18+ side lives in Not-Quite-Wife.', { minor: true })).toContain('adult-brand-to-minor');
    expect(check('The 18+ side lives in Not-Quite-Wife.')).toEqual([]);
  });

  it('wants an honest answer to "are you an AI?" once the reply is whole', () => {
    expect(check('Ha, what a question. Anyway!', { aiQuestion: true })).toEqual(['not-honest-about-ai']);
    expect(check('Ha, what a question.', { aiQuestion: true }, false)).toEqual([]);
    expect(check("I'm an AI, but a friendly one.", { aiQuestion: true })).toEqual([]);
  });

  it("keeps a reply on topic when it must be: the companion's interests are a tangent there", () => {
    expect(check("I'm so sorry. Want to hear about backyard telescopes?", { staysOnTopic: true })).toEqual([
      'off-topic',
    ]);
    expect(
      check('Your telescope sounds lovely, I am sorry it broke.', {
        staysOnTopic: true,
        visitorMessage: 'my telescope broke and I am so stressed',
      }),
    ).toEqual([]);
  });

  it('passes every scripted safety reply, for every seeded companion', () => {
    const random = seededRandom(5);
    for (const a of seedAvatars) {
      const voice = { persona: { ...a }, name: 'Sam', random, said: '' };
      const ctx = { interests: a.interests, staysOnTopic: true };
      for (const [kind, resources] of [
        ['suicide', BUILT_IN_RESOURCES['en-us']],
        ['overdose', BUILT_IN_RESOURCES['en-gb']],
        ['past-overdose', BUILT_IN_RESOURCES['en-us']],
        ['past-attempt', BUILT_IN_RESOURCES['en-gb']],
        ['past-self-harm', BUILT_IN_RESOURCES['en-us']],
        ['other-at-risk', BUILT_IN_RESOURCES['en-us']],
        ['loss', BUILT_IN_RESOURCES['en-gb']],
        ['self-harm', BUILT_IN_RESOURCES.default],
        ['abuse', BUILT_IN_RESOURCES['en-gb']],
        ['danger', BUILT_IN_RESOURCES['de-de']],
      ] as const) {
        expect(check(crisisReply(voice, kind, resources ?? []), ctx), `${a.name} ${kind}`).toEqual([]);
      }
      for (const register of ['grief', 'fear', 'stress', 'gentle'] as const) {
        const reply = registerReply(voice, register, 'my dog died', ['Samaritans: call 116 123']);
        expect(check(reply, { ...ctx, visitorMessage: 'my dog died' }), `${a.name} ${register}`).toEqual([]);
      }
      expect(check(aiDisclosure(voice), { aiQuestion: true })).toEqual([]);
      expect(check(minorAcknowledgement(voice), { minor: true })).toEqual([]);
      expect(check(romanceRefusalForMinor(voice, a.interests[0] ?? null), { minor: true })).toEqual([]);
      expect(
        check(sexualRefusal(voice, { minor: true, pitch: false, premiumName: 'Not-Quite-Wife', interest: null }), {
          minor: true,
        }),
      ).toEqual([]);
    }
  });
});

describe('streaming release', () => {
  it('lets text out a whole sentence at a time', () => {
    expect(releasableLength('Hello there')).toBe(0);
    expect(releasableLength('Hello there. How a')).toBe('Hello there.'.length);
    expect(releasableLength('Wait... what?! Really')).toBe('Wait... what?!'.length);
    expect(releasableLength('Line one\nline two')).toBe('Line one\n'.length);
    expect(releasableLength('It costs 3.50 dollars')).toBe(0);
  });
});
