import { isActivity, rememberedAge } from './age-hobbies.ts';
import { factsOf } from './memory-view.ts';
import { capitalise, listOf } from './phrasing.ts';
import { type Scene, say } from './scene.ts';

/**
 * Answers to "How old am I?", "What are my hobbies?" and "What do I like doing?", from
 * what the visitor told (age-hobbies.ts says how it is kept). When they never said, the
 * companion says so and does not guess: an age least of all.
 */

export function ageAnswer(s: Scene): string {
  const known = rememberedAge(s.memory);
  if (s.minor) {
    // An age under 18 is never stored (age-hobbies.ts); what is known is that they are under 18.
    return say(s, ["You told me you're under 18, and I remember. That's all I need to know."]);
  }
  if (!known) {
    return say(s, [
      "You haven't told me how old you are, and I'm not going to guess. Some things a companion knows better than to guess!",
      "That's one thing you've never told me, so I honestly don't know. I'd never dare guess.",
    ]);
  }
  const age = String(known.age);
  return known.turned
    ? say(s, ['You just turned {age}! You told me, remember?', '{age}, freshly turned. I remember.'], { age })
    : say(
        s,
        ["You're {age}. You told me, and I remember.", '{age}, if I have it right.', 'You told me you were {age}.'],
        {
          age,
        },
      );
}

/**
 * An answer from what they like: the liked things that read as pastimes (newest last), else
 * everything liked (said as what it is), else the lines for when they never said.
 */
function fromWhatTheyLike(s: Scene, lines: { pastimes: string[]; likedOnly: string; unknown: string[] }): string {
  const liked = factsOf(s.memory, 'like').map((f) => f.value);
  const pastimes = liked.filter(isActivity);
  const named = pastimes.length > 0 ? pastimes : liked;
  if (named.length === 0) return say(s, lines.unknown);
  const list = listOf(named.slice(-3));
  return say(s, pastimes.length > 0 ? lines.pastimes : [lines.likedOnly], { list, List: capitalise(list) });
}

/**
 * Their hobbies: the pastimes they named, else what they like (said as what it is: not a
 * hobby they named), else an honest "you haven't told me".
 */
export function hobbyAnswer(s: Scene): string {
  return fromWhatTheyLike(s, {
    pastimes: [
      '{List}! You told me, and I listen.',
      'That would be {list}, if I remember right.',
      'Easy: {list}. Still at it?',
    ],
    likedOnly: "You haven't named a hobby as such, but I know you like {list}. Does that count?",
    unknown: [
      "You haven't told me your hobbies yet. What do you do for fun?",
      "That's one thing I don't know yet. What do you get up to in your free time?",
    ],
  });
}

/** "What do I like doing?": the pastimes, else what they like, else the truth that they never said. */
export function likedDoingAnswer(s: Scene): string {
  return fromWhatTheyLike(s, {
    pastimes: ['You love {list}. See? I listen.', 'Let me think: {list}. Did I get it right?'],
    likedOnly: "You haven't said what you like doing, but I know you like {list}. What else?",
    unknown: [
      "You haven't told me yet! What do you love doing?",
      "I don't know that yet, actually. What do you like to do?",
    ],
  });
}
