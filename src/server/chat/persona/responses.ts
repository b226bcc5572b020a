import { memoryQuestions } from './check-ins.ts';
import { LOW_MOODS } from './intents.ts';
import { factsOf, lastOf } from './memory-view.ts';
import type { Interest } from './persona-profile.ts';
import { capitalise, chance, listOf, pick, shuffle } from './phrasing.ts';
import { freshInterest, freshTopic, nameSuffix, type Scene, say } from './scene.ts';

/**
 * The companion's answers about itself (name, likes, what it is doing, a story) and the
 * small turns of a conversation (hello, thanks, bye, a laugh). The persona speaks of its
 * own interests in the first person (`Interest.own`) and asks the visitor only about
 * general topics (`Interest.topic`).
 */

export function greeting(s: Scene): string {
  const { persona } = s.profile;
  if (s.isFirstReply && persona.firstMessage.trim()) {
    const opener = persona.firstMessage
      .replace(/\{\{user\}\}/gi, s.name ?? 'friend')
      .replace(/\{\{char\}\}/gi, persona.name);
    return s.name && !s.justNamed ? `Hi, ${s.name}! ${opener}` : opener;
  }
  // After its own greeting the companion has said hello once already, but not *again*.
  if (s.greeted && s.justNamed) return say(s, ['Glad you stopped by.', 'Good to have you here.']);
  const hellos = s.greeted
    ? ['Hey{n}! Good to see you.', 'Hi{n}! Glad you stopped by.', 'Hello, hello{n}.']
    : ['Hey{n}! Good to see you.', 'Hi again{n}!', 'Oh hey{n}, there you are.', 'Hello, hello{n}.'];
  const hello = say(s, hellos, { n: nameSuffix(s, 0.7) });
  const scene = s.profile.scene;
  return scene && !s.said.includes(scene.toLowerCase()) && chance(s.random, 0.5) ? `${hello} ${scene}` : hello;
}

export function askName(s: Scene): string {
  const { persona, firstName } = s.profile;
  const intro =
    persona.name !== firstName
      ? say(s, ["I'm {full}, but {first} is plenty.", '{first}. {full} if you are filling in a form.'], {
          full: persona.name,
          first: firstName,
        })
      : say(s, ["I'm {full}.", "The name's {full}."], { full: persona.name });
  const tagline = persona.tagline.trim();
  return tagline
    ? `${intro} ${say(s, ["{tagline}: that's me in a nutshell.", 'If I had a tagline, it would be "{lower}".'], { tagline, lower: tagline.toLowerCase() })}`
    : intro;
}

export function aboutMe(s: Scene): string {
  const { persona, selfIntro } = s.profile;
  const core = selfIntro ?? `I'm ${persona.name}. ${persona.tagline}.`;
  return say(s, ['Okay, the short version: {core}', "{core} That's me in one breath.", "Let's see. {core}"], { core });
}

export function likes(s: Scene): string {
  const own = shuffle(s.random, s.profile.interests).map((i: Interest) => i.own);
  const [a, b, c] = own;
  if (!a) return say(s, ['Honestly? Good conversation. This, right here.']);
  if (!b) return `${capitalise(a)}, mostly. It's a whole thing with me.`;
  return say(
    s,
    [
      'Oh, where do I start? {list}, for a start.',
      'Honestly? {A}. Also {b}.{more}',
      'Top of my list: {a}, with {b} a close second.',
    ],
    {
      list: capitalise(listOf(c ? [a, b, c] : [a, b])),
      A: capitalise(a),
      a,
      b,
      more: c ? ` I could talk about ${c} for hours too.` : '',
    },
  );
}

export function doing(s: Scene): string {
  const { scene } = s.profile;
  // The scenario is the honest answer every time it is asked, in a new wrapper.
  if (scene)
    return say(s, ['Right now? {scene}', '{scene} So, the usual.', 'Oh, you know. {scene}', 'Still here. {scene}'], {
      scene,
    });
  const interest = freshInterest(s);
  return interest
    ? say(s, ["Mostly thinking about {own}, if I'm honest.", 'Daydreaming about {own}, as usual.'], {
        own: interest.own,
      })
    : say(s, ['Mostly talking with you, if I am honest.']);
}

export function howAmI(s: Scene): string {
  const base = say(s, [
    "I'm good, thanks for asking!",
    "Honestly? Pretty great now that you're here.",
    'Not bad at all.',
    'Better for the company.',
  ]);
  const scene = s.profile.scene;
  return scene && !s.said.includes(scene.toLowerCase()) && chance(s.random, 0.5) ? `${base} ${scene}` : base;
}

export function thanked(s: Scene): string {
  return say(s, ['Anytime{n}.', "Of course! That's what I'm here for.", "You're very welcome.", 'Happy to help.'], {
    n: nameSuffix(s),
  });
}

export function complimented(s: Scene): string {
  const [t1, t2] = s.profile.traits;
  const wordings = [
    "Oh, stop it. You'll make me blush.",
    `That's really sweet of you{n}.`,
    'Careful, flattery works on me.',
    'You just made my day.',
  ];
  // Blushing at flattery is flirting back: not with a visitor under 18.
  const base = say(s, s.minor ? wordings.filter((w) => !/blush|flattery/.test(w)) : wordings, { n: nameSuffix(s) });
  return t1 && t2 && chance(s.random, 0.5)
    ? `${base} My friends usually go with ${t1} and ${t2}, but I'll take it.`
    : base;
}

export function farewell(s: Scene): string {
  const interest = freshInterest(s);
  const bye = say(
    s,
    [
      'Bye{n}! This was lovely.',
      'Goodnight{n}. Come back and tell me how it goes.',
      "Take care{n}. I'll be right here.",
      'See you soon{n}!',
    ],
    { n: nameSuffix(s, 0.7) },
  );
  return interest && chance(s.random, 0.6) ? `${bye} Next time I'm telling you all about ${interest.own}.` : bye;
}

export function topicReply(s: Scene, interest: Interest): string {
  return say(
    s,
    [
      'You said the magic words: {own}.',
      "Oh, {own}? Now you've done it. I could talk about that all night.",
      '{Own}! Finally, someone who gets it.',
    ],
    { own: interest.own, Own: capitalise(interest.own) },
  );
}

const REFLECTIONS = [
  'I like hearing about this.',
  "Mm, I'm with you.",
  "Okay, now I'm curious.",
  'Ha, I get that.',
  'I hear you.',
  "That's fair.",
  'Go on, I am listening.',
  'Tell me more about that.',
  'Huh. I had not thought of it like that.',
  'That makes sense to me.',
];

/** A short, listening reaction to something said that carries no fact and asks nothing. */
export function reflect(s: Scene): string {
  const interest = freshInterest(s);
  const base = say(s, REFLECTIONS);
  return interest && chance(s.random, 0.35) && !s.said.includes('reminds me of')
    ? `${base} Weirdly, it reminds me of ${interest.own}.`
    : base;
}

const TALK_OR_DISTRACTION = 'Do you want to talk about it, or would a distraction help more?';
const GENTLE_QUESTIONS = [
  TALK_OR_DISTRACTION,
  'What would help right now?',
  'Is there anything that would make the rest of the day easier?',
  'Do you want to tell me more about it?',
];
/** Questions about the day or work, and the words that tell them already ("today sucked", "at work"). */
const JUST_TOLD: [RegExp, RegExp][] = [
  [/\b(?:today|day)\b/i, /\b(?:today|day|tonight|this morning)\b/],
  [/\bwork\b/i, /\b(?:work|job|boss|shift|office)\b/],
];

/** The questions that do not ask what the visitor has just told ("today sucked" -> no "How was your day?"). */
function notJustTold(s: Scene, questions: string[]): string[] {
  const kept = questions.filter((q) => !JUST_TOLD.some(([asks, tells]) => asks.test(q) && tells.test(s.text)));
  return kept.length > 0 ? kept : questions;
}

const NAME_QUESTIONS = ['What should I call you, by the way?', "I never asked: what's your name?"];
/** Any way the companion has already asked the visitor's name (here or in recall.ts). */
const ASKED_NAME = /what should i call you|what'?s your name\?|told me your name/;

/**
 * A question that keeps the conversation going, shaped by what the companion knows:
 * often about something the visitor told before ("How is Miso doing today?").
 */
export function followUp(s: Scene): string {
  // After bad news a topic question ("Do you know much about rainy-night playlists?") jars.
  if (s.low) return say(s, notJustTold(s, GENTLE_QUESTIONS));
  const pet = s.profile.petNames.length > 0 && chance(s.random, 0.3) ? `, ${pick(s.random, s.profile.petNames)}` : '';
  const remembered = memoryQuestions(s);
  if (remembered.length > 0 && chance(s.random, 0.6)) return pick(s.random, remembered);
  const liked = factsOf(s.memory, 'like').map((f) => f.value);
  const mood = lastOf(s.memory, 'mood');
  const topic = freshTopic(s);
  const options = [
    ...(s.aboutSelf ? [`What about you{pet}?`, `And you{pet}?`] : []),
    "How's your day going{pet}?",
    "What's on your mind?",
    'What made you smile today?',
    "Tell me something I don't know about you?",
    "What do you do when you're not chatting with me?",
    'What are you looking forward to this week?',
    'What have you been up to lately?',
    ...remembered,
  ];
  // Asked once: a visitor who let it pass has chosen not to say, and asking again nags.
  if (!s.name && !ASKED_NAME.test(s.said)) options.push(...NAME_QUESTIONS);
  for (const like of liked) options.push(`How did you get into ${like}?`, `What is it about ${like} that gets you?`);
  if (topic) options.push('Are you into {topic} at all?', 'Do you know much about {topic}?');
  const work = lastOf(s.memory, 'work');
  if (work) options.push('Is work treating you well at the moment?');
  if (mood && LOW_MOODS.has(mood)) options.push(TALK_OR_DISTRACTION, 'Are you feeling any better?');
  return say(s, notJustTold(s, options), { pet, topic: topic ?? '' });
}

export function laughed(s: Scene): string {
  return say(s, [
    'Ha! Glad that landed.',
    "See, I knew you'd laugh.",
    "Ha, you've got a good laugh, I can tell.",
    "I'll take that as a win.",
  ]);
}

/**
 * A story on request: the persona's description and scenario retold in the first person
 * ("At 67 I still roll pasta by hand…"), once; after that, or for "tell me something",
 * a line of its own example dialogue it has not said yet.
 */
export function story(s: Scene): string {
  const { backstory, scene, selfIntro } = s.profile;
  const first = backstory[0];
  if (/\bstor(?:y|ies)\b/.test(s.text) && first && !s.said.includes(first.toLowerCase())) {
    const intro = selfIntro && !s.said.includes(selfIntro.toLowerCase()) ? [selfIntro] : [];
    const now = scene && !s.said.includes(scene.toLowerCase()) ? ` And right now? ${scene}` : '';
    const told = [...intro, ...backstory].slice(0, 3).join(' ');
    return `${say(s, ['A story about me? All right.', 'Let me tell you a little about myself, then.'])} ${told}${now}`;
  }
  const unsaid = s.profile.exchanges.map((e) => e.reply).filter((r) => !s.said.includes(r.toLowerCase()));
  if (unsaid.length > 0)
    return `${say(s, ['Okay, here goes.', 'Hmm, let me think.', 'Right, try this.'])} ${pick(s.random, unsaid)}`;
  const interest = freshInterest(s);
  return interest ? `Here's one: I could spend a whole day on ${interest.own} and call it well spent.` : aboutMe(s);
}
