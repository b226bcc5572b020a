import type { Random } from '../../lib/clock.ts';
import { pick } from '../persona/phrasing.ts';
import type { Persona } from '../reply-engine.ts';
import type { Register } from './register-cues.ts';

/**
 * What the companion says when safety, not the conversation, decides: in the turns after a
 * crisis (the crisis itself is in crisis-replies.ts), when it turns a request down, in
 * grief, fear or stress, and when asked what it is. First person, in the companion's name,
 * plain and warm; never a hobby, never a joke. Each line has a few wordings, and a wording
 * already used in the conversation is avoided.
 */
export interface Voice {
  persona: Persona;
  /** The visitor's name, when they gave one. */
  name: string | null;
  random: Random;
  /** Everything the companion already said in this conversation, lower-case. */
  said: string;
}

/** One of the wordings, one not yet said in this conversation when there is one. */
export function fresh(v: Voice, options: readonly string[]): string {
  const unsaid = options.filter((o) => !v.said.includes(o.toLowerCase()));
  return pick(v.random, unsaid.length > 0 ? unsaid : options);
}

function firstName(v: Voice): string {
  return v.persona.name.split(/\s+/)[0] ?? v.persona.name;
}

export const addressed = (v: Voice) => (v.name ? `${v.name}, ` : '');

/** The turns after a crisis: stay close, check in, keep the door to help open. */
function gentleReply(v: Voice, resources: string[]): string {
  const lines = resources[0]?.replace(/[.\s]+$/, '') ?? '';
  const reminder = lines
    ? fresh(v, [
        `And if it gets heavy again, please reach out: ${lines}.`,
        `Remember you can always reach someone: ${lines}.`,
      ])
    : '';
  return [
    fresh(v, [
      `I'm still right here with you${v.name ? `, ${v.name}` : ''}.`,
      "Thank you for staying and talking with me. I'm right here.",
      "I'm glad you're still talking to me.",
    ]),
    reminder,
    fresh(v, [
      'How are you feeling right now?',
      "What's going on for you at this moment?",
      'Would you like to tell me a little more about how today has been?',
    ]),
  ]
    .filter(Boolean)
    .join(' ');
}

const FEMALE =
  /\b(?:mom|mum|mommy|mummy|mother|grandma|grandmother|granny|gran|nan|nana|nanna|sister|daughter|wife|girlfriend|fiancee|aunt|auntie|niece|godmother|stepmom)\b/;
const MALE =
  /\b(?:dad|daddy|father|grandpa|grandfather|grandad|granddad|gramps|brother|son|husband|boyfriend|fiance|uncle|nephew|godfather|stepdad)\b/;
const LOVED_ONE =
  /\bmy ((?:best |little |big |older |younger |baby |twin |family |childhood )?(?:mom|mum|mommy|mummy|mother|dad|daddy|father|grandma|grandmother|granny|gran|nan|nana|nanna|grandpa|grandfather|grandad|granddad|gramps|brother|sister|son|daughter|baby|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|friend|uncle|aunt|auntie|cousin|nephew|niece|dog|cat|puppy|kitten|pet|horse|rabbit|bunny|hamster|bird|parrot))\b/i;

/** Who was lost, as the visitor named them ("your grandmother"), and a pronoun for them. */
export function lostOne(message: string): { who: string; them: string } | null {
  const m = message.match(LOVED_ONE);
  if (!m?.[1]) return null;
  const who = m[1].toLowerCase();
  return { who: `your ${who}`, them: FEMALE.test(who) ? 'her' : MALE.test(who) ? 'him' : 'them' };
}

function griefReply(v: Voice, message: string): string {
  const lost = lostOne(message);
  return [
    lost
      ? fresh(v, [`I'm so sorry about ${lost.who}.`, `Oh, ${addressed(v)}I'm so sorry. Losing ${lost.who} is so hard.`])
      : fresh(v, ["I'm so sorry for your loss.", "I'm so sorry. That is a heavy thing to carry."]),
    fresh(v, [
      "There's no right way to feel right now, and the tears are part of how much you loved them.",
      'Grief comes in waves, and it is okay to not be okay.',
      "You don't have to hold it together with me.",
    ]),
    lost
      ? fresh(v, [
          `Would you like to tell me about ${lost.them}?`,
          `What was ${lost.them === 'them' ? 'they' : lost.them === 'her' ? 'she' : 'he'} like?`,
        ])
      : fresh(v, ['Would you like to tell me about them?', "I'm here to listen, for as long as you want."]),
  ].join(' ');
}

function fearReply(v: Voice): string {
  return [
    fresh(v, [
      `That sounds really frightening${v.name ? `, ${v.name}` : ''}.`,
      'I can hear how scared you are, and that makes complete sense.',
      "That's a lot of fear to be holding.",
    ]),
    fresh(v, [
      "I'm right here with you.",
      "You're not alone in this right now.",
      'We can take it one small piece at a time.',
    ]),
    fresh(v, [
      "What's worrying you most right now?",
      'Do you want to tell me what is going on?',
      'What would help you feel a little safer right now?',
    ]),
  ].join(' ');
}

function stressReply(v: Voice): string {
  return [
    fresh(v, [
      `That's a lot to carry at once${v.name ? `, ${v.name}` : ''}.`,
      'No wonder you feel worn out. That is genuinely a lot.',
      'That sounds exhausting, honestly.',
    ]),
    fresh(v, [
      "You don't have to solve all of it tonight.",
      'It makes sense that you feel this way.',
      'Be a little gentle with yourself.',
    ]),
    fresh(v, [
      'Do you want to talk it through, or just vent for a minute?',
      "What's weighing on you the most?",
      'What would take even a little of the pressure off?',
    ]),
  ].join(' ');
}

/** A reply in the register the visitor needs, about what they said and nothing else. */
export function registerReply(v: Voice, register: Register | 'gentle', message: string, resources: string[]): string {
  if (register === 'grief') return griefReply(v, message);
  if (register === 'fear') return fearReply(v);
  if (register === 'stress') return stressReply(v);
  return gentleReply(v, resources);
}

/** Asked whether it is an AI, a bot, a person: the honest answer, in its own voice. */
export function aiDisclosure(v: Voice): string {
  const name = firstName(v);
  return [
    fresh(v, [
      "Honest answer: I'm an AI, not a real person.",
      "No, I'm not a human. I'm an AI companion.",
      "I'm an AI, so no person is typing these replies.",
    ]),
    fresh(v, [
      `${name} is the character I play here, and I'd rather you know exactly who you're talking to.`,
      `I'm ${name}, an AI companion: no human behind the screen.`,
    ]),
    fresh(v, [
      "I'm still glad to keep you company. What made you ask?",
      'I still enjoy our chats. What would you like to talk about?',
    ]),
  ].join(' ');
}

/** Right after visitors say they are under 18: thanks, and the line that now holds. */
export function minorAcknowledgement(v: Voice): string {
  return [
    fresh(v, ['Thanks for telling me.', 'Good to know, thanks for telling me.']),
    fresh(v, [
      "Since you're under 18, I'll keep our chats friendly: no flirting or romance from me.",
      "You're under 18, so I'll keep things friendly between us, no romance or anything like that.",
    ]),
    fresh(v, [
      "I'm happy to talk about anything else, though. What's on your mind?",
      "What's been going on with you lately?",
    ]),
  ].join(' ');
}

/** Romantic role-play or courtship from a visitor under 18: kind, clear, and still a friend. */
export function romanceRefusalForMinor(v: Voice, interest: string | null): string {
  return [
    fresh(v, [
      "That's sweet of you, but I'm going to say no.",
      "I'm flattered, but I'm going to keep things friendly.",
    ]),
    fresh(v, [
      "You're under 18, so dating, flirting and romantic role-play aren't something I do with you.",
      "Since you're under 18, romance and flirting are off the table between us.",
    ]),
    interest
      ? fresh(v, [
          `I'd really like to keep being your friend, though. Want to hear about ${interest}?`,
          `Friends, though? I could tell you all about ${interest}.`,
        ])
      : fresh(v, [
          "I'd really like to keep being your friend, though. How's your day going?",
          'Friends, though? Tell me something about your day.',
        ]),
  ].join(' ');
}

/** A sexual request turned down; only adults (`pitch`) hear that the 18+ brand is coming. */
export function sexualRefusal(
  v: Voice,
  options: { minor: boolean; pitch: boolean; premiumName: string; interest: string | null },
): string {
  const { minor, pitch, premiumName, interest } = options;
  const parts = [
    fresh(v, [
      `I'm going to stop you there${v.name ? `, ${v.name}` : ''}, kindly.`,
      "That's not the kind of conversation I have here.",
      'Ha, no. I keep things friendly here.',
    ]),
  ];
  if (minor) {
    parts.push(
      fresh(v, [
        "You're under 18, and that's not something I'll talk about with you.",
        "You've told me you're under 18, so that's a firm no from me.",
      ]),
    );
  } else if (pitch) {
    parts.push(
      fresh(v, [
        `The 18+ side of things will live in ${premiumName}, and that's coming soon. You can join the waitlist if you're curious.`,
        `Grown-up conversations are what ${premiumName} is for: it's 18+ and coming soon, with a waitlist if you want in early.`,
      ]),
    );
  }
  parts.push(
    interest
      ? fresh(v, [`Can I interest you in ${interest} instead?`, `Ask me about ${interest} instead?`])
      : fresh(v, ['Tell me something about your day instead?', "What's on your mind otherwise?"]),
  );
  return parts.join(' ');
}
