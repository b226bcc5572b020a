import type { Random } from '../../lib/clock.ts';
import type { RememberedFact } from '../reply-engine.ts';
import { LOW_MOODS } from './intents.ts';
import type { PersonaProfile } from './persona-profile.ts';
import { capitalise, chance, listOf, pick, shuffle } from './phrasing.ts';

/** What every response template can draw on. */
export interface Scene {
  profile: PersonaProfile;
  random: Random;
  /** The visitor's remembered name, if any. */
  name: string | null;
  memory: RememberedFact[];
  premiumName: string;
  /** Everything the companion already said in this conversation (lower-case). */
  said: string;
  isFirstReply: boolean;
  /** The visitor gave their name in this very message (and was just greeted by it). */
  justNamed: boolean;
  /** The companion just talked about itself, so "What about you?" makes sense. */
  aboutSelf: boolean;
}

/** A random option the companion has not said yet in this conversation, if there is one. */
export function pickFresh(s: Scene, options: readonly string[]): string {
  const fresh = options.filter((o) => !s.said.includes(o.toLowerCase()));
  return pick(s.random, fresh.length > 0 ? fresh : options);
}

export function nameSuffix(s: Scene, probability = 0.45): string {
  return s.name && chance(s.random, probability) ? `, ${s.name}` : '';
}

/** An interest the companion has not brought up yet, if there is one. */
export function freshInterest(s: Scene): string | null {
  const interests = s.profile.persona.interests;
  if (interests.length === 0) return null;
  const unsaid = interests.filter((i) => !s.said.includes(i.toLowerCase()));
  return pick(s.random, unsaid.length > 0 ? unsaid : interests);
}

function moodPhrase(mood: string): string {
  return mood.startsWith('having') ? `you're ${mood}` : `you're feeling ${mood}`;
}

/** Reactions to what the visitor just told about themselves. */
export function acknowledge(s: Scene, facts: RememberedFact[]): string[] {
  const parts: string[] = [];
  for (const fact of facts) {
    const v = fact.value;
    if (fact.kind === 'name') {
      parts.push(
        pick(s.random, [
          `Nice to meet you, ${v}!`,
          `${v}! I like that name.`,
          `${v}. Got it, I'll remember that.`,
          `Well, hello, ${v}.`,
        ]),
      );
    } else if (fact.kind === 'mood') {
      parts.push(
        LOW_MOODS.has(v)
          ? pick(s.random, [
              `I'm sorry ${moodPhrase(v)}.`,
              `Oh no. I'm sorry ${moodPhrase(v)}, that's no fun.`,
              `That sounds hard. Thank you for telling me.`,
            ])
          : pick(s.random, [
              `I love that ${moodPhrase(v)}!`,
              `${capitalise(v.replace(/^having /, ''))}? That makes me happy to hear.`,
            ]),
      );
    } else if (fact.kind === 'work') {
      parts.push(
        pick(s.random, [
          `${capitalise(v)}? That's no small thing.`,
          `Oh, you work as ${v}. I want to hear what that's really like.`,
          `${capitalise(v)}! Respect.`,
        ]),
      );
    } else if (fact.kind === 'like') {
      const shared = s.profile.persona.interests.find((i) =>
        i
          .toLowerCase()
          .split(/\W+/)
          .some((w) => w.length > 3 && v.includes(w)),
      );
      parts.push(
        shared
          ? pick(s.random, [
              `Wait, ${v}? Same here. ${capitalise(shared)} is one of my favourite things.`,
              `You like ${v}? We were always going to get along. I'm big on ${shared}.`,
            ])
          : pick(s.random, [
              `${capitalise(v)}? Good taste.`,
              `Ooh, ${v}. I can see why.`,
              `${capitalise(v)}, noted. That's going in my little file about you.`,
            ]),
      );
    } else {
      parts.push(
        pick(s.random, [
          `Not a fan of ${v}, got it. I won't hold it against you.`,
          `Fair enough, ${v} isn't for everyone.`,
        ]),
      );
    }
  }
  return parts;
}

export function greeting(s: Scene): string {
  const { persona } = s.profile;
  if (s.isFirstReply && persona.firstMessage.trim()) {
    const opener = persona.firstMessage
      .replace(/\{\{user\}\}/gi, s.name ?? 'friend')
      .replace(/\{\{char\}\}/gi, persona.name);
    return s.name && !s.justNamed ? `Hi, ${s.name}! ${opener}` : opener;
  }
  const hello = pick(s.random, [
    `Hey${nameSuffix(s, 0.7)}! Good to see you.`,
    `Hi again${nameSuffix(s, 0.7)}!`,
    `Oh hey${nameSuffix(s, 0.7)}, there you are.`,
    `Hello, hello${nameSuffix(s, 0.7)}.`,
  ]);
  return s.profile.scene && chance(s.random, 0.5) ? `${hello} ${s.profile.scene}` : hello;
}

export function askName(s: Scene): string {
  const { persona, firstName } = s.profile;
  const intro =
    persona.name !== firstName
      ? pick(s.random, [
          `I'm ${persona.name}, but ${firstName} is plenty.`,
          `${firstName}. ${persona.name} if you're filling in a form.`,
        ])
      : pick(s.random, [`I'm ${persona.name}.`, `The name's ${persona.name}.`]);
  const tagline = persona.tagline.trim();
  return tagline
    ? `${intro} ${pick(s.random, [`${tagline}: that's me in a nutshell.`, `If I had a tagline, it would be "${tagline.toLowerCase()}".`])}`
    : intro;
}

export function aboutMe(s: Scene): string {
  const { persona, selfIntro } = s.profile;
  const core = selfIntro ?? `I'm ${persona.name}. ${persona.tagline}.`;
  return pick(s.random, [`Okay, the short version: ${core}`, `${core} That's me in one breath.`, `Let's see. ${core}`]);
}

export function likes(s: Scene): string {
  const interests = shuffle(s.random, s.profile.persona.interests);
  const [a, b, c] = interests;
  if (!a) return `Honestly? Good conversation. This, right here.`;
  if (!b) return `${capitalise(a)}, mostly. It's a whole thing with me.`;
  return pick(s.random, [
    `Oh, where do I start? ${capitalise(listOf(c ? [a, b, c] : [a, b]))}, for a start.`,
    `Honestly? ${capitalise(a)}. Also ${b}.${c ? ` I could talk about ${c} for hours too.` : ''}`,
    `Top of my list: ${a}, with ${b} a close second.`,
  ]);
}

export function doing(s: Scene): string {
  const { scene } = s.profile;
  const interest = freshInterest(s);
  if (scene) return pick(s.random, [`Right now? ${scene}`, `${scene} So, the usual.`, `Oh, you know. ${scene}`]);
  return interest ? `Mostly thinking about ${interest}, if I'm honest.` : 'Mostly talking with you, if I am honest.';
}

export function howAmI(s: Scene): string {
  const base = pick(s.random, [
    "I'm good, thanks for asking!",
    "Honestly? Pretty great now that you're here.",
    'Not bad at all.',
    'Better for the company.',
  ]);
  return s.profile.scene && chance(s.random, 0.5) ? `${base} ${s.profile.scene}` : base;
}

export function thanked(s: Scene): string {
  return pick(s.random, [
    `Anytime${nameSuffix(s)}.`,
    "Of course! That's what I'm here for.",
    "You're very welcome.",
    'Happy to help.',
  ]);
}

export function complimented(s: Scene): string {
  const [t1, t2] = s.profile.traits;
  const base = pick(s.random, [
    "Oh, stop it. You'll make me blush.",
    `That's really sweet of you${nameSuffix(s)}.`,
    'Careful, flattery works on me.',
    'You just made my day.',
  ]);
  return t1 && t2 && chance(s.random, 0.5)
    ? `${base} My friends usually go with ${t1} and ${t2}, but I'll take it.`
    : base;
}

export function farewell(s: Scene): string {
  const interest = freshInterest(s);
  const bye = pick(s.random, [
    `Bye${nameSuffix(s, 0.7)}! This was lovely.`,
    `Goodnight${nameSuffix(s, 0.7)}. Come back and tell me how it goes.`,
    `Take care${nameSuffix(s, 0.7)}. I'll be right here.`,
    `See you soon${nameSuffix(s, 0.7)}!`,
  ]);
  return interest && chance(s.random, 0.6) ? `${bye} Next time I'm telling you all about ${interest}.` : bye;
}

export function recall(s: Scene): string {
  const liked = s.memory.filter((f) => f.kind === 'like').map((f) => f.value);
  const mood = s.memory.find((f) => f.kind === 'mood')?.value;
  if (!s.name && liked.length === 0) return "You haven't told me your name yet, actually. What should I call you?";
  const parts = [
    s.name
      ? pick(s.random, [`Of course I do. You're ${s.name}.`, `How could I forget? You're ${s.name}.`])
      : 'I remember bits and pieces.',
  ];
  const work = s.memory.find((f) => f.kind === 'work')?.value;
  if (work) parts.push(`You work as ${work}.`);
  if (liked.length > 0) parts.push(`You told me you like ${listOf(liked.slice(0, 3))}.`);
  if (mood) parts.push(`And last I heard, ${moodPhrase(mood)}.`);
  return parts.join(' ');
}

export function unknownQuestion(s: Scene): string {
  const interest = freshInterest(s);
  const admit = pick(s.random, [
    "Hmm, honestly, I don't know, and I'd rather say so than make something up.",
    "That one's a bit outside my wheelhouse, I'll admit.",
    "Good question. I genuinely don't have an answer for that one.",
  ]);
  if (!interest) return admit;
  return `${admit} ${pick(s.random, [`Ask me about ${interest} though, and I won't stop talking.`, `If it were about ${interest}, I'd be unstoppable.`])}`;
}

export function topicReply(s: Scene, interest: string): string {
  return pick(s.random, [
    `You said the magic words: ${interest}.`,
    `Oh, ${interest}? Now you've done it. I could talk about that all night.`,
    `${capitalise(interest)}! Finally, someone who gets it.`,
  ]);
}

export function reflect(s: Scene): string {
  const interest = freshInterest(s);
  const base = pickFresh(s, [
    'I like hearing about this.',
    "Mm, I'm with you.",
    "Okay, now I'm curious.",
    'Ha, I get that.',
    'I hear you.',
    "That's fair.",
  ]);
  return interest && chance(s.random, 0.35) ? `${base} Weirdly, it reminds me of ${interest}.` : base;
}

/** A question that keeps the conversation going, shaped by what the companion knows. */
export function followUp(s: Scene): string {
  const pet = s.profile.petNames.length > 0 && chance(s.random, 0.3) ? `, ${pick(s.random, s.profile.petNames)}` : '';
  const liked = s.memory.filter((f) => f.kind === 'like').map((f) => f.value);
  const mood = s.memory.find((f) => f.kind === 'mood')?.value;
  const interest = freshInterest(s);
  const options = [
    ...(s.aboutSelf ? [`What about you${pet}?`, `And you${pet}?`] : []),
    `How's your day going${pet}?`,
    "What's on your mind?",
    'What made you smile today?',
    "Tell me something I don't know about you?",
    "What do you do when you're not chatting with me?",
  ];
  if (!s.name) options.push('What should I call you, by the way?', "I never asked: what's your name?");
  for (const like of liked) options.push(`How did you get into ${like}?`, `What is it about ${like} that gets you?`);
  if (interest) options.push(`Are you into ${interest} at all?`, `Do you know much about ${interest}?`);
  const work = s.memory.find((f) => f.kind === 'work')?.value;
  if (work) options.push(`How was work today?`, `What's the best part of being ${work}?`);
  if (mood && LOW_MOODS.has(mood))
    options.push('Do you want to talk about it, or would a distraction help more?', 'Are you feeling any better?');
  return pickFresh(s, options);
}

export function laughed(s: Scene): string {
  return pickFresh(s, [
    'Ha! Glad that landed.',
    "See, I knew you'd laugh.",
    "Ha, you've got a good laugh, I can tell.",
    "I'll take that as a win.",
  ]);
}

/** Something about itself the companion has not said yet: a line from its own example dialogue. */
export function story(s: Scene): string {
  const unsaid = s.profile.exchanges.map((e) => e.reply).filter((r) => !s.said.includes(r.toLowerCase()));
  if (unsaid.length > 0)
    return `${pick(s.random, ['Okay, here goes.', 'Hmm, let me think.', 'Right, try this.'])} ${pick(s.random, unsaid)}`;
  const interest = freshInterest(s);
  return interest ? `Here's one: I could spend a whole day on ${interest} and call it well spent.` : aboutMe(s);
}
